package harness

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// TestSkipFollowsInputs proves that the recorded fingerprints and loads skip
// exactly the cells and routes whose inputs did not change. It records the
// skip fixture (testdata/skip: pages that each load a style sheet, a font,
// an image or an API answer of their own, two that import a shared module
// under a hashed name, and examples labelled from the locale files), then
// changes one input at a time in a fresh copy and runs every route again: the
// routes that received the changed input must be visited, all others
// reported unchanged without a visit, and of the routes visited, the cells
// whose own inputs changed must be checked.
func TestSkipFollowsInputs(t *testing.T) {
	if fixturePassesAsRecorded(t) {
		return
	}
	fontDir := filepath.Join(repoRoot(t), "node_modules", "@fontsource", "noto-sans", "files")
	copyFile := func(t *testing.T, from, to string) {
		t.Helper()
		b, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// fixture copies testdata/skip, with a real font, to a new folder.
	fixture := func(t *testing.T) string {
		t.Helper()
		dir := t.TempDir()
		if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "skip"))); err != nil {
			t.Fatal(err)
		}
		copyFile(t, filepath.Join(fontDir, "noto-sans-latin-400-normal.woff2"), filepath.Join(dir, "fixture.woff2"))
		copyFile(t, filepath.Join(fontDir, "noto-sans-cyrillic-400-normal.woff2"), filepath.Join(dir, "fixture-cyrillic.woff2"))
		return dir
	}
	edit := func(find, replace string) func(t *testing.T, dir, file string) {
		return func(t *testing.T, dir, file string) {
			t.Helper()
			path := filepath.Join(dir, file)
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(b, []byte(find)) {
				t.Fatalf("%s has no %q", file, find)
			}
			os.WriteFile(path, bytes.Replace(b, []byte(find), []byte(replace), 1), 0o644)
		}
	}

	s := store.New(t.TempDir())
	recorded, _ := runSkipFixture(t, fixture(t), harnessCode, s, nil)

	routes := []string{"data", "font", "image", "module", "overview", "styled", "texts"}
	all := func(slugs ...string) []string {
		var names []string
		for _, slug := range slugs {
			for _, w := range []string{"600", "1280"} {
				for _, th := range []string{"default", "dark"} {
					for _, l := range []string{"de-DE", "en-US"} {
						names = append(names, slug+"/"+w+"/"+th+"/"+l)
					}
				}
			}
		}
		return names
	}
	// base is the routes' base cells (the default theme, en-US), which run
	// the states and the keyboard path: any answer of a route's that changed
	// checks them again, what its pages show at rest or not.
	base := func(slugs ...string) []string {
		var names []string
		for _, n := range all(slugs...) {
			if strings.HasSuffix(n, "/default/en-US") {
				names = append(names, n)
			}
		}
		return names
	}
	// and is the cells of both lists, once each.
	and := func(a, b []string) []string {
		return slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(a), b...))))
	}
	var german []string
	for _, n := range all(routes...) {
		if strings.HasSuffix(n, "/de-DE") {
			german = append(german, n)
		}
	}
	// baseline is the image page's baseline that the change below alters,
	// and the cells judged against it.
	baseline := store.Key{Slug: "image", Width: 1280, Theme: "default", Locale: "en-US"}
	changeBaseline := func(t *testing.T, s *store.Store) {
		img, err := s.Load(baseline)
		if err != nil {
			t.Fatal(err)
		}
		img.Set(0, 0, color.NRGBA{200, 40, 40, 255})
		if _, err := s.Save(baseline, img); err != nil {
			t.Fatal(err)
		}
	}
	var judged []string
	for _, n := range all("image") {
		if strings.HasPrefix(n, "image/1280/default/") {
			judged = append(judged, n)
		}
	}
	tests := []struct {
		name   string
		file   string
		change func(t *testing.T, dir, file string)
		visits []string // the routes visited
		want   []string // the cells checked
		store  func(t *testing.T, s *store.Store)
		code   fs.FS // the harness's own code, when it changes
	}{
		{name: "nothing"},
		{name: "a style sheet", file: "styled.css", change: edit("#2b5fb4", "#2b5fb5"), visits: []string{"styled"}, want: all("styled")},
		{name: "a state-only style rule", file: "styled.css", change: edit("#dbe6f8", "#dbe6f9"), visits: []string{"styled"}, want: all("styled")},
		{name: "a state's steps", file: "app.js", change: edit("state: 'hover'", "state: 'focus'"), visits: routes, want: and(all("styled"), base(routes...))},
		// The form's heading in a popup only a state opens: what changed
		// shows in no page at rest.
		{name: "a script's code no page shows at rest", file: "app.js", change: edit("addEventListener('popstate', render);", "addEventListener('popstate', () => render());"), visits: routes, want: base(routes...)},
		{name: "a font", file: "fixture.woff2", change: func(t *testing.T, dir, file string) {
			copyFile(t, filepath.Join(fontDir, "noto-sans-latin-700-normal.woff2"), filepath.Join(dir, file))
		}, visits: []string{"font"}, want: all("font")},
		{name: "a font no glyph needed yet", file: "fixture-cyrillic.woff2", change: func(t *testing.T, dir, file string) {
			copyFile(t, filepath.Join(fontDir, "noto-sans-cyrillic-700-normal.woff2"), filepath.Join(dir, file))
		}, visits: []string{"font"}, want: all("font")},
		{name: "an image", file: "pic.png", change: func(t *testing.T, dir, file string) {
			img := image.NewNRGBA(image.Rect(0, 0, 1, 1))
			img.SetNRGBA(0, 0, color.NRGBA{200, 40, 40, 255})
			var b bytes.Buffer
			png.Encode(&b, img)
			os.WriteFile(filepath.Join(dir, file), b.Bytes(), 0o644)
		}, visits: []string{"image"}, want: all("image")},
		{name: "a locale file", file: "locales/de-DE.json", change: edit("Speichern", "Sichern"), visits: routes, want: and(german, base(routes...))},
		{name: "a page's text", file: "app.js", change: edit("A page whose words change.", "A page whose words changed."), visits: routes, want: and(all("texts"), base(routes...))},
		// As a build does it: the module's new content gets a new name, and
		// app.js, which every page loads, names it. Only the pages that
		// import the module received something new.
		{name: "a shared module", file: "assets/shared-AbCd1234.js", change: func(t *testing.T, dir, file string) {
			edit("Hello from", "Greetings from")(t, dir, file)
			if err := os.Rename(filepath.Join(dir, file), filepath.Join(dir, "assets", "shared-WxYz5678.js")); err != nil {
				t.Fatal(err)
			}
			edit("shared-AbCd1234.js", "shared-WxYz5678.js")(t, dir, "app.js")
		}, visits: []string{"data", "module"}, want: all("data", "module")},
		{name: "an API answer", file: "api/answer.json", change: edit("42", "43"), visits: []string{"data"}, want: all("data")},
		{name: "the entry HTML", file: "index.html", change: edit(`<html lang="en-US">`, `<html lang="en-US" data-entry="2">`), visits: routes, want: all(routes...)},
		{name: "the harness's scripts", code: overlayFS{harnessCode, "browser/js/settle.js", "\n// a change\n"}, visits: routes, want: all(routes...)},
		{name: "a baseline", store: changeBaseline, visits: []string{"image"}, want: judged},
		{name: "a file no route loads", file: "unused.css", change: edit("#b4232b", "#b4232c")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel() // a fixture copy, server and tab of its own
			dir := fixture(t)
			if tt.change != nil {
				tt.change(t, dir, tt.file)
			}
			st := s
			if tt.store != nil {
				st = store.New(t.TempDir())
				if err := os.CopyFS(st.Dir, os.DirFS(s.Dir)); err != nil {
					t.Fatal(err)
				}
				tt.store(t, st)
			}
			code := tt.code
			if code == nil {
				code = harnessCode
			}
			var checked []string
			_, visited := runSkipFixture(t, dir, code, st, &recorded, func(res report.CellResult) {
				if !res.Unchanged {
					checked = append(checked, res.Cell.Name())
				}
				if res.Failed() && !slices.Contains(tt.want, res.Cell.Name()) {
					t.Errorf("%s failed, and the change was not to a file it loads: %s", res.Cell.Name(), res.Problems[0])
				}
			})
			if !slices.Equal(visited, tt.visits) {
				t.Errorf("after changing %s, visited %d routes %v, want %d %v", cmpOr(tt.file, tt.name), len(visited), visited, len(tt.visits), tt.visits)
			}
			slices.Sort(checked)
			want := slices.Sorted(slices.Values(tt.want))
			if !slices.Equal(checked, want) {
				t.Errorf("after changing %s, checked %d cells %v, want %d %v", cmpOr(tt.file, tt.name), len(checked), checked, len(want), want)
			}
		})
	}

	// Accepting a run's changes records the fingerprints of the cells that
	// failed on them alone: with the failing cell's recorded fingerprint
	// dropped, only the one accepting recorded keeps the next run from
	// visiting the route (accepting wrote back the baseline's bytes, so
	// every input of the route is as recorded).
	t.Run("a baseline, accepted", func(t *testing.T) {
		t.Parallel()
		dir := fixture(t)
		st := store.New(t.TempDir())
		if err := os.CopyFS(st.Dir, os.DirFS(s.Dir)); err != nil {
			t.Fatal(err)
		}
		changeBaseline(t, st)
		site, _ := fixtureSiteAt(t, os.DirFS(dir))
		rep, err := report.NewReport(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		var failed []string
		runSkipFixture(t, dir, harnessCode, st, &recorded, func(res report.CellResult) {
			if res.Failed() {
				failed = append(failed, res.Cell.Name())
			}
			rep.Add(res)
		})
		if _, err := rep.Write(site, &report.Timings{}); err != nil {
			t.Fatal(err)
		}
		if want := []string{baseline.Slug + "/1280/default/en-US"}; !slices.Equal(failed, want) {
			t.Fatalf("with the baseline changed, %v failed, want %v", failed, want)
		}
		f, err := os.Open(filepath.Join(rep.Dir, report.AcceptAllFile))
		if err != nil {
			t.Fatal(err)
		}
		lines, err := report.ParseAcceptFile(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		done, err := report.Accept(st, rep.Dir, lines)
		if err != nil {
			t.Fatal(err)
		}
		if done.Recorded != len(failed) {
			t.Errorf("accepting recorded %d cells' fingerprints, want %d", done.Recorded, len(failed))
		}
		accepted, err := store.ReadManifest(filepath.Join(st.Dir, store.ManifestFile))
		if err != nil {
			t.Fatal(err)
		}
		after := skipRecord{maps.Clone(recorded.manifest), recorded.loads}
		for _, c := range failed {
			delete(after.manifest, c)
		}
		maps.Copy(after.manifest, accepted)
		var checked []string
		_, visited := runSkipFixture(t, dir, harnessCode, st, &after, func(res report.CellResult) {
			if !res.Unchanged {
				checked = append(checked, res.Cell.Name())
			}
			if res.Failed() {
				t.Errorf("%s failed after accepting: %s", res.Cell.Name(), res.Problems[0])
			}
		})
		if len(visited) > 0 || len(checked) > 0 {
			t.Errorf("after accepting, visited %v and checked %v, want none", visited, checked)
		}
	})
}

// overlayFS is fsys with one file's content extended, as a change to it.
type overlayFS struct {
	fsys  fs.FS
	name  string
	extra string
}

func (o overlayFS) Open(name string) (fs.File, error) { return o.fsys.Open(name) }

func (o overlayFS) ReadFile(name string) ([]byte, error) {
	b, err := fs.ReadFile(o.fsys, name)
	if name == o.name && err == nil {
		b = append(b, o.extra...)
	}
	return b, err
}

func cmpOr(s, or string) string {
	if s == "" {
		return or
	}
	return s
}

// skipRecord is what -update records for the skip: the cells' fingerprints
// and the routes' loads.
type skipRecord struct {
	manifest store.Manifest
	loads    store.Loads
}

// runSkipFixture runs the skip fixture in dir, route by route as Run does,
// one fresh load per route, with code as the harness's code, against store:
// with rec nil it runs -update and returns what it recorded (every cell must
// pass, every route recorded); else it runs with rec and calls each func
// with every cell's result. It returns the routes it visited, sorted.
func runSkipFixture(t *testing.T, dir string, code fs.FS, s *store.Store, rec *skipRecord, each ...func(report.CellResult)) (skipRecord, []string) {
	t.Helper()
	ctx := context.Background()
	files := os.DirFS(dir)
	st, origin := fixtureSiteAt(t, files)
	axe, err := LoadAxe(repoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	printer, err := NewPrinter(files, st.Base, Environment{"fixture"}, code)
	if err != nil {
		t.Fatal(err)
	}
	answers, err := NewAnswers(files, st.Base, origin)
	if err != nil {
		t.Fatal(err)
	}
	tab, err := browser.OpenTab(sharedBrowser(t), origin)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	if err := tab.SaveData(); err != nil {
		t.Fatal(err)
	}
	run := &Pass{Site: st, Store: s, Axe: axe, Update: rec == nil, Printer: printer, Answers: answers,
		Carried: store.NewCarried(), Timings: &report.Timings{}}
	if rec != nil {
		run.Recorded, run.Loads = rec.manifest, rec.loads
	}
	walk := run.Walk(tab)
	failed := map[string]bool{}
	var visited []string
	for _, r := range st.Routes {
		skip, err := run.RouteUnchanged(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		if skip {
			for i, c := range st.RouteCells(r) {
				res := run.NotVisited(c, i == 0)
				for _, f := range each {
					f(res)
				}
			}
			continue
		}
		visited = append(visited, r.Slug)
		walk.ResetRoute()
		for _, c := range st.RouteCells(r) {
			res := walk.Cell(c)
			if run.Update {
				for _, p := range res.Problems {
					t.Errorf("recording %s: %s", c.Name(), p)
				}
			}
			failed[c.Name()] = res.Failed()
			for _, f := range each {
				f(res)
			}
		}
		uris, other := walk.Requests()
		run.RouteVisited(r, uris, other, true)
	}
	slices.Sort(visited)
	if rec != nil {
		return *rec, visited
	}
	m := run.Manifest(failed)
	if len(m) != len(st.Cells()) {
		t.Fatalf("the manifest holds %d cells, want all %d: %v", len(m), len(st.Cells()), slices.Sorted(maps.Keys(m)))
	}
	loads, err := run.NewLoads(ctx, m)
	if err != nil {
		t.Fatal(err)
	}
	if len(loads) != len(st.Routes) {
		t.Fatalf("the loads hold %d routes, want all %d: %v", len(loads), len(st.Routes), slices.Sorted(maps.Keys(loads)))
	}
	return skipRecord{m, loads}, visited
}

// TestMatrixCode holds the harness code that fingerprints count to what a
// matrix cell runs: a script only the behaviour tests call, or a test file,
// changes no recorded fingerprint.
func TestMatrixCode(t *testing.T) {
	code, err := MatrixCode(harnessCode)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"walk.go", "harness.go", "harness_test.go", "browser/tab.go", "store/store.go", "compare/compare.go", "matrix/matrix.go", "browser/js/settle.js", "browser/js/overlays.js", "browser/js/fingerprint.js"} {
		if !slices.Contains(code, f) {
			t.Errorf("MatrixCode() lacks %s", f)
		}
	}
	for _, f := range []string{"behaviour_test.go", "skip_test.go", "store/store_test.go", "judge/judge_test.go", "browser/js/progress-log.js", "browser/js/interactions-tables.js"} {
		if slices.Contains(code, f) {
			t.Errorf("MatrixCode() has %s, which no matrix cell runs", f)
		}
	}
	// Every package of the harness that this one imports, at any depth, is
	// code a verdict depends on.
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/tessera-ds/tessera/harness/"
	for pkg := range strings.FieldsSeq(string(out)) {
		dir, ok := strings.CutPrefix(pkg, module)
		if !ok {
			continue
		}
		if !slices.ContainsFunc(code, func(f string) bool { return path.Dir(f) == dir }) {
			t.Errorf("MatrixCode() has no file of %s, which the harness imports: add %s/*.go to harnessCode's go:embed", pkg, dir)
		}
	}
}
