package harness

import (
	"errors"
	"image/color"
	"io/fs"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// fixtureSite serves testdata/site, a stand-in for the Tessera site that keeps
// the DOM contract and has one page per check to break, under /tessera/.
func fixtureSite(t *testing.T) (*matrix.Site, string) {
	t.Helper()
	return fixtureSiteAt(t, os.DirFS(filepath.Join("testdata", "site")))
}

// fixtureSiteAt serves the fixture site in dir under /tessera/: a route
// gets <route>.html where dir has one (as the real site's dist does), and
// index.html otherwise.
func fixtureSiteAt(t *testing.T, dir fs.FS) (*matrix.Site, string) {
	t.Helper()
	st, err := matrix.ReadSite(dir)
	if err != nil {
		t.Fatal(err)
	}
	index, err := fs.ReadFile(dir, "index.html")
	if err != nil {
		t.Fatal(err)
	}
	files := http.FileServerFS(dir)
	srv := httptest.NewServer(http.StripPrefix("/tessera", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if name, ok := strings.CutPrefix(r.URL.Path, "/api/"); ok {
			// The fixture's API: api/<name>.json is what the data behind it holds.
			b, err := fs.ReadFile(dir, "api/"+name+".json")
			if err != nil {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			w.Write(b)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if page, err := fs.ReadFile(dir, name+".html"); err == nil && name != "" {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write(page) // a prerendered page (the real site's dist)
			return
		}
		if _, err := fs.Stat(dir, name); err != nil || r.URL.Path == "/" {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write(index) // every other route is the app's
			return
		}
		files.ServeHTTP(w, r)
	})))
	t.Cleanup(srv.Close)
	return st, srv.URL
}

// fixtureWalk opens a tab on the fixture site for a run with its store in dir.
func fixtureWalk(t *testing.T, dir string, update bool) (*Pass, *RouteWalk) {
	t.Helper()
	return fixtureWalkAt(t, os.DirFS(filepath.Join("testdata", "site")), dir, update)
}

// fixtureWalkAt is fixtureWalk on the fixture site in files.
func fixtureWalkAt(t *testing.T, files fs.FS, dir string, update bool) (*Pass, *RouteWalk) {
	t.Helper()
	st, origin := fixtureSiteAt(t, files)
	axe, err := LoadAxe(repoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	tab, err := browser.OpenTab(sharedBrowser(t), origin)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.Close)
	printer, err := NewPrinter(files, st.Base, Environment{"fixture"}, harnessCode)
	if err != nil {
		t.Fatal(err)
	}
	run := &Pass{Site: st, Store: store.New(dir), Axe: axe, Update: update, Printer: printer, Carried: store.NewCarried(), Timings: &report.Timings{}}
	return run, run.Walk(tab)
}

func fixtureCell(t *testing.T, run *Pass, name string) matrix.Cell {
	t.Helper()
	for _, c := range run.Site.Cells() {
		if c.Name() == name {
			return c
		}
	}
	t.Fatalf("no cell %s in the fixture site", name)
	return matrix.Cell{}
}

// TestChecksFail proves that each check fails when it should, on fixture pages
// that break one check each.
func TestChecksFail(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if fixturePassesAsRecorded(t) {
		return
	}
	run, walk := fixtureWalk(t, t.TempDir(), false)
	tests := []struct {
		cell string
		want string
	}{
		{"axe-violation/1280/default/en-US", "axe image-alt (critical): Images must have alternative text: img"},
		{"axe-violation/600/dark/en-US", ""}, // themed cells run axe on the navbar only
		{"console-error/1280/default/en-US", "console.error: fixture: something broke"},
		{"exception/1280/default/en-US", "uncaught exception: Error: fixture: boom"},
		{"off-origin/1280/default/en-US", "off-origin request: GET http://127.0.0.2:9/tracker.js"},
		{"overflow/600/default/en-US", "horizontal overflow: the page is"},
		{"moves-after-ready/1280/default/en-US", `example "save" moved after the page was marked ready: from y=`},
		{"below-first-screen/600/default/en-US", "the page's opening paragraph ends at y="},
		{"below-first-screen/1280/default/en-US", ""},
		{"duplicate-id/600/default/en-US", `duplicate id: 2 elements have id="intro"`},
		{"duplicate-id/1280/dark/de-DE", `duplicate id: 2 elements have id="intro"`}, // every cell, whatever it captures
		{"repeated-landmark/1280/default/en-US", `repeated landmark: 2 navigation landmarks have the name "Steps"; give each a name of its own`},
		{"repeated-landmark/600/default/en-US", `repeated landmark: 2 region landmarks have the name "Returns"; give each a name of its own`},
		// One cut: the frame's sample. The ellipsis, the clamp, the visually
		// hidden text, the data-clip frame and the box that scrolls are not.
		{"clipped/1280/default/en-US", `content cut off: main > figure.frame ("line line line line line line line line") shows 120 px of its`},
		{"state-step-missing/1280/default/en-US", `state-step-missing/1280/default/en-US: example "menu", state "open", step 1 (click button "Missing"): no button "Missing" in the example or in what it opened`},
		{"unique/600/default/en-US", ""},
		{"unique/1280/default/en-US", ""},
		{"overview/600/default/en-US", ""},
		{"overview/1280/dark/de-DE", ""},
	}
	for _, tt := range tests {
		t.Run(tt.cell, func(t *testing.T) {
			res := walk.Cell(fixtureCell(t, run, tt.cell))
			// No baselines here: this test is about the other checks.
			res.Problems = slices.DeleteFunc(res.Problems, func(p string) bool { return strings.Contains(p, "no baseline: run ") })
			if tt.want == "" {
				if res.Failed() {
					t.Errorf("cell failed, want it to pass: %q", res.Problems)
				}
				return
			}
			if !slices.ContainsFunc(res.Problems, func(p string) bool { return strings.Contains(p, tt.want) }) {
				t.Errorf("problems = %q, want one containing %q", res.Problems, tt.want)
			}
		})
	}
}

// TestBaselines walks the fixture overview with -update, then checks it
// against the baselines it wrote: what is stored where, that a second
// update writes nothing, and that a changed, corrupt or missing baseline
// fails with the right message.
func TestBaselines(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if fixturePassesAsRecorded(t) {
		return
	}
	dir := t.TempDir()
	run, walk := fixtureWalk(t, dir, true)
	var cells []matrix.Cell
	for _, c := range run.Site.Cells() {
		if c.Route.Slug == "overview" || c.Route.Slug == "locale-in-navbar" {
			cells = append(cells, c)
		}
	}
	walkAll := func() map[string][]string {
		problems := map[string][]string{}
		slug := ""
		for _, c := range cells {
			if c.Route.Slug != slug {
				walk.ResetRoute()
				slug = c.Route.Slug
			}
			if res := walk.Cell(c); res.Failed() {
				problems[c.Name()] = res.Problems
			}
		}
		return problems
	}
	problems := walkAll()
	wantFail := map[string]string{
		"locale-in-navbar/600/dark/de-DE":  "the navbar differs from its en-US twin locale-in-navbar/600-dark-en-US.png",
		"locale-in-navbar/1280/dark/de-DE": "the navbar differs from its en-US twin locale-in-navbar/1280-dark-en-US.png",
	}
	checkProblems(t, "update", problems, wantFail)
	// The overview's themed de-DE navbars print as their twins: not captured.
	// locale-in-navbar's show the locale: captured, and failed above.
	if _, _, _, twins := run.Skipped(); twins != 2 {
		t.Errorf("%d navbars were taken as their twins by print, want 2 (the overview's themed de-DE cells)", twins)
	}

	files := storeFiles(t, dir, "overview")
	want := []string{
		"1280-dark-en-US.png",
		"1280-default-de-DE-save.png", // "Speichern" is not "Save"
		"1280-default-en-US-plain.png",
		"1280-default-en-US-save.png",
		"1280-default-en-US.png",
		"600-dark-en-US.png",
		"600-default-de-DE-save.png",
		"600-default-de-DE.examples.txt", // nor in the examples' accessibility tree
		"600-default-en-US-plain.png",
		"600-default-en-US-save.png",
		"600-default-en-US.examples.txt", // the examples' tree
		"600-default-en-US.keys.txt",     // the keyboard path
		"600-default-en-US.png",
		"600-default-en-US.tree.txt", // the accessibility tree
		"600-default-en-US.txt",      // the page's words; at 1280 each text is the same, so it has no file
	}
	if !slices.Equal(files, want) {
		t.Fatalf("store after -update holds %q, want %q", files, want)
	}
	navbar, err := run.Store.Load(store.Key{Slug: "overview", Width: 1280, Theme: "dark", Locale: "en-US"})
	if err != nil {
		t.Fatal(err)
	}
	if navbar.Rect.Dx() != 200 || navbar.Rect.Dy() != browser.ViewportHeight {
		t.Errorf("navbar capture at 1280 is %v, want the 200x%d side navbar", navbar.Rect.Size(), browser.ViewportHeight)
	}
	masked := 0
	for y := range navbar.Rect.Dy() {
		for x := range navbar.Rect.Dx() {
			if navbar.NRGBAAt(x, y) == browser.MaskColor {
				masked++
			}
		}
	}
	if masked < 100 {
		t.Errorf("navbar capture has %d pixels of the mask colour, want the locale picker masked", masked)
	}

	// A second update finds every pixel in place and writes nothing, and
	// without -update the same pages pass.
	updateAgainThenCheck(t, run, dir, walkAll, wantFail)

	// A changed block in a baseline fails; a corrupt one names its file; a
	// missing one names the command that makes it.
	save := store.Key{Slug: "overview", Width: 1280, Theme: "default", Locale: "en-US", Example: "save"}
	img, err := run.Store.Load(save)
	if err != nil {
		t.Fatal(err)
	}
	saved, err := run.Store.Load(save)
	if err != nil {
		t.Fatal(err)
	}
	for y := 4; y < 24; y++ {
		for x := 4; x < 24; x++ {
			img.SetNRGBA(x, y, color.NRGBA{0, 200, 0, 255})
		}
	}
	if _, err := run.Store.Save(save, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(run.Store.Path(store.Key{Slug: "overview", Width: 600, Theme: "dark", Locale: "en-US"}), []byte("not a png"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(run.Store.Path(store.Key{Slug: "overview", Width: 600, Theme: "default", Locale: "en-US", Example: "plain"})); err != nil {
		t.Fatal(err)
	}
	cells = slices.DeleteFunc(cells, func(c matrix.Cell) bool { return c.Route.Slug != "overview" })
	checkProblems(t, "changed", walkAll(), map[string]string{
		"overview/1280/default/en-US": "overview/1280-default-en-US-save.png differs from its baseline: ",
		"overview/600/dark/en-US":     filepath.Join(dir, "overview", "600-dark-en-US.png") + ": decoding PNG",
		// An en-US capture is judged against its own file only.
		"overview/600/default/en-US": "overview/600-default-en-US-plain.png: no baseline: run go test ./harness -run '^TestMatrix$/^overview$/^600$/^default$/^en-US$' -update",
	})

	// A capture that differs runs the cell again from a fresh load, and a
	// real difference fails again.
	walk.ResetRoute()
	res := walk.Cell(fixtureCell(t, run, "overview/1280/default/en-US"))
	if res.Retried != RetryPixels || !res.Failed() {
		t.Errorf("changed baseline: Retried = %q, Failed() = %v; want %q and a failure", res.Retried, res.Failed(), RetryPixels)
	}
	// The settled capture that confirms the difference is of the example
	// itself, though capturing the next example scrolled it out of view.
	for _, cr := range res.Captures {
		if cr.Key == save && (cr.Actual == nil || !compare.Compare(saved, cr.Actual, compare.Strict).Equal) {
			t.Errorf("changed baseline: the reported capture of %s is not the example as it was saved", save)
		}
	}

	// A locale cell run without its twin is measured against the twin's
	// baseline, which must exist.
	walk.ResetRoute()
	res = walk.Cell(fixtureCell(t, run, "overview/600/default/de-DE"))
	checkProblems(t, "twin missing", map[string][]string{res.Cell.Name(): res.Problems}, map[string]string{
		"overview/600/default/de-DE": "overview/600-default-de-DE-plain.png: its en-US twin overview/600-default-en-US-plain.png has no baseline: run go test ./harness -run '^TestMatrix$/^overview$/^600$/^default$/^en-US$' -update",
	})
}

// updateAgainThenCheck walks the cells under -update once more, failing the
// test if that rewrote any file in dir, then without -update; both walks must
// find exactly want.
func updateAgainThenCheck(t *testing.T, run *Pass, dir string, walk func() map[string][]string, want map[string]string) {
	t.Helper()
	stamps := modTimes(t, dir)
	checkProblems(t, "second update", walk(), want)
	if after := modTimes(t, dir); !maps.Equal(stamps, after) {
		t.Errorf("a second -update rewrote files")
	}
	run.Update = false
	checkProblems(t, "check", walk(), want)
}

func checkProblems(t *testing.T, stage string, got map[string][]string, want map[string]string) {
	t.Helper()
	for cell, ps := range got {
		w, ok := want[cell]
		if !ok {
			t.Errorf("%s: %s failed: %q", stage, cell, ps)
			continue
		}
		if !slices.ContainsFunc(ps, func(p string) bool { return strings.Contains(p, w) }) {
			t.Errorf("%s: %s problems = %q, want one containing %q", stage, cell, ps, w)
		}
	}
	for cell := range want {
		if _, ok := got[cell]; !ok {
			t.Errorf("%s: %s passed, want a failure containing %q", stage, cell, want[cell])
		}
	}
}

func storeFiles(t *testing.T, dir, slug string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(dir, slug))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func modTimes(t *testing.T, dir string) map[string]int64 {
	t.Helper()
	return fileMap(t, dir, func(path string, d fs.DirEntry) (int64, error) {
		info, err := d.Info()
		if err != nil {
			return 0, err
		}
		return info.ModTime().UnixNano(), nil
	})
}

// fileMap maps each file below dir, by its slash-separated path relative to
// dir, to what of reads of it; a missing dir is empty.
func fileMap[T any](t *testing.T, dir string, of func(path string, d fs.DirEntry) (T, error)) map[string]T {
	t.Helper()
	m := map[string]T{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		v, err := of(path, d)
		rel, _ := filepath.Rel(dir, path)
		m[filepath.ToSlash(rel)] = v
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return m
}
