package harness

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// shardReport writes the report of one shard that ran the route's 840 px
// default cell, whose first screen changed as base.png → block.png does.
func shardReport(t *testing.T, dir string, route Route) {
	t.Helper()
	r, err := NewReport(dir)
	if err != nil {
		t.Fatal(err)
	}
	base, block := readFixture(t, "base.png"), readFixture(t, "block.png")
	d := Compare(base, block, Strict)
	c := Cell{Route: route, Width: 840, Theme: "default", Locale: "en-US"}
	r.Add(CellResult{Cell: c, Problems: []string{"differs"},
		Captures: []CaptureResult{{Key: CaptureKey(c, ""), Status: StatusFail, Message: "differs", Diff: &d, Want: base, Actual: block}}})
	r.Add(CellResult{Cell: Cell{Route: route, Width: 600, Theme: "default", Locale: "en-US"}})
	if _, err := r.Write(testSite(t), &Timings{}); err != nil {
		t.Fatal(err)
	}
}

// TestMergeReports merges two shards whose routes show the same change:
// one report of both, one group across them, one accept-all file.
func TestMergeReports(t *testing.T) {
	root := t.TempDir()
	st := testSite(t)
	one, two, out := filepath.Join(root, "1"), filepath.Join(root, "2"), filepath.Join(root, "merged")
	shardReport(t, one, st.Routes[0])
	shardReport(t, two, st.Routes[1])
	sum, err := MergeReports(out, []string{one, two})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Cells != 4 || sum.Failed != 2 {
		t.Errorf("merged summary = %+v, want 4 cells, 2 failed", sum)
	}
	res, err := ReadResult(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Groups) != 1 || len(res.Groups[0].Members) != 2 {
		t.Errorf("merged groups = %+v, want one group of the two routes' captures", res.Groups)
	}
	all := readLines(t, filepath.Join(out, AcceptAllFile))
	want := []string{st.Routes[0].Slug + "/840-default-en-US.png", st.Routes[1].Slug + "/840-default-en-US.png"}
	slices.Sort(want)
	if !slices.Equal(all, want) {
		t.Errorf("merged %s = %q, want %q", AcceptAllFile, all, want)
	}
	for _, f := range want {
		if _, err := os.Stat(filepath.Join(out, "img", strings.TrimSuffix(f, ".png")+".actual.png")); err != nil {
			t.Errorf("merged report lacks the actual capture of %s: %v", f, err)
		}
	}
	md, _ := os.ReadFile(filepath.Join(out, "report.md"))
	if first, _, _ := strings.Cut(string(md), "\n"); first != "2 captures failed in 1 groups" {
		t.Errorf("merged report.md starts with %q", first)
	}

	for _, tt := range []struct {
		dirs []string
		want string
	}{
		{nil, "name the report folders"},
		{[]string{one, one}, "is in two shards"},
		{[]string{one, t.TempDir()}, "run the harness first"},
		{[]string{one, out}, "is both a shard and the merged report"},
	} {
		if _, err := MergeReports(out, tt.dirs); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("MergeReports(%q) error = %v, want one containing %q", tt.dirs, err, tt.want)
		}
	}
}
