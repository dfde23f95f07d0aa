package demodata

import (
	"cmp"
	"slices"
	"strings"
	"sync"
)

// table is the data set prepared for queries, once: the rows in ID order,
// the lower-cased text of its string columns for search and CONTAINS, and
// the rank of each row in the order of each sortable column, so that
// sorting compares integers.
type table struct {
	rows   []Order
	lower  [][]string // by column index; string columns only
	rank   [][]int32  // by column index; sortable columns only; -1 for no value
	search []int      // indexes of the search columns
	ids    sync.Pool  // of *[]uint64, the index slices of queries
}

// newTable prepares a copy of rows, sorted by ID, for queries. The IDs
// must be distinct.
func newTable(rows []Order) *table {
	rows = slices.Clone(rows)
	slices.SortFunc(rows, func(a, b Order) int { return cmp.Compare(a.ID, b.ID) })
	t := &table{
		rows:  rows,
		lower: make([][]string, len(columns)),
		rank:  make([][]int32, len(columns)),
	}
	for _, c := range columns {
		if c.typ == typeString {
			t.lower[c.index] = make([]string, len(rows))
			for i := range rows {
				t.lower[c.index][i] = strings.ToLower(c.text(&rows[i]))
			}
		}
	}
	for _, c := range columns {
		if c.sortable {
			null, compare := t.order(c)
			t.rank[c.index] = ranks(len(rows), null, compare)
		}
	}
	for _, key := range searchColumns {
		t.search = append(t.search, columnsByKey[key].index)
	}
	return t
}

// order returns how column c orders rows i and j that have values, and
// which rows have none. Text orders ignoring case first, then by code
// point; enumerations in the order of their options; false before true.
func (t *table) order(c *column) (null func(i int) bool, compare func(i, j int) int) {
	row := func(i int) *Order { return &t.rows[i] }
	switch c.typ {
	case typeString:
		lower := t.lower[c.index]
		return func(i int) bool { return lower[i] == "" },
			func(i, j int) int {
				return cmp.Or(strings.Compare(lower[i], lower[j]), strings.Compare(c.text(row(i)), c.text(row(j))))
			}
	case typeSingleEnum:
		pos := func(i int) int {
			v := c.text(row(i))
			return slices.IndexFunc(c.options, func(o option) bool { return o.Value == v })
		}
		return func(i int) bool { return pos(i) < 0 }, func(i, j int) int { return cmp.Compare(pos(i), pos(j)) }
	case typeBoolean:
		return func(i int) bool { _, ok := c.flag(row(i)); return !ok },
			func(i, j int) int {
				a, _ := c.flag(row(i))
				b, _ := c.flag(row(j))
				return compareBool(a, b)
			}
	case typeInteger, typeFloat, typeCurrency, typeDateRange:
		get := c.ordered()
		return func(i int) bool { _, ok := get(row(i)); return !ok },
			func(i, j int) int {
				a, _ := get(row(i))
				b, _ := get(row(j))
				return cmp.Compare(a, b)
			}
	}
	panic("demodata: column " + c.key + " of type " + string(c.typ) + " cannot be sorted")
}

// compareBool orders false before true.
func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// ranks returns the rank of each of n rows in the given order: equal rows
// share a rank, and rows with no value get -1.
func ranks(n int, null func(i int) bool, compare func(i, j int) int) []int32 {
	rank := make([]int32, n)
	order := make([]int, 0, n)
	for i := range n {
		if null(i) {
			rank[i] = -1
		} else {
			order = append(order, i)
		}
	}
	slices.SortFunc(order, compare)
	r := int32(0)
	for k, i := range order {
		if k > 0 && compare(order[k-1], i) != 0 {
			r++
		}
		rank[i] = r
	}
	return rank
}
