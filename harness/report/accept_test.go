package report_test

import (
	"bytes"
	"errors"
	"io/fs"
	"maps"
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

func readLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lines, err := report.ParseAcceptFile(f)
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

// storeState maps each file below dir to its bytes.
func storeState(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		m[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return m
}

// TestAccept accepts a report's accept-all file: the failing captures are
// written as -update writes them, the text of the narrowest width too, the
// wider width that now says the same keeps no file, the navbar that must
// equal its twin is not in the file, the cells that failed on nothing else
// have their fingerprints recorded, and accepting again changes nothing.
func TestAccept(t *testing.T) {
	s, dir := reporttest.Write(t, "")
	all := readLines(t, filepath.Join(dir, report.AcceptAllFile))
	want := []string{
		"usage-components-button/600-default-en-US.txt",
		"usage-components-button/840-default-en-US.png",
		"usage-components-button/840-default-en-US.txt",
	}
	if !slices.Equal(all, want) {
		t.Fatalf("%s = %q, want %q", report.AcceptAllFile, all, want)
	}
	done, err := report.Accept(s, dir, all)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := done, (report.Accepted{Written: 2, Unchanged: 1, Recorded: 2}); got != want {
		t.Errorf("Accept() = %+v, want %+v", got, want)
	}
	var enc bytes.Buffer
	if err := store.EncodePNG(&enc, reporttest.Image(t, "block.png"), ""); err != nil {
		t.Fatal(err)
	}
	state := storeState(t, s.Dir)
	delete(state, store.ManifestFile)
	wantState := map[string]string{
		"usage-components-button/840-default-en-US.png": enc.String(),
		"usage-components-button/600-default-en-US.txt": "New words\n",
	}
	if !maps.Equal(state, wantState) {
		t.Errorf("store after -accept holds %q, want %q", slices.Sorted(maps.Keys(state)), slices.Sorted(maps.Keys(wantState)))
	}
	m, err := store.ReadManifest(filepath.Join(s.Dir, store.ManifestFile))
	if err != nil {
		t.Fatal(err)
	}
	wantPrints := store.Manifest{}
	for _, c := range []struct {
		width int
		pre   string
	}{{600, reporttest.NarrowPrint}, {840, reporttest.WidePrint}} {
		cell := matrix.Cell{Route: reporttest.Site(t).Routes[1], Width: c.width, Theme: "default", Locale: "en-US"}
		wantPrints[cell.Name()] = store.CellPrint(c.pre, s.Digest(cell))
	}
	if !maps.Equal(m, wantPrints) {
		t.Errorf("fingerprints after -accept = %v, want %v", m, wantPrints)
	}
	state = storeState(t, s.Dir)
	again, err := report.Accept(s, dir, all)
	if err != nil {
		t.Fatal(err)
	}
	if again.Written != 0 || again.Removed != 0 || !maps.Equal(storeState(t, s.Dir), state) {
		t.Errorf("a second -accept = %+v and changed the store, want nothing written", again)
	}
}

// TestAcceptRecordsPassingCells accepts failures that leave a cell failing:
// one of a cell's two, and a cell's only capture when its focus was not
// visible too. Neither cell's fingerprint is recorded.
func TestAcceptRecordsPassingCells(t *testing.T) {
	// acceptOne accepts the one line and wants one baseline written and no
	// fingerprint recorded.
	acceptOne := func(s *store.Store, dir, line, what string) {
		t.Helper()
		done, err := report.Accept(s, dir, []string{line})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := done, (report.Accepted{Written: 1}); got != want {
			t.Errorf("Accept(%s) = %+v, want %+v", what, got, want)
		}
		if _, err := os.Stat(filepath.Join(s.Dir, store.ManifestFile)); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s after accepting %s: %v, want none written", store.ManifestFile, what, err)
		}
	}
	s, dir := reporttest.Write(t, "")
	acceptOne(s, dir, "usage-components-button/840-default-en-US.png", "one of a cell's two failures")

	dir = t.TempDir()
	r, err := report.NewReport(dir)
	if err != nil {
		t.Fatal(err)
	}
	site := reporttest.Site(t)
	c := matrix.Cell{Route: site.Routes[1], Width: 960, Theme: "default", Locale: "en-US"}
	base, block := reporttest.Image(t, "base.png"), reporttest.Image(t, "block.png")
	d := compare.Compare(base, block, compare.Strict)
	r.Add(report.CellResult{Cell: c, Problems: []string{"pixels", "the focus is not visible at stop 1"}, Print: "focus",
		Captures: []report.CaptureResult{{Key: store.CaptureKey(c, ""), Status: report.StatusFail, Message: "differs", Diff: &d, Want: base, Actual: block}}})
	if _, err := r.Write(site, &report.Timings{}); err != nil {
		t.Fatal(err)
	}
	acceptOne(s, dir, "usage-components-button/960-default-en-US.png", "a cell that failed on more")
}

// TestAcceptRefuses checks that -accept takes no line it cannot carry out,
// and then writes nothing at all.
func TestAcceptRefuses(t *testing.T) {
	s, dir := reporttest.Write(t, "")
	before := storeState(t, s.Dir)
	_, err := report.Accept(s, dir, []string{
		"usage-components-button/840-default-en-US.png",
		"usage-components-button/1280-default-en-US.png",
		"usage-components-button/840-dark-de-DE.png",
	})
	for _, want := range []string{
		"-accept refused the file and changed nothing",
		"line 2: usage-components-button/1280-default-en-US.png: no failing capture or text of this report has this baseline",
		"line 3: usage-components-button/840-dark-de-DE.png: it must equal its en-US twin and has no baseline of its own: fix the page instead",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Accept() error = %v, want one containing %q", err, want)
		}
	}
	if !maps.Equal(storeState(t, s.Dir), before) {
		t.Errorf("a refused -accept changed the store")
	}

	drifted, ddir := reporttest.Write(t, "The baselines were made in another environment (chromium 150)")
	if b, _ := os.ReadFile(filepath.Join(ddir, report.AcceptAllFile)); len(b) != 0 {
		t.Errorf("%s of a drifted run = %q, want it empty", report.AcceptAllFile, b)
	}
	_, err = report.Accept(drifted, ddir, []string{"usage-components-button/840-default-en-US.png"})
	if err == nil || !strings.Contains(err.Error(), "not in the environment the baselines record") {
		t.Errorf("Accept(drifted report) error = %v, want a refusal naming the environment", err)
	}

	if _, err := report.Accept(s, t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "run the harness first") {
		t.Errorf("Accept(no report) error = %v, want one saying to run the harness first", err)
	}
}
