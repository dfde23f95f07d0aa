package demodata

import (
	"cmp"
	"slices"
	"testing"
)

func TestRanks(t *testing.T) {
	values := []int{30, 10, -1, 20, 10, -1, 30}
	got := ranks(len(values), func(i int) bool { return values[i] < 0 }, func(i, j int) int { return cmp.Compare(values[i], values[j]) })
	want := []int32{2, 0, -1, 1, 0, -1, 2}
	if !slices.Equal(got, want) {
		t.Errorf("ranks = %v, want %v", got, want)
	}
}

// TestNewTableSortsACopy checks that newTable orders rows by ID and
// leaves the caller's slice alone.
func TestNewTableSortsACopy(t *testing.T) {
	rows := Generate(5)
	slices.Reverse(rows)
	tbl := newTable(rows)
	if rows[0].ID != 5 {
		t.Error("newTable changed its argument")
	}
	for i, o := range tbl.rows {
		if o.ID != i+1 {
			t.Errorf("table row %d has ID %d", i, o.ID)
		}
	}
}
