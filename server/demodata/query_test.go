package demodata

import (
	"cmp"
	"fmt"
	"math"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
)

// testRows returns the default data set, generated once; tests must not
// change it.
var testRows = sync.OnceValue(func() []Order { return Generate(DefaultRows) })

// testTable returns the table of testRows, prepared once.
var testTable = sync.OnceValue(func() *table { return newTable(testRows()) })

// queryIDs returns the IDs of all rows q finds, in q's order.
func queryIDs(t *testing.T, q *query) []int {
	t.Helper()
	tbl := testTable()
	var ids []int
	for _, v := range tbl.matches(q, nil) {
		ids = append(ids, tbl.rows[uint32(v)].ID)
	}
	return ids
}

// mustParse parses a raw query string and fails the test on an error.
func mustParse(t *testing.T, raw string) *query {
	t.Helper()
	q, err := parseQuery(raw)
	if err != nil {
		t.Fatalf("parseQuery(%q): %v", raw, err)
	}
	return q
}

// firstWith returns the index of the first row that has a property.
func firstWith(rows []Order, ok func(*Order) bool) int {
	for i := range rows {
		if ok(&rows[i]) {
			return i
		}
	}
	panic("no row has the property")
}

// head returns the first IDs of a list, for messages.
func head(ids []int) []int {
	return ids[:min(len(ids), 8)]
}

// referenceCompare is a brute-force order of rows by one column: text
// ignoring case, then by code point; statuses in their life's order; false
// before true; absent values last in either direction.
func referenceCompare(key string, a, b *Order) (c int, nulls bool) {
	nullLast := func(na, nb bool) (int, bool) {
		switch {
		case na && nb:
			return 0, true
		case na:
			return 1, true
		case nb:
			return -1, true
		}
		return 0, false
	}
	text := func(x, y string) int {
		return cmp.Or(cmp.Compare(strings.ToLower(x), strings.ToLower(y)), cmp.Compare(x, y))
	}
	switch key {
	case "id":
		return cmp.Compare(a.ID, b.ID), false
	case "customer":
		return text(a.Customer, b.Customer), false
	case "city":
		if c, ok := nullLast(a.City == "", b.City == ""); ok {
			return c, true
		}
		return text(a.City, b.City), false
	case "status":
		return cmp.Compare(slices.Index(statuses, a.Status), slices.Index(statuses, b.Status)), false
	case "quantity":
		return cmp.Compare(a.Quantity, b.Quantity), false
	case "weight":
		return cmp.Compare(a.Weight, b.Weight), false
	case "amount":
		return cmp.Compare(a.Amount, b.Amount), false
	case "isPriority":
		if c, ok := nullLast(a.IsPriority == nil, b.IsPriority == nil); ok {
			return c, true
		}
		return compareBool(*a.IsPriority, *b.IsPriority), false
	case "orderedAt":
		return cmp.Compare(a.OrderedAt, b.OrderedAt), false
	case "shippedAt":
		if c, ok := nullLast(a.ShippedAt == nil, b.ShippedAt == nil); ok {
			return c, true
		}
		return cmp.Compare(*a.ShippedAt, *b.ShippedAt), false
	}
	panic("no reference order for " + key)
}

// referenceSort returns the IDs of rows sorted by a sort parameter, the
// brute-force way.
func referenceSort(rows []Order, sort string) []int {
	sorted := slices.Clone(rows)
	slices.SortStableFunc(sorted, func(a, b Order) int {
		for item := range strings.SplitSeq(sort, ",") {
			key, desc := strings.CutPrefix(item, "-")
			c, nulls := referenceCompare(key, &a, &b)
			if desc && !nulls {
				c = -c
			}
			if c != 0 {
				return c
			}
		}
		return cmp.Compare(a.ID, b.ID)
	})
	ids := make([]int, len(sorted))
	for i, o := range sorted {
		ids[i] = o.ID
	}
	return ids
}

func TestSort(t *testing.T) {
	rows := testRows()
	var sorts []string
	for _, c := range columns {
		if c.sortable {
			sorts = append(sorts, c.key, "-"+c.key)
		}
	}
	sorts = append(sorts, "status,-amount", "-status,amount", "-isPriority,city", "city,-shippedAt,customer",
		"quantity,-weight", "-shippedAt,-orderedAt", "isPriority,-id", "customer,city,status,quantity")
	for _, sort := range sorts {
		got := queryIDs(t, mustParse(t, "sort="+sort))
		if want := referenceSort(rows, sort); !slices.Equal(got, want) {
			t.Errorf("sort=%s: got %v…, want %v…", sort, head(got), head(want))
		}
	}
}

// TestSortTies checks that rows equal in every sort key come in ascending
// ID order, whichever the direction.
func TestSortTies(t *testing.T) {
	rows := testRows()
	byID := map[int]*Order{}
	for i := range rows {
		byID[rows[i].ID] = &rows[i]
	}
	for _, sort := range []string{"status", "-status", "-isPriority", "quantity", "-quantity", "city,-status"} {
		ids := queryIDs(t, mustParse(t, "sort="+sort))
		ties := 0
		for k := 1; k < len(ids); k++ {
			a, b := byID[ids[k-1]], byID[ids[k]]
			equal := true
			for item := range strings.SplitSeq(sort, ",") {
				if c, _ := referenceCompare(strings.TrimPrefix(item, "-"), a, b); c != 0 {
					equal = false
				}
			}
			if equal {
				ties++
				if a.ID > b.ID {
					t.Errorf("sort=%s: tied rows %d before %d", sort, a.ID, b.ID)
				}
			}
		}
		if ties == 0 {
			t.Errorf("sort=%s: no ties to check", sort)
		}
	}
}

// TestSortSplitOrRepeated checks that sort keys may be comma-separated or
// repeated, in order.
func TestSortSplitOrRepeated(t *testing.T) {
	a := queryIDs(t, mustParse(t, "sort=status,-amount"))
	b := queryIDs(t, mustParse(t, "sort=status&sort=-amount"))
	c := queryIDs(t, mustParse(t, "sort=-amount&sort=status"))
	if !slices.Equal(a, b) {
		t.Error("sort=status,-amount and sort=status&sort=-amount differ")
	}
	if slices.Equal(a, c) {
		t.Error("sort=-amount&sort=status is the same as sort=status,-amount")
	}
}

func TestSearch(t *testing.T) {
	rows := testRows()
	tests := []struct {
		search string
		want   string // what the reference looks for, lower-cased
		edge   bool   // all rows or none
	}{
		{"mü", "mü", false},
		{"MÜLLER", "müller", false},
		{"lyon", "lyon", false},
		{"  Lyon\t", "lyon", false},
		{"on", "on", false},
		{"o'brien", "o'brien", false},
		{"a m", "a m", false},
		{"zzz", "zzz", true},
		{"", "", true},
		{"   ", "", true},
	}
	for _, tt := range tests {
		var want []int
		for _, o := range rows {
			if tt.want == "" || strings.Contains(strings.ToLower(o.Customer), tt.want) || strings.Contains(strings.ToLower(o.City), tt.want) {
				want = append(want, o.ID)
			}
		}
		if meaningful := len(want) > 0 && len(want) < len(rows); meaningful == tt.edge {
			t.Errorf("search %q: the reference finds %d of %d rows", tt.search, len(want), len(rows))
		}
		got := queryIDs(t, mustParse(t, "search="+url.QueryEscape(tt.search)))
		if !slices.Equal(got, want) {
			t.Errorf("search %q: got %d rows %v, want %d rows %v", tt.search, len(got), head(got), len(want), head(want))
		}
	}
}

// TestSearchWithFiltersAndSort checks that search, filters and sort
// combine: the rows both find, in the sort's order.
func TestSearchWithFiltersAndSort(t *testing.T) {
	rows := testRows()
	var found []Order
	for _, o := range rows {
		if (strings.Contains(strings.ToLower(o.Customer), "an") || strings.Contains(strings.ToLower(o.City), "an")) &&
			o.Status != "open" && o.Amount >= 5000 {
			found = append(found, o)
		}
	}
	want := referenceSort(found, "-orderedAt,customer")
	got := queryIDs(t, mustParse(t, "search=AN&filter=status:ONE_OF:packed,shipped,delivered,returned"+
		"&filter=amount:GREATER_THAN_OR_EQUAL:50&sort=-orderedAt,customer"))
	if len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("got %d rows %v, want %d rows %v", len(got), head(got), len(want), head(want))
	}
}

func TestPage(t *testing.T) {
	rows := testRows()
	tbl := testTable()
	byID := map[int]Order{}
	for _, o := range rows {
		byID[o.ID] = o
	}
	tests := []struct {
		query string
		all   []int // the IDs of every row the query finds, in order
	}{
		{"", referenceSort(rows, "id")},
		{"sort=-amount", referenceSort(rows, "-amount")},
		{"filter=status:EQUAL:returned&sort=city", queryIDs(t, mustParse(t, "filter=status:EQUAL:returned&sort=city"))},
		{"search=zzz", nil},
	}
	for _, tt := range tests {
		n := len(tt.all)
		for _, p := range []struct{ page, size int }{
			{0, 10}, {1, 10}, {0, 5}, {3, 7}, {0, 100}, {n / 100, 100}, {(n - 1) / 25, 25}, {n / 25, 25}, {n, 5}, {maxPage, 100},
		} {
			label := fmt.Sprintf("%q page %d size %d", tt.query, p.page, p.size)
			q := mustParse(t, tt.query)
			q.page, q.pageSize = p.page, p.size
			got, count := tbl.page(q)
			var want []Order
			for k := p.page * p.size; k < min((p.page+1)*p.size, n); k++ {
				want = append(want, byID[tt.all[k]])
			}
			if count != n {
				t.Errorf("%s: rowCount %d, want %d", label, count, n)
			}
			if len(got) != len(want) || (len(want) > 0 && !reflect.DeepEqual(got, want)) {
				t.Errorf("%s: %d rows, want %d", label, len(got), len(want))
			}
		}
	}
}

func TestBounds(t *testing.T) {
	tests := []struct {
		n, page, size int
		lo, hi        int
	}{
		{0, 0, 10, 0, 0},
		{25, 0, 10, 0, 10},
		{25, 2, 10, 20, 25},
		{25, 3, 10, 25, 25},
		{30, 2, 10, 20, 30},
		{30, 3, 10, 30, 30},
		{30, maxPage, 100, 30, 30},
	}
	for _, tt := range tests {
		lo, hi := bounds(tt.n, &query{page: tt.page, pageSize: tt.size})
		if lo != tt.lo || hi != tt.hi {
			t.Errorf("bounds(%d, page %d, size %d) = %d, %d; want %d, %d", tt.n, tt.page, tt.size, lo, hi, tt.lo, tt.hi)
		}
	}
}

func TestPlace(t *testing.T) {
	// In each list, every place is below the next.
	for _, tt := range []struct {
		desc  bool
		ranks []int32
	}{
		{false, []int32{0, 1, 2, math.MaxInt32, -1}},
		{true, []int32{math.MaxInt32, 2, 1, 0, -1}},
	} {
		for k := 1; k < len(tt.ranks); k++ {
			if a, b := place(tt.ranks[k-1], tt.desc), place(tt.ranks[k], tt.desc); a >= b {
				t.Errorf("desc %v: place(%d) = %d, not below place(%d) = %d", tt.desc, tt.ranks[k-1], a, tt.ranks[k], b)
			}
		}
	}
}

// BenchmarkQuery measures a query's work (parsing the parameters, one scan
// for the search and filters, the sort of the matches, the copy of the
// page) on generated data sets of 10,000 and 100,000 rows.
func BenchmarkQuery(b *testing.B) {
	queries := []struct{ name, raw string }{
		{"filter+sort+page", "page=2&pageSize=25&sort=-amount,customer&search=a" +
			"&filter=status:ONE_OF:shipped,delivered&filter=orderedAt:IN_RANGE:2025-03-01..2025-12-31" +
			"&filter=channels:ONE_OF:web,store"},
		{"no-filter", "page=3&pageSize=25"},
		{"sort-only", "page=3&pageSize=25&sort=-amount"},
	}
	for _, n := range []int{10_000, 100_000} {
		tbl := newTable(Generate(n))
		for _, qq := range queries {
			b.Run(fmt.Sprintf("rows=%d/%s", n, qq.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					q, err := parseQuery(qq.raw)
					if err != nil {
						b.Fatal(err)
					}
					if rows, _ := tbl.page(q); len(rows) != 25 {
						b.Fatalf("%d rows", len(rows))
					}
				}
			})
		}
	}
}
