package demodata

import (
	"math"
	"slices"
	"strings"
)

// query is a validated request for a page of orders.
type query struct {
	page     int // from 0
	pageSize int
	sort     []sortKey // the first decides, the next break its ties, and so on; then the ID
	search   string    // lower-cased; empty for none
	filters  []filter  // all must pass
}

// sortKey orders rows by one column.
type sortKey struct {
	col  *column
	desc bool
}

// page returns the rows of q's page and the number of rows that pass q's
// filters and search. A page past the end has no rows.
//
// It scans the rows once, applying the search and filters, sorts only the
// rows that pass, and copies out the page: O(n) for the scan and O(m log m)
// for the m matches. A query with no filter, search or sort skips both.
func (t *table) page(q *query) (rows []Order, rowCount int) {
	if len(q.filters) == 0 && q.search == "" && len(q.sort) == 0 {
		return window(t.rows, q), len(t.rows)
	}
	buf, _ := t.ids.Get().(*[]uint64)
	if buf == nil {
		buf = new([]uint64)
	}
	ids := t.matches(q, (*buf)[:0])
	lo, hi := bounds(len(ids), q)
	rows = make([]Order, 0, hi-lo)
	for _, v := range ids[lo:hi] {
		rows = append(rows, t.rows[uint32(v)])
	}
	*buf = ids
	t.ids.Put(buf)
	return rows, len(ids)
}

// matches appends to ids the rows that pass q's search and filters, in q's
// order, and returns the result. Each entry holds the row's index in its
// low 32 bits; sort uses the high ones.
func (t *table) matches(q *query, ids []uint64) []uint64 {
rows:
	for i := range t.rows {
		if q.search != "" && !t.found(i, q.search) {
			continue
		}
		for _, f := range q.filters {
			if !f.match(t, i) {
				continue rows
			}
		}
		ids = append(ids, uint64(i))
	}
	if len(q.sort) > 0 {
		t.sort(ids, q.sort)
	}
	return ids
}

// found reports whether one of the search columns of row i contains s,
// lower-cased.
func (t *table) found(i int, s string) bool {
	for _, c := range t.search {
		if strings.Contains(t.lower[c][i], s) {
			return true
		}
	}
	return false
}

// sort orders ids by keys: rows without a value last, in either direction;
// ties in every key by ID, ascending. It puts each row's place in the
// order of the first key in the high 32 bits of its entry, above its index,
// and sorts the entries as integers, so that the index, which follows the
// ID, breaks ties; then it does the same with the next key within each run
// of equal places.
func (t *table) sort(ids []uint64, keys []sortKey) {
	rank := t.rank[keys[0].col.index]
	for k, v := range ids {
		i := uint32(v)
		ids[k] = uint64(place(rank[i], keys[0].desc))<<32 | uint64(i)
	}
	slices.Sort(ids)
	if len(keys) == 1 {
		return
	}
	for start := 0; start < len(ids); {
		end := start + 1
		for end < len(ids) && ids[end]>>32 == ids[start]>>32 {
			end++
		}
		if end-start > 1 {
			t.sort(ids[start:end], keys[1:])
		}
		start = end
	}
}

// place maps a rank to an unsigned integer that orders as the sort
// direction asks, with no value (-1) after every value.
func place(rank int32, desc bool) uint32 {
	switch {
	case rank < 0:
		return math.MaxUint32
	case desc:
		return uint32(math.MaxInt32 - rank)
	}
	return uint32(rank)
}

// bounds returns the range of q's page in a list of n rows; empty past
// the end.
func bounds(n int, q *query) (lo, hi int) {
	start := int64(q.page) * int64(q.pageSize)
	if start >= int64(n) {
		return n, n
	}
	return int(start), min(int(start)+q.pageSize, n)
}

// window returns a copy of q's page of rows.
func window(rows []Order, q *query) []Order {
	lo, hi := bounds(len(rows), q)
	return slices.Clone(rows[lo:hi:hi])
}
