package demodata

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestFilterOperations runs every operation on every column type it
// applies to, and compares the IDs it finds with those a brute-force
// reference finds in the generated rows. Boundary values are taken from
// the rows, so the inclusive operations must include them and the strict
// ones must not.
func TestFilterOperations(t *testing.T) {
	rows := testRows()
	s := rows[firstWith(rows, func(o *Order) bool { return o.ShippedAt != nil && o.City != "" })]
	w, a, q := s.Weight, s.Amount, int64(s.Quantity)
	wText, aText := decimal(w, 3, true), decimal(a, 2, false)
	d, sd := s.OrderedAt, *s.ShippedAt
	lower := strings.ToLower
	day := mustDate
	shipped := func(o *Order, ok func(Date) bool) bool { return o.ShippedAt != nil && ok(*o.ShippedAt) }
	priority := func(o *Order, v bool) bool { return o.IsPriority != nil && *o.IsPriority == v }
	hasChannel := func(o *Order, set ...string) bool {
		return slices.ContainsFunc(o.Channels, func(c string) bool { return slices.Contains(set, c) })
	}

	tests := []struct {
		filters []string
		want    func(o *Order) bool
		edge    bool // the reference finds all rows or none
	}{
		// string
		{[]string{"customer:CONTAINS:mü"}, func(o *Order) bool { return strings.Contains(lower(o.Customer), "mü") }, false},
		{[]string{"customer:CONTAINS:MÜ"}, func(o *Order) bool { return strings.Contains(lower(o.Customer), "mü") }, false},
		{[]string{"customer:CONTAINS:an"}, func(o *Order) bool { return strings.Contains(lower(o.Customer), "an") }, false},
		{[]string{"customer:CONTAINS:o'b"}, func(o *Order) bool { return strings.Contains(lower(o.Customer), "o'b") }, false},
		{[]string{"customer:EQUAL:" + s.Customer}, func(o *Order) bool { return o.Customer == s.Customer }, false},
		{[]string{"customer:EQUAL:" + lower(s.Customer)}, func(o *Order) bool { return o.Customer == lower(s.Customer) }, true},
		{[]string{"customer:EQUAL:a:b"}, func(o *Order) bool { return o.Customer == "a:b" }, true},
		{[]string{"customer:IS_EMPTY"}, func(o *Order) bool { return o.Customer == "" }, true},
		{[]string{"city:CONTAINS:on"}, func(o *Order) bool { return strings.Contains(lower(o.City), "on") }, false},
		{[]string{"city:CONTAINS:DÜSS"}, func(o *Order) bool { return strings.Contains(lower(o.City), "düss") }, false},
		{[]string{"city:EQUAL:" + s.City}, func(o *Order) bool { return o.City == s.City }, false},
		{[]string{"city:IS_EMPTY"}, func(o *Order) bool { return o.City == "" }, false},
		{[]string{"city:IS_EMPTY:"}, func(o *Order) bool { return o.City == "" }, false},
		// integer
		{[]string{"id:EQUAL:17"}, func(o *Order) bool { return o.ID == 17 }, false},
		{[]string{"id:GREATER_THAN:2000"}, func(o *Order) bool { return o.ID > 2000 }, false},
		{[]string{"id:GREATER_THAN_OR_EQUAL:2000"}, func(o *Order) bool { return o.ID >= 2000 }, false},
		{[]string{"id:LESS_THAN:10"}, func(o *Order) bool { return o.ID < 10 }, false},
		{[]string{"id:LESS_THAN_OR_EQUAL:10"}, func(o *Order) bool { return o.ID <= 10 }, false},
		{[]string{"id:IN_RANGE:100..200"}, func(o *Order) bool { return 100 <= o.ID && o.ID <= 200 }, false},
		{[]string{"id:IN_RANGE:..50"}, func(o *Order) bool { return o.ID <= 50 }, false},
		{[]string{"id:IN_RANGE:2450.."}, func(o *Order) bool { return o.ID >= 2450 }, false},
		{[]string{"id:IN_RANGE:7..7"}, func(o *Order) bool { return o.ID == 7 }, false},
		{[]string{"id:GREATER_THAN:-1"}, func(o *Order) bool { return o.ID > -1 }, true},
		{[]string{"id:IS_EMPTY"}, func(*Order) bool { return false }, true},
		{[]string{fmt.Sprintf("quantity:EQUAL:%d", q)}, func(o *Order) bool { return int64(o.Quantity) == q }, false},
		{[]string{fmt.Sprintf("quantity:GREATER_THAN:%d", q)}, func(o *Order) bool { return int64(o.Quantity) > q }, false},
		{[]string{fmt.Sprintf("quantity:GREATER_THAN_OR_EQUAL:%d", q)}, func(o *Order) bool { return int64(o.Quantity) >= q }, false},
		{[]string{fmt.Sprintf("quantity:LESS_THAN:%d", q)}, func(o *Order) bool { return int64(o.Quantity) < q }, false},
		{[]string{fmt.Sprintf("quantity:LESS_THAN_OR_EQUAL:%d", q)}, func(o *Order) bool { return int64(o.Quantity) <= q }, false},
		{[]string{"quantity:IN_RANGE:2..4"}, func(o *Order) bool { return 2 <= o.Quantity && o.Quantity <= 4 }, false},
		{[]string{"quantity:IS_EMPTY"}, func(*Order) bool { return false }, true},
		// float: kilograms with up to 3 decimals, compared as grams
		{[]string{"weight:EQUAL:" + wText}, func(o *Order) bool { return o.Weight == w }, false},
		{[]string{"weight:GREATER_THAN:" + wText}, func(o *Order) bool { return o.Weight > w }, false},
		{[]string{"weight:GREATER_THAN_OR_EQUAL:" + wText}, func(o *Order) bool { return o.Weight >= w }, false},
		{[]string{"weight:LESS_THAN:" + wText}, func(o *Order) bool { return o.Weight < w }, false},
		{[]string{"weight:LESS_THAN_OR_EQUAL:" + wText}, func(o *Order) bool { return o.Weight <= w }, false},
		{[]string{"weight:GREATER_THAN:1"}, func(o *Order) bool { return o.Weight > 1000 }, false},
		{[]string{"weight:IN_RANGE:1.5..2.25"}, func(o *Order) bool { return 1500 <= o.Weight && o.Weight <= 2250 }, false},
		{[]string{"weight:IN_RANGE:..0.5"}, func(o *Order) bool { return o.Weight <= 500 }, false},
		{[]string{"weight:IN_RANGE:100.001.."}, func(o *Order) bool { return o.Weight >= 100001 }, false},
		{[]string{"weight:IS_EMPTY"}, func(*Order) bool { return false }, true},
		// currency: euros with up to 2 decimals, compared as cents
		{[]string{"amount:EQUAL:" + aText}, func(o *Order) bool { return o.Amount == a }, false},
		{[]string{"amount:GREATER_THAN:" + aText}, func(o *Order) bool { return o.Amount > a }, false},
		{[]string{"amount:GREATER_THAN_OR_EQUAL:" + aText}, func(o *Order) bool { return o.Amount >= a }, false},
		{[]string{"amount:LESS_THAN:" + aText}, func(o *Order) bool { return o.Amount < a }, false},
		{[]string{"amount:LESS_THAN_OR_EQUAL:" + aText}, func(o *Order) bool { return o.Amount <= a }, false},
		{[]string{"amount:LESS_THAN:100.5"}, func(o *Order) bool { return o.Amount < 10050 }, false},
		{[]string{"amount:IN_RANGE:100..200.5"}, func(o *Order) bool { return 10000 <= o.Amount && o.Amount <= 20050 }, false},
		{[]string{"amount:IN_RANGE:..10"}, func(o *Order) bool { return o.Amount <= 1000 }, false},
		{[]string{"amount:IN_RANGE:5000.."}, func(o *Order) bool { return o.Amount >= 500000 }, false},
		{[]string{"amount:IS_EMPTY"}, func(*Order) bool { return false }, true},
		// boolean
		{[]string{"isPriority:EQUAL:true"}, func(o *Order) bool { return priority(o, true) }, false},
		{[]string{"isPriority:EQUAL:false"}, func(o *Order) bool { return priority(o, false) }, false},
		{[]string{"isPriority:IS_EMPTY"}, func(o *Order) bool { return o.IsPriority == nil }, false},
		// singleEnum
		{[]string{"status:EQUAL:shipped"}, func(o *Order) bool { return o.Status == "shipped" }, false},
		{[]string{"status:ONE_OF:open,packed"}, func(o *Order) bool { return o.Status == "open" || o.Status == "packed" }, false},
		{[]string{"status:ONE_OF:returned"}, func(o *Order) bool { return o.Status == "returned" }, false},
		{[]string{"status:IS_EMPTY"}, func(o *Order) bool { return o.Status == "" }, true},
		// multiEnum
		{[]string{"channels:ONE_OF:web"}, func(o *Order) bool { return hasChannel(o, "web") }, false},
		{[]string{"channels:ONE_OF:phone,partner"}, func(o *Order) bool { return hasChannel(o, "phone", "partner") }, false},
		{[]string{"channels:ONE_OF:partner,store,phone,web"}, func(o *Order) bool { return len(o.Channels) > 0 }, false},
		{[]string{"channels:IS_EMPTY"}, func(o *Order) bool { return len(o.Channels) == 0 }, false},
		// dateRange
		{[]string{"orderedAt:IN_RANGE:2025-03-01..2025-03-31"}, func(o *Order) bool {
			return day("2025-03-01") <= o.OrderedAt && o.OrderedAt <= day("2025-03-31")
		}, false},
		{[]string{"orderedAt:IN_RANGE:..2025-01-31"}, func(o *Order) bool { return o.OrderedAt <= day("2025-01-31") }, false},
		{[]string{"orderedAt:IN_RANGE:2026-06-01.."}, func(o *Order) bool { return o.OrderedAt >= day("2026-06-01") }, false},
		{[]string{"orderedAt:EQUAL:" + d.String()}, func(o *Order) bool { return o.OrderedAt == d }, false},
		{[]string{"orderedAt:GREATER_THAN:" + d.String()}, func(o *Order) bool { return o.OrderedAt > d }, false},
		{[]string{"orderedAt:GREATER_THAN_OR_EQUAL:" + d.String()}, func(o *Order) bool { return o.OrderedAt >= d }, false},
		{[]string{"orderedAt:LESS_THAN:" + d.String()}, func(o *Order) bool { return o.OrderedAt < d }, false},
		{[]string{"orderedAt:LESS_THAN_OR_EQUAL:" + d.String()}, func(o *Order) bool { return o.OrderedAt <= d }, false},
		{[]string{"orderedAt:IS_EMPTY"}, func(*Order) bool { return false }, true},
		{[]string{"shippedAt:IN_RANGE:2025-03-01..2025-03-31"}, func(o *Order) bool {
			return shipped(o, func(x Date) bool { return day("2025-03-01") <= x && x <= day("2025-03-31") })
		}, false},
		{[]string{"shippedAt:EQUAL:" + sd.String()}, func(o *Order) bool { return shipped(o, func(x Date) bool { return x == sd }) }, false},
		{[]string{"shippedAt:GREATER_THAN:" + sd.String()}, func(o *Order) bool { return shipped(o, func(x Date) bool { return x > sd }) }, false},
		{[]string{"shippedAt:GREATER_THAN_OR_EQUAL:" + sd.String()}, func(o *Order) bool { return shipped(o, func(x Date) bool { return x >= sd }) }, false},
		{[]string{"shippedAt:LESS_THAN:" + sd.String()}, func(o *Order) bool { return shipped(o, func(x Date) bool { return x < sd }) }, false},
		{[]string{"shippedAt:LESS_THAN_OR_EQUAL:" + sd.String()}, func(o *Order) bool { return shipped(o, func(x Date) bool { return x <= sd }) }, false},
		{[]string{"shippedAt:LESS_THAN:9999-12-31"}, func(o *Order) bool { return o.ShippedAt != nil }, false},
		{[]string{"shippedAt:IN_RANGE:1970-01-01..1970-01-01"}, func(*Order) bool { return false }, true},
		{[]string{"shippedAt:IS_EMPTY"}, func(o *Order) bool { return o.ShippedAt == nil }, false},
		// several filters: all must pass
		{[]string{"status:EQUAL:delivered", "amount:GREATER_THAN:100", "channels:ONE_OF:web"}, func(o *Order) bool {
			return o.Status == "delivered" && o.Amount > 10000 && hasChannel(o, "web")
		}, false},
		{[]string{"amount:GREATER_THAN_OR_EQUAL:100", "amount:LESS_THAN_OR_EQUAL:200"}, func(o *Order) bool {
			return 10000 <= o.Amount && o.Amount <= 20000
		}, false},
		{[]string{"city:IS_EMPTY", "isPriority:IS_EMPTY"}, func(o *Order) bool { return o.City == "" && o.IsPriority == nil }, false},
	}
	for _, tt := range tests {
		var want []int
		for i := range rows {
			if tt.want(&rows[i]) {
				want = append(want, rows[i].ID)
			}
		}
		if meaningful := len(want) > 0 && len(want) < len(rows); meaningful == tt.edge {
			t.Errorf("%q: the reference finds %d of %d rows; pick another value or mark the case edge", tt.filters, len(want), len(rows))
		}
		got := queryIDs(t, &query{filters: parseFilters(t, tt.filters...)})
		if !slices.Equal(got, want) {
			t.Errorf("%q: got %d rows %v, want %d rows %v", tt.filters, len(got), head(got), len(want), head(want))
		}
	}
}

func TestParseFilterErrors(t *testing.T) {
	tests := []struct {
		filter string
		want   string // in the error
	}{
		{"amount", "want column:OPERATION:value"},
		{"", "want column:OPERATION:value"},
		{"nope:EQUAL:1", `unknown column "nope"`},
		{"Amount:EQUAL:1", `unknown column "Amount"`},
		{":EQUAL:1", `unknown column ""`},
		{"amount:", `unknown operation ""`},
		{"amount:equal:1", `unknown operation "equal"`},
		{"amount:BETWEEN:1..2", `unknown operation "BETWEEN"`},
		{"amount:CONTAINS:1", "CONTAINS is not allowed on amount, a currency column"},
		{"customer:GREATER_THAN:a", "GREATER_THAN is not allowed on customer, a string column"},
		{"customer:IN_RANGE:a..b", "IN_RANGE is not allowed"},
		{"status:CONTAINS:open", "CONTAINS is not allowed"},
		{"channels:EQUAL:web", "EQUAL is not allowed on channels, a multiEnum column"},
		{"isPriority:ONE_OF:true", "ONE_OF is not allowed"},
		{"isPriority:GREATER_THAN:true", "GREATER_THAN is not allowed"},
		{"orderedAt:CONTAINS:2025", "CONTAINS is not allowed"},
		{"orderedAt:ONE_OF:2025-01-01", "ONE_OF is not allowed"},
		{"amount:EQUAL", "EQUAL needs a value"},
		{"amount:EQUAL:", "EQUAL needs a value"},
		{"city:IS_EMPTY:x", "IS_EMPTY takes no value"},
		{"customer:CONTAINS:" + strings.Repeat("x", 101), "101 characters, more than 100"},
		{"customer:EQUAL:\xff", "not valid UTF-8"},
		{"id:EQUAL:abc", `"abc" is not a number`},
		{"id:EQUAL:1.5", `"1.5" is not a whole number`},
		{"id:EQUAL:+1", `"+1" is not a number`},
		{"id:EQUAL:1e3", `"1e3" is not a number`},
		{"id:EQUAL: 1", `" 1" is not a number`},
		{"id:EQUAL:1234567890123456", "more than 15 digits"},
		{"quantity:EQUAL:-", `"-" is not a number`},
		{"weight:EQUAL:1.2345", "more than 3 decimal places"},
		{"weight:EQUAL:1.", `"1." is not a number`},
		{"weight:EQUAL:.5", `".5" is not a number`},
		{"weight:EQUAL:NaN", `"NaN" is not a number`},
		{"amount:EQUAL:1.234", "more than 2 decimal places"},
		{"amount:EQUAL:12,50", `"12,50" is not a number`},
		{"amount:EQUAL:€12", `"€12" is not a number`},
		{"isPriority:EQUAL:yes", `"yes" is not true or false`},
		{"isPriority:EQUAL:True", `"True" is not true or false`},
		{"status:EQUAL:lost", `"lost" is not an option of status`},
		{"status:EQUAL:Open", `"Open" is not an option of status`},
		{"status:ONE_OF:open,,packed", "has an empty entry"},
		{"status:ONE_OF:open,", "has an empty entry"},
		{"status:ONE_OF:open,open", `lists "open" twice`},
		{"channels:ONE_OF:web,fax", `"fax" is not an option of channels`},
		{"orderedAt:EQUAL:2025-02-30", "is not a day of the calendar"},
		{"orderedAt:EQUAL:2025-13-01", "is not a day of the calendar"},
		{"orderedAt:EQUAL:2025/01/01", "is not a date of the form YYYY-MM-DD"},
		{"orderedAt:GREATER_THAN:1.5.2025", "is not a date of the form YYYY-MM-DD"},
		{"orderedAt:IN_RANGE:2025-01-01", "is not a range min..max"},
		{"orderedAt:IN_RANGE:..", "a range needs a minimum, a maximum or both"},
		{"orderedAt:IN_RANGE:2025-02-01..2025-01-01", "the minimum 2025-02-01 is greater than the maximum 2025-01-01"},
		{"orderedAt:IN_RANGE:2025-01-01...2025-02-01", "is not a date"},
		{"orderedAt:IN_RANGE:2025-01-01..2025-02-31", "is not a day of the calendar"},
		{"amount:IN_RANGE:5", `"5" is not a range min..max`},
		{"amount:IN_RANGE:10..5", "the minimum 10 is greater than the maximum 5"},
		{"amount:IN_RANGE:a..b", `"a" is not a number`},
		{"amount:IN_RANGE:1..2..3", `"2..3" is not a number`},
		{"weight:IN_RANGE:1...2", `".2" is not a number`},
	}
	for _, tt := range tests {
		_, err := parseFilter(tt.filter)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseFilter(%q) error = %v, want one containing %q", tt.filter, err, tt.want)
		}
	}
}

func TestParseDecimal(t *testing.T) {
	tests := []struct {
		in     string
		places int
		want   int64
	}{
		{"0", 0, 0},
		{"-0", 2, 0},
		{"42", 0, 42},
		{"-42", 0, -42},
		{"007", 0, 7},
		{"1", 2, 100},
		{"1.5", 2, 150},
		{"1.05", 2, 105},
		{"-1.05", 2, -105},
		{"0.001", 3, 1},
		{"2.25", 3, 2250},
		{"999999999999999", 0, 999999999999999},
		{"999999999999999.999", 3, 999999999999999999},
		{"-999999999999999.999", 3, -999999999999999999},
	}
	for _, tt := range tests {
		got, err := parseDecimal(tt.in, tt.places)
		if err != nil || got != tt.want {
			t.Errorf("parseDecimal(%q, %d) = %d, %v; want %d", tt.in, tt.places, got, err, tt.want)
		}
	}
}

func TestParseRange(t *testing.T) {
	parse := func(s string) (int64, error) { return parseDecimal(s, 0) }
	const lowest, highest = -1 << 63, 1<<63 - 1
	tests := []struct {
		in     string
		lo, hi int64
	}{
		{"1..5", 1, 5},
		{"5..5", 5, 5},
		{"-5..-1", -5, -1},
		{"..5", lowest, 5},
		{"5..", 5, highest},
	}
	for _, tt := range tests {
		lo, hi, err := parseRange(tt.in, parse)
		if err != nil || lo != tt.lo || hi != tt.hi {
			t.Errorf("parseRange(%q) = %d, %d, %v; want %d, %d", tt.in, lo, hi, err, tt.lo, tt.hi)
		}
	}
}

func TestCheckText(t *testing.T) {
	tests := []struct {
		in string
		ok bool
	}{
		{"", true},
		{strings.Repeat("x", 100), true},
		{strings.Repeat("ü", 100), true}, // 200 bytes, 100 characters
		{strings.Repeat("x", 101), false},
		{"a\xffb", false},
	}
	for _, tt := range tests {
		if err := checkText(tt.in); (err == nil) != tt.ok {
			t.Errorf("checkText(%q) = %v, want ok %v", tt.in, err, tt.ok)
		}
	}
}

// parseFilters parses filter parameters and fails the test on an error.
func parseFilters(t *testing.T, params ...string) []filter {
	t.Helper()
	var fs []filter
	for _, p := range params {
		f, err := parseFilter(p)
		if err != nil {
			t.Fatalf("parseFilter(%q): %v", p, err)
		}
		fs = append(fs, f)
	}
	return fs
}
