package harness

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
)

// navbarFixture is the fixture site at 600, 960 and 1280 px, where the side
// navbar (from 840 px) keeps its width; css is added to its style sheet.
func navbarFixture(t *testing.T, css string) fs.FS {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "site"))); err != nil {
		t.Fatal(err)
	}
	site, err := os.ReadFile(filepath.Join(dir, "site.json"))
	if err != nil {
		t.Fatal(err)
	}
	widths := []byte(`"breakpoints":[600,1280]`)
	if !bytes.Contains(site, widths) {
		t.Fatalf("the fixture's site.json has no %s", widths)
	}
	site = bytes.Replace(site, widths, []byte(`"breakpoints":[600,960,1280]`), 1)
	if err := os.WriteFile(filepath.Join(dir, "site.json"), site, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(filepath.Join(dir, "app.css"), os.O_APPEND|os.O_WRONLY, 0)
	if err == nil {
		_, err = f.WriteString(css)
		err = errors.Join(err, f.Close())
	}
	if err != nil {
		t.Fatal(err)
	}
	return os.DirFS(dir)
}

// TestNavbarAcrossWidths proves the shortcut of navbar (capture.go): a
// theme's navbar equal to the one at the next narrower width has no file and
// is judged against it, and where the width does change it (a rule that
// only a wider viewport matches) the change fails, and -update gives that
// navbar a file of its own.
func TestNavbarAcrossWidths(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if fixturePassesAsRecorded(t) {
		return
	}
	dir := t.TempDir()
	overview := func(run *Pass) []matrix.Cell {
		var cells []matrix.Cell
		for _, c := range run.Site.Cells() {
			if c.Route.Slug == "overview" {
				cells = append(cells, c)
			}
		}
		return cells
	}
	walkAll := func(run *Pass, walk *RouteWalk, only func(matrix.Cell) bool) map[string][]string {
		walk.ResetRoute()
		problems := map[string][]string{}
		for _, c := range overview(run) {
			if only != nil && !only(c) {
				continue
			}
			if res := walk.Cell(c); res.Failed() {
				problems[c.Name()] = res.Problems
			}
		}
		return problems
	}
	navbars := func() []string {
		var names []string
		for _, f := range storeFiles(t, dir, "overview") {
			if strings.HasSuffix(f, "-dark-en-US.png") {
				names = append(names, f)
			}
		}
		return names
	}

	// The same navbar at 960 and 1280: one file, at 960.
	same := navbarFixture(t, "")
	run, walk := fixtureWalkAt(t, same, dir, true)
	checkProblems(t, "record", walkAll(run, walk, nil), nil)
	if got, want := navbars(), []string{"600-dark-en-US.png", "960-dark-en-US.png"}; !slices.Equal(got, want) {
		t.Fatalf("navbar files after -update: %q, want %q (1280 px draws the 960 px navbar)", got, want)
	}
	run.Update = false
	res := walk.Cell(fixtureCell(t, run, "overview/1280/dark/en-US"))
	if res.Failed() || len(res.Captures) != 1 || res.Captures[0].Status != report.StatusTwin {
		t.Errorf("1280 px navbar: %q %+v, want it judged the 960 px navbar's twin", res.Problems, res.Captures)
	}
	// Run alone, a locale cell at 1280 finds its en-US twin's image in the
	// 960 px file.
	_, alone := fixtureWalkAt(t, same, dir, false)
	if res := alone.Cell(fixtureCell(t, run, "overview/1280/dark/de-DE")); res.Failed() {
		t.Errorf("1280 px de-DE navbar run alone: %q, want it judged against the 960 px file", res.Problems)
	}

	// A rule only a viewport of 1100 px or more matches changes the 1280 px
	// navbar alone: it fails against the 960 px one, and -update gives it a
	// file of its own.
	wider := navbarFixture(t, "@media (min-width: 1100px) { nav[data-navbar][data-theme='dark'] { background: #4a2b6e; } }\n")
	run, walk = fixtureWalkAt(t, wider, dir, false)
	checkProblems(t, "wider changed", walkAll(run, walk, func(c matrix.Cell) bool { return c.Theme == "dark" }), map[string]string{
		"overview/1280/dark/en-US": "overview/1280-dark-en-US.png differs from overview/960-dark-en-US.png, the navbar at the narrower width it was equal to, and has no baseline of its own",
	})
	run.Update = true
	checkProblems(t, "record wider", walkAll(run, walk, nil), nil)
	if got, want := navbars(), []string{"1280-dark-en-US.png", "600-dark-en-US.png", "960-dark-en-US.png"}; !slices.Equal(got, want) {
		t.Errorf("navbar files after -update: %q, want %q", got, want)
	}
	run.Update = false
	checkProblems(t, "check wider", walkAll(run, walk, nil), nil)
}
