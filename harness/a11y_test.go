package harness

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/a11y"
	"github.com/tessera-ds/tessera/harness/store"
)

// TestAccessibilityFails records the fixture's accessibility page (its
// trees and keyboard paths), then changes the page one way at a time: each
// change only a screen reader or a keyboard meets fails the cells it
// touches, naming the line, and no other; what a reader cannot reach (a
// hidden control, the second button of a toolbar with one tab stop) is in
// neither the tree nor the path.
func TestAccessibilityFails(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if fixturePassesAsRecorded(t) {
		return
	}
	dir := t.TempDir()
	run, walk := fixtureWalk(t, dir, true)
	checkProblems(t, "update", walkRoute(run, walk, "a11y"), nil)

	narrow := fixtureCell(t, run, "a11y/600/default/en-US")
	tree, err := run.Store.ReadText(narrow, store.Tree)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{`- heading "Returns" [level=2]`, `- status [live=polite, atomic, relevant=additions text]`, `- button "Details" [expanded=false]`, `- toolbar "Format" [orientation=horizontal]`} {
		if !strings.Contains(tree, line+"\n") {
			t.Errorf("the recorded tree has no line %q:\n%s", line, tree)
		}
	}
	path, err := run.Store.ReadText(narrow, store.Keys)
	if err != nil {
		t.Fatal(err)
	}
	wantPath := "link \"Tessera\"\nbutton \"Details\"\nlink \"Read on\"\nbutton \"Bold\"\nbutton \"Save\" in save\n"
	if path != wantPath {
		t.Errorf("the recorded keyboard path is\n%s\nwant\n%s(the toolbar's Italic and the hidden buttons are no stops)", path, wantPath)
	}
	if strings.Contains(tree, "Hidden") || strings.Contains(tree, "Gone") || strings.Contains(path, "Italic") {
		t.Errorf("what no reader reaches is held: tree\n%s\npath\n%s", tree, path)
	}
	// The en-US and de-DE examples differ by the example's label: de-DE
	// holds its own at the narrowest width, which its wider one is held to.
	files := storeFiles(t, dir, "a11y")
	for _, f := range []string{"600-default-en-US.tree.txt", "600-default-en-US.examples.txt", "600-default-de-DE.examples.txt", "600-default-en-US.keys.txt"} {
		if !slices.Contains(files, f) {
			t.Errorf("after -update the store has %q, want %s in it", files, f)
		}
	}
	for _, f := range []string{"1280-default-de-DE.examples.txt", "600-default-de-DE.tree.txt"} {
		if slices.Contains(files, f) {
			t.Errorf("after -update the store has %q, want no %s in it", files, f)
		}
	}
	for _, f := range files {
		if strings.Contains(f, "-dark-") && strings.HasSuffix(f, ".txt") {
			t.Errorf("after -update the store has %s: a theme changes no text", f)
		}
	}

	tests := []struct {
		name, file, from, to string
		want                 map[string]string // cell -> a problem it must have; every other cell passes
	}{
		{"a heading level changed under the same style", "app.js", `<h2 class="h">Returns</h2>`, `<h3 class="h">Returns</h3>`, everyWidth(
			`the accessibility tree differs from a11y/600-default-en-US.tree.txt: line `, `is "  - heading \"Returns\" [level=3]", want "  - heading \"Returns\" [level=2]"`)},
		{"a live region removed", "app.js", `<p role="status" aria-live="polite">Saved</p>`, `<p>Saved</p>`, everyWidth(
			`the accessibility tree differs from a11y/600-default-en-US.tree.txt: line `, `want "  - status [live=polite, atomic, relevant=additions text]"`)},
		{"a state attribute removed", "app.js", `aria-expanded="false">Details`, `>Details`, everyWidth(
			`the accessibility tree differs`, `want "  - button \"Details\" [expanded=false]"`)},
		{"a control taken out of the tab order", "app.js", `<a class="ring" href="#returns">Read on</a>`, `<a class="ring" href="#returns" tabindex="-1">Read on</a>`, map[string]string{
			"a11y/600/default/en-US":  `a11y/600-default-en-US.keys.txt: the keyboard path differs from a11y/600-default-en-US.keys.txt: line 3 is "button \"Bold\"", want "link \"Read on\""`,
			"a11y/1280/default/en-US": `a11y/1280-default-en-US.keys.txt: the keyboard path differs from a11y/600-default-en-US.keys.txt: line 3 is "button \"Bold\"", want "link \"Read on\""`,
		}},
		{"a focus ring removed", "app.css", `box-shadow: 0 0 0 3px #b4462b;`, ``, map[string]string{
			"a11y/600/default/en-US":  `a11y/600/default/en-US: the focus is not visible at stop 3, link "Read on": 0 pixels changed`,
			"a11y/1280/default/en-US": `a11y/1280/default/en-US: the focus is not visible at stop 3, link "Read on": 0 pixels changed`,
		}},
		{"a name changed in one locale", "app.js", `'de-DE': 'Speichern'`, `'de-DE': 'Sichern'`, map[string]string{
			"a11y/600/default/de-DE":  `a11y/600-default-de-DE.examples.txt: the accessibility tree of the examples differs from a11y/600-default-de-DE.examples.txt: line `,
			"a11y/1280/default/de-DE": `a11y/1280-default-de-DE.examples.txt: the accessibility tree of the examples differs from a11y/600-default-de-DE.examples.txt: line `,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			run, walk := fixtureWalkAt(t, fixtureEdit(t, tt.file, tt.from, tt.to), dir, false)
			got := walkRoute(run, walk, "a11y")
			// A locale's pixels of a changed example differ from its
			// twin's too; this test is about the texts.
			for cell, ps := range got {
				if ps = slices.DeleteFunc(ps, func(p string) bool { return strings.HasSuffix(strings.Fields(p)[0], ".png:") }); len(ps) == 0 {
					delete(got, cell)
				} else {
					got[cell] = ps
				}
			}
			checkProblems(t, tt.name, got, tt.want)
		})
	}
}

// TestLabelsFail checks a locale cell's names against the en-US strings: a
// raw key shown as a name, and a name en-US has left empty, each name the
// locale file and the key.
func TestLabelsFail(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if fixturePassesAsRecorded(t) {
		return
	}
	dir := t.TempDir()
	run, walk := fixtureWalk(t, dir, true)
	checkProblems(t, "update", walkRoute(run, walk, "a11y"), nil)
	for _, tt := range []struct{ name, label, want string }{
		{"a raw key", "save.label", `locales/de-DE.json: button "save.label" is named by the raw key "save.label"`},
		{"an empty name", "", `locales/de-DE.json: button has no name, where en-US names it "Save" (key save.label)`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			run, walk := fixtureWalkAt(t, fixtureEdit(t, "app.js", `'de-DE': 'Speichern'`, `'de-DE': '`+tt.label+`'`), dir, false)
			run.Labels = a11y.Labels{"save.label": "Save"}
			got := walkRoute(run, walk, "a11y")
			for _, cell := range []string{"a11y/600/default/de-DE", "a11y/1280/default/de-DE"} {
				if !slices.ContainsFunc(got[cell], func(p string) bool { return strings.Contains(p, tt.want) }) {
					t.Errorf("%s: problems %q, want one containing %q", cell, got[cell], tt.want)
				}
			}
		})
	}
}

// everyWidth is a problem each en-US cell of the a11y page must have when
// its tree changed outside the examples: the narrowest names the file
// (head), the widest the line (tail). A locale changes only the examples, so
// a locale cell holds only theirs, and passes.
func everyWidth(head, tail string) map[string]string {
	return map[string]string{
		"a11y/600/default/en-US":  head,
		"a11y/1280/default/en-US": tail,
	}
}

// walkRoute walks the route's cells in order and returns each failed
// cell's problems.
func walkRoute(run *Pass, walk *RouteWalk, slug string) map[string][]string {
	walk.ResetRoute()
	problems := map[string][]string{}
	for _, c := range run.Site.Cells() {
		if c.Route.Slug != slug {
			continue
		}
		if res := walk.Cell(c); res.Failed() {
			problems[c.Name()] = res.Problems
		}
	}
	return problems
}

// fixtureEdit is the fixture site with from replaced by to in one file,
// which must hold from once.
func fixtureEdit(t *testing.T, file, from, to string) fs.FS {
	t.Helper()
	return fixtureWith(t, file, func(text string) string {
		if n := strings.Count(text, from); n != 1 {
			t.Fatalf("%s holds %q %d times, want once", file, from, n)
		}
		return strings.Replace(text, from, to, 1)
	})
}

// fixtureWith is a copy of the fixture site with one file changed.
func fixtureWith(t *testing.T, file string, change func(text string) string) fs.FS {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "site"))); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, file)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(change(string(b))), 0o644); err != nil {
		t.Fatal(err)
	}
	return os.DirFS(dir)
}
