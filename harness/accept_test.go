package harness

import (
	"bytes"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// acceptFixture writes a report with a failing first screen, a themed locale
// navbar that differs from its twin, and a page text that changed at two
// widths alike, over a store holding the old versions. It returns the store
// and the report's folder.
func acceptFixture(t *testing.T, drifted string) (Store, string) {
	t.Helper()
	root := t.TempDir()
	store := Store{Dir: filepath.Join(root, "snapshots")}
	dir := filepath.Join(root, "report")
	r, err := NewReport(dir)
	if err != nil {
		t.Fatal(err)
	}
	r.Environment = drifted
	st := testSite(t)
	route := st.Routes[1]
	base, block := readFixture(t, "base.png"), readFixture(t, "block.png")
	narrow := Cell{Route: route, Width: 600, Theme: "default", Locale: "en-US"}
	wide := Cell{Route: route, Width: 840, Theme: "default", Locale: "en-US"}
	if _, err := store.Save(CaptureKey(wide, ""), base, nil); err != nil {
		t.Fatal(err)
	}
	if err := store.WriteText(narrow, "Old words\n"); err != nil {
		t.Fatal(err)
	}
	d := Compare(base, block, Strict)
	r.Add(CellResult{Cell: narrow, Problems: []string{"text"},
		Text: &TextResult{File: TextFile(narrow), From: TextFile(narrow), Status: StatusFail, Got: "New words\n"}})
	r.Add(CellResult{Cell: wide, Problems: []string{"pixels", "text"},
		Captures: []CaptureResult{{Key: CaptureKey(wide, ""), Status: StatusFail, Message: "differs", Diff: &d, Want: base, Actual: block}},
		Text:     &TextResult{File: TextFile(wide), From: TextFile(narrow), Status: StatusFail, Got: "New words\n"}})
	themed := Cell{Route: route, Width: 840, Theme: "dark", Locale: "de-DE"}
	r.Add(CellResult{Cell: themed, Problems: []string{"navbar"},
		Captures: []CaptureResult{{Key: CaptureKey(themed, ""), Status: StatusFail, Message: "the navbar differs from its en-US twin", Diff: &d, Want: base, Actual: block, MustMatchTwin: true}}})
	if _, err := r.Write(st, &Timings{}); err != nil {
		t.Fatal(err)
	}
	return store, dir
}

func readLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lines, err := ParseAcceptFile(f)
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

// storeState maps each file below dir to its bytes.
func storeState(t *testing.T, dir string) map[string]string {
	t.Helper()
	return fileMap(t, dir, func(path string, _ fs.DirEntry) (string, error) {
		b, err := os.ReadFile(path)
		return string(b), err
	})
}

// TestAccept accepts a report's accept-all file: the failing capture is
// written as -update writes it, the text of the narrowest width too, the
// wider width that now says the same keeps no file, the navbar that must
// equal its twin is not in the file, and accepting again changes nothing.
func TestAccept(t *testing.T) {
	store, dir := acceptFixture(t, "")
	all := readLines(t, filepath.Join(dir, AcceptAllFile))
	want := []string{
		"usage-components-button/600-default-en-US.txt",
		"usage-components-button/840-default-en-US.png",
		"usage-components-button/840-default-en-US.txt",
	}
	if !slices.Equal(all, want) {
		t.Fatalf("%s = %q, want %q", AcceptAllFile, all, want)
	}
	done, err := Accept(store, dir, all)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := done, (Accepted{Written: 2, Unchanged: 1}); got != want {
		t.Errorf("Accept() = %+v, want %+v", got, want)
	}
	var enc bytes.Buffer
	if err := EncodePNG(&enc, readFixture(t, "block.png"), ""); err != nil {
		t.Fatal(err)
	}
	state := storeState(t, store.Dir)
	wantState := map[string]string{
		"usage-components-button/840-default-en-US.png": enc.String(),
		"usage-components-button/600-default-en-US.txt": "New words\n",
	}
	if !maps.Equal(state, wantState) {
		t.Errorf("store after -accept holds %q, want %q", slices.Sorted(maps.Keys(state)), slices.Sorted(maps.Keys(wantState)))
	}
	again, err := Accept(store, dir, all)
	if err != nil {
		t.Fatal(err)
	}
	if again.Written != 0 || again.Removed != 0 || !maps.Equal(storeState(t, store.Dir), state) {
		t.Errorf("a second -accept = %+v and changed the store, want nothing written", again)
	}
}

// TestAcceptRefuses checks that -accept takes no line it cannot carry out,
// and then writes nothing at all.
func TestAcceptRefuses(t *testing.T) {
	store, dir := acceptFixture(t, "")
	before := storeState(t, store.Dir)
	_, err := Accept(store, dir, []string{
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
	if !maps.Equal(storeState(t, store.Dir), before) {
		t.Errorf("a refused -accept changed the store")
	}

	drifted, ddir := acceptFixture(t, "The baselines were made in another environment (chromium 150)")
	if b, _ := os.ReadFile(filepath.Join(ddir, AcceptAllFile)); len(b) != 0 {
		t.Errorf("%s of a drifted run = %q, want it empty", AcceptAllFile, b)
	}
	_, err = Accept(drifted, ddir, []string{"usage-components-button/840-default-en-US.png"})
	if err == nil || !strings.Contains(err.Error(), "not in the environment the baselines record") {
		t.Errorf("Accept(drifted report) error = %v, want a refusal naming the environment", err)
	}

	if _, err := Accept(store, t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "run the harness first") {
		t.Errorf("Accept(no report) error = %v, want one saying to run the harness first", err)
	}
}
