// Package reporttest writes the reports the report's tests read: a run's
// failures of every kind, over a store that holds their old versions.
package reporttest

import (
	"image"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// Write writes a report with a failing first screen, a themed locale
// navbar that differs from its twin, and a page text that changed at two
// widths alike, over a store holding the old versions. It returns the store
// and the report's folder.
func Write(t *testing.T, drifted string) (*store.Store, string) {
	t.Helper()
	root := t.TempDir()
	s := store.New(filepath.Join(root, "snapshots"))
	dir := filepath.Join(root, "report")
	r, err := report.NewReport(dir)
	if err != nil {
		t.Fatal(err)
	}
	r.Environment = drifted
	st := Site(t)
	route := st.Routes[1]
	base, block := Image(t, "base.png"), Image(t, "block.png")
	narrow := matrix.Cell{Route: route, Width: 600, Theme: "default", Locale: "en-US"}
	wide := matrix.Cell{Route: route, Width: 840, Theme: "default", Locale: "en-US"}
	if _, err := s.Save(store.CaptureKey(wide, ""), base); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteText(narrow, store.Words, "Old words\n"); err != nil {
		t.Fatal(err)
	}
	d := compare.Compare(base, block, compare.Strict)
	r.Add(report.CellResult{Cell: narrow, Problems: []string{"text"}, Print: NarrowPrint,
		Texts: []*report.TextResult{{File: store.TextFile(narrow, store.Words), From: store.TextFile(narrow, store.Words), Status: report.StatusFail, Got: "New words\n"}}})
	r.Add(report.CellResult{Cell: wide, Problems: []string{"pixels", "text"}, Print: WidePrint,
		Captures: []report.CaptureResult{{Key: store.CaptureKey(wide, ""), Status: report.StatusFail, Message: "differs", Diff: &d, Want: base, Actual: block}},
		Texts:    []*report.TextResult{{File: store.TextFile(wide, store.Words), From: store.TextFile(narrow, store.Words), Status: report.StatusFail, Got: "New words\n"}}})
	themed := matrix.Cell{Route: route, Width: 840, Theme: "dark", Locale: "de-DE"}
	r.Add(report.CellResult{Cell: themed, Problems: []string{"navbar"}, Print: "themed",
		Captures: []report.CaptureResult{{Key: store.CaptureKey(themed, ""), Status: report.StatusFail, Message: "the navbar differs from its en-US twin", Diff: &d, Want: base, Actual: block, MustMatchTwin: true}}})
	if _, err := r.Write(st, &report.Timings{}); err != nil {
		t.Fatal(err)
	}
	return s, dir
}

// The prints of what the failing cells at 600 and 840 px rendered from.
const (
	NarrowPrint = "narrow"
	WidePrint   = "wide"
)

// Site is the matrix's fixture site: three routes in every theme and locale.
func Site(t *testing.T) *matrix.Site {
	t.Helper()
	s, err := matrix.ReadSite(os.DirFS(filepath.Join(dir(t), "..", "..", "matrix", "testdata")))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Image reads one of compare's fixture images.
func Image(t testing.TB, name string) *image.NRGBA {
	t.Helper()
	img, err := store.ReadPNG(filepath.Join(dir(t), "..", "..", "compare", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// dir is this package's folder, whichever package's test calls it.
func dir(t testing.TB) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("reporttest: no caller")
	}
	return filepath.Dir(file)
}
