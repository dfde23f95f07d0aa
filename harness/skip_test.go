package harness

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// TestSkipFollowsInputs proves that a recorded fingerprint skips exactly the
// cells whose inputs did not change. It records the fingerprints of the skip
// fixture (testdata/skip: pages that each load a style sheet, a font or an
// image of their own, and examples labelled from the locale files), then
// changes one file at a time in a fresh copy and runs every cell again: the
// cells that load the changed file must be checked, all others skipped.
func TestSkipFollowsInputs(t *testing.T) {
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
	recorded := runSkipFixture(t, fixture(t), s, nil)

	all := func(slug string) []string {
		var names []string
		for _, w := range []string{"600", "1280"} {
			for _, th := range []string{"default", "dark"} {
				for _, l := range []string{"de-DE", "en-US"} {
					names = append(names, slug+"/"+w+"/"+th+"/"+l)
				}
			}
		}
		return names
	}
	var german []string
	for _, slug := range []string{"overview", "styled", "font", "image", "texts"} {
		for _, n := range all(slug) {
			if strings.HasSuffix(n, "/de-DE") {
				german = append(german, n)
			}
		}
	}
	tests := []struct {
		name   string
		file   string
		change func(t *testing.T, dir, file string)
		want   []string // the cells checked again
	}{
		{"nothing", "", nil, nil},
		{"a style sheet", "styled.css", edit("#2b5fb4", "#2b5fb5"), all("styled")},
		{"a font", "fixture.woff2", func(t *testing.T, dir, file string) {
			copyFile(t, filepath.Join(fontDir, "noto-sans-latin-700-normal.woff2"), filepath.Join(dir, file))
		}, all("font")},
		{"an image", "pic.png", func(t *testing.T, dir, file string) {
			img := image.NewNRGBA(image.Rect(0, 0, 1, 1))
			img.SetNRGBA(0, 0, color.NRGBA{200, 40, 40, 255})
			var b bytes.Buffer
			png.Encode(&b, img)
			os.WriteFile(filepath.Join(dir, file), b.Bytes(), 0o644)
		}, all("image")},
		{"a locale file", "locales/de-DE.json", edit("Speichern", "Sichern"), german},
		{"a page's text", "app.js", edit("A page whose words change.", "A page whose words changed."), all("texts")},
		{"a file no page loads", "unused.css", edit("#b4232b", "#b4232c"), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := fixture(t)
			if tt.change != nil {
				tt.change(t, dir, tt.file)
			}
			var checked []string
			runSkipFixture(t, dir, s, recorded, func(res report.CellResult) {
				if !res.Unchanged {
					checked = append(checked, res.Cell.Name())
				}
				if res.Failed() && !slices.Contains(tt.want, res.Cell.Name()) {
					t.Errorf("%s failed, and the change was not to a file it loads: %s", res.Cell.Name(), res.Problems[0])
				}
			})
			slices.Sort(checked)
			want := slices.Sorted(slices.Values(tt.want))
			if !slices.Equal(checked, want) {
				t.Errorf("after changing %s, checked %d cells %v, want %d %v", cmpOr(tt.file, "nothing"), len(checked), checked, len(want), want)
			}
		})
	}
}

func cmpOr(s, or string) string {
	if s == "" {
		return or
	}
	return s
}

// runSkipFixture runs every cell of the skip fixture in dir, one fresh load
// per route as TestMatrix does, against store: with recorded nil it runs
// -update and returns the manifest it recorded (every cell must pass); else
// it runs with recorded and calls each func with every cell's result.
func runSkipFixture(t *testing.T, dir string, s *store.Store, recorded store.Manifest, each ...func(report.CellResult)) store.Manifest {
	t.Helper()
	files := os.DirFS(dir)
	st, origin := fixtureSiteAt(t, files)
	axe, err := LoadAxe(repoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	printer, err := NewPrinter(files, st.Base, Environment{"fixture"})
	if err != nil {
		t.Fatal(err)
	}
	tab, err := browser.OpenTab(sharedBrowser(t), origin)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	run := &Pass{Site: st, Store: s, Axe: axe, Update: recorded == nil, Printer: printer, Recorded: recorded,
		Carried: store.NewCarried(), Timings: &report.Timings{}}
	walk := run.Walk(tab)
	failed := map[string]bool{}
	for _, r := range st.Routes {
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
	}
	if recorded != nil {
		return recorded
	}
	m := run.Manifest(failed)
	if len(m) != len(st.Cells()) {
		t.Fatalf("the manifest holds %d cells, want all %d: %v", len(m), len(st.Cells()), slices.Sorted(maps.Keys(m)))
	}
	return m
}

// TestMatrixCode holds the harness code that fingerprints count to what a
// matrix cell runs: a script only the behaviour tests call, or a test file,
// changes no recorded fingerprint.
func TestMatrixCode(t *testing.T) {
	code, err := MatrixCode()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"walk.go", "harness.go", "harness_test.go", "browser/tab.go", "store/store.go", "compare/compare.go", "matrix/matrix.go", "browser/js/settle.js", "browser/js/overlays.js", "browser/js/fingerprint.js"} {
		if !slices.Contains(code, f) {
			t.Errorf("MatrixCode() lacks %s", f)
		}
	}
	for _, f := range []string{"behaviour_test.go", "skip_test.go", "store/store_test.go", "browser/js/progress-log.js", "browser/js/interactions-tables.js"} {
		if slices.Contains(code, f) {
			t.Errorf("MatrixCode() has %s, which no matrix cell runs", f)
		}
	}
}
