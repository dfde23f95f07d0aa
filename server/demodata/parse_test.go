package demodata

import (
	"errors"
	"strings"
	"testing"
)

func TestParseQuery(t *testing.T) {
	type sort struct {
		key  string
		desc bool
	}
	tests := []struct {
		raw            string
		page, pageSize int
		sort           []sort
		search         string
		filters        []string // column:OPERATION of each
	}{
		{"", 0, 10, nil, "", nil},
		{"&&", 0, 10, nil, "", nil},
		{"page=0", 0, 10, nil, "", nil},
		{"page=3&pageSize=25", 3, 25, nil, "", nil},
		{"page=007", 7, 10, nil, "", nil},
		{"page=2147483647", 2147483647, 10, nil, "", nil},
		{"page=000000000002147483647", 2147483647, 10, nil, "", nil},
		{"page=00000000000", 0, 10, nil, "", nil},
		{"pageSize=00000000005", 0, 5, nil, "", nil},
		{"pageSize=5", 0, 5, nil, "", nil},
		{"pageSize=100", 0, 100, nil, "", nil},
		{"sort=amount", 0, 10, []sort{{"amount", false}}, "", nil},
		{"sort=-amount", 0, 10, []sort{{"amount", true}}, "", nil},
		{"sort=status,-amount,customer", 0, 10, []sort{{"status", false}, {"amount", true}, {"customer", false}}, "", nil},
		{"sort=status&sort=-amount", 0, 10, []sort{{"status", false}, {"amount", true}}, "", nil},
		{"search=M%C3%BCller", 0, 10, nil, "müller", nil},
		{"search=+Lyon+", 0, 10, nil, "lyon", nil},
		{"search=", 0, 10, nil, "", nil},
		{"search", 0, 10, nil, "", nil},
		{"filter=city:IS_EMPTY&filter=amount:IN_RANGE:1..2", 0, 10, nil, "", []string{"city:IS_EMPTY", "amount:IN_RANGE"}},
		{"filter=customer%3ACONTAINS%3Aa%26b", 0, 10, nil, "", []string{"customer:CONTAINS"}},
		{"%70age=4", 4, 10, nil, "", nil},
	}
	for _, tt := range tests {
		q, err := parseQuery(tt.raw)
		if err != nil {
			t.Errorf("parseQuery(%q): %v", tt.raw, err)
			continue
		}
		var gotSort []sort
		for _, k := range q.sort {
			gotSort = append(gotSort, sort{k.col.key, k.desc})
		}
		var gotFilters []string
		for _, f := range q.filters {
			gotFilters = append(gotFilters, f.col.key+":"+f.op)
		}
		if q.page != tt.page || q.pageSize != tt.pageSize || q.search != tt.search ||
			!equal(gotSort, tt.sort) || !equal(gotFilters, tt.filters) {
			t.Errorf("parseQuery(%q) = page %d, pageSize %d, sort %v, search %q, filters %q; want %d, %d, %v, %q, %q",
				tt.raw, q.page, q.pageSize, gotSort, q.search, gotFilters, tt.page, tt.pageSize, tt.sort, tt.search, tt.filters)
		}
	}
}

func TestParseQueryMaxFilters(t *testing.T) {
	raw := strings.Repeat("&filter=id:GREATER_THAN:0", maxFilters)[1:]
	if q, err := parseQuery(raw); err != nil || len(q.filters) != maxFilters {
		t.Errorf("parseQuery(%d filters) = %v; want them all", maxFilters, err)
	}
}

// TestParseQueryErrors covers the grammar of each parameter; the API's
// tests send every kind of bad input through the server.
func TestParseQueryErrors(t *testing.T) {
	tests := []struct {
		raw, param, msg string
	}{
		{"page=-1", "page", `page must be an integer from 0 to 2147483647, not "-1"`},
		{"page=2147483648", "page", "page must be an integer"},
		{"page=99999999999", "page", "page must be an integer"},
		{"page=0002147483648", "page", "page must be an integer"},
		{"pageSize=0000000000101", "pageSize", "pageSize must be an integer from 5 to 100"},
		// A long value is cut, and the parameter still named.
		{"filter=status:ONE_OF:" + strings.Repeat("x", 10000), "filter",
			`filter "status:ONE_OF:xxxxxxxxxxxxxxxxxxxxxxxxxx"… (10014 characters): "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"… (10000 characters) is not an option of status`},
		{"sort=" + strings.Repeat("é", 500), "sort", `sort: unknown column "` + strings.Repeat("é", 40) + `"… (500 characters)`},
		{strings.Repeat("n", 5000) + "=1", strings.Repeat("n", 40) + "…", `unknown parameter "` + strings.Repeat("n", 40) + `"… (5000 characters)`},
		{"page=%2B1", "page", `not "+1"`},
		{"page=1&page=1", "page", "page is given more than once"},
		{"pageSize=4", "pageSize", `pageSize must be an integer from 5 to 100, not "4"`},
		{"pageSize=10&pageSize=10", "pageSize", "pageSize is given more than once"},
		{"search=a&search=b", "search", "search is given more than once"},
		{"search=" + strings.Repeat("x", 101), "search", "more than 100"},
		{"search=%ff", "search", "not a valid escaped UTF-8"},
		{"sort=", "sort", `sort "" has an empty key`},
		{"sort=-", "sort", `sort "-" has an empty key`},
		{"sort=amount,", "sort", "has an empty key"},
		{"sort=nope", "sort", `unknown column "nope"`},
		{"sort=%2Bamount", "sort", `unknown column "+amount"`},
		{"sort=channels", "sort", "column channels cannot be sorted"},
		{"sort=amount&sort=-amount", "sort", "column amount is given more than once"},
		{"filter=amount", "filter", `filter "amount": want column:OPERATION:value`},
		{strings.Repeat("&filter=id:GREATER_THAN:0", 21)[1:], "filter", "at most 20 filters"},
		{"nope=1", "nope", `unknown parameter "nope"`},
		{"Page=1", "Page", `unknown parameter "Page"`},
		{"=1", "", `unknown parameter ""`},
		{"page=%zz", "page", "the value of page is not a valid escaped UTF-8 text"},
		{"pa%zzge=1", "pa%zzge", "is not a valid escaped UTF-8 text"},
		// The first bad parameter, in the order they come, is named.
		{"pageSize=1&page=-1", "pageSize", "pageSize must be"},
		{"page=-1&pageSize=1", "page", "page must be"},
	}
	for _, tt := range tests {
		_, err := parseQuery(tt.raw)
		var pe *paramError
		if !errors.As(err, &pe) || pe.param != tt.param || !strings.Contains(pe.msg, tt.msg) {
			t.Errorf("parseQuery(%.80q) error = %.300v, want parameter %.80q and a reason containing %.300q", tt.raw, err, tt.param, tt.msg)
		}
	}
}

func TestQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", `""`},
		{"a\"b", `"a\"b"`},
		{strings.Repeat("x", maxQuoted), `"` + strings.Repeat("x", maxQuoted) + `"`},
		{strings.Repeat("x", maxQuoted+1), `"` + strings.Repeat("x", maxQuoted) + `"… (41 characters)`},
		{strings.Repeat("ü", maxQuoted), `"` + strings.Repeat("ü", maxQuoted) + `"`},
		{strings.Repeat("ü", maxQuoted) + "!", `"` + strings.Repeat("ü", maxQuoted) + `"… (41 characters)`},
	}
	for _, tt := range tests {
		if got := quote(tt.in); got != tt.want {
			t.Errorf("quote(%.50q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// equal reports whether two slices hold the same elements, nil and empty
// alike.
func equal[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
