package report_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/report/reporttest"
	"github.com/tessera-ds/tessera/harness/store"
)

// shardReport writes the report of one shard that ran the route's 840 px
// default cell, whose first screen changed as base.png → block.png does.
func shardReport(t *testing.T, dir string, route matrix.Route) {
	t.Helper()
	r, err := report.NewReport(dir)
	if err != nil {
		t.Fatal(err)
	}
	base, block := reporttest.Image(t, "base.png"), reporttest.Image(t, "block.png")
	d := compare.Compare(base, block, compare.Strict)
	c := matrix.Cell{Route: route, Width: 840, Theme: "default", Locale: "en-US"}
	r.Add(report.CellResult{Cell: c, Problems: []string{"differs"},
		Captures: []report.CaptureResult{{Key: store.CaptureKey(c, ""), Status: report.StatusFail, Message: "differs", Diff: &d, Want: base, Actual: block}}})
	r.Add(report.CellResult{Cell: matrix.Cell{Route: route, Width: 600, Theme: "default", Locale: "en-US"}})
	if _, err := r.Write(reporttest.Site(t), &report.Timings{}); err != nil {
		t.Fatal(err)
	}
}

// TestMergeReports merges two shards whose routes show the same change:
// one report of both, one group across them, one accept-all file.
func TestMergeReports(t *testing.T) {
	root := t.TempDir()
	st := reporttest.Site(t)
	one, two, out := filepath.Join(root, "1"), filepath.Join(root, "2"), filepath.Join(root, "merged")
	shardReport(t, one, st.Routes[0])
	shardReport(t, two, st.Routes[1])
	sum, err := report.MergeReports(out, []string{one, two})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Cells != 4 || sum.Failed != 2 {
		t.Errorf("merged summary = %+v, want 4 cells, 2 failed", sum)
	}
	res, err := report.ReadResult(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Groups) != 1 || len(res.Groups[0].Members) != 2 {
		t.Errorf("merged groups = %+v, want one group of the two routes' captures", res.Groups)
	}
	all := readLines(t, filepath.Join(out, report.AcceptAllFile))
	want := []string{st.Routes[0].Slug + "/840-default-en-US.png", st.Routes[1].Slug + "/840-default-en-US.png"}
	slices.Sort(want)
	if !slices.Equal(all, want) {
		t.Errorf("merged %s = %q, want %q", report.AcceptAllFile, all, want)
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
		if _, err := report.MergeReports(out, tt.dirs); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("MergeReports(%q) error = %v, want one containing %q", tt.dirs, err, tt.want)
		}
	}
}
