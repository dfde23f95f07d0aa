package harness

import (
	"image"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/coverage"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/store"
)

// TestStates walks the fixture's states page, whose example declares three
// states (a menu opened by a click into a portal, a hovered and a keyboard
// focused trigger): -update writes a capture of each at each width in en-US,
// none in de-DE (equal to their twins); the open state holds the menu
// outside the example; each state differs from the example at rest and from
// the others; a second -update writes nothing, and a check passes. Then a
// change to the hover rule fails the states with the mouse on the trigger.
func TestStates(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if fixturePassesAsRecorded(t) {
		return
	}
	dir := t.TempDir()
	run, walk := fixtureWalk(t, dir, true)
	walkAll := func(run *Pass, walk *RouteWalk) map[string][]string {
		walk.ResetRoute()
		problems := map[string][]string{}
		for _, c := range run.Site.Cells() {
			if c.Route.Slug != "states" {
				continue
			}
			if res := walk.Cell(c); res.Failed() {
				problems[c.Name()] = res.Problems
			}
		}
		return problems
	}
	checkProblems(t, "update", walkAll(run, walk), nil)
	var states []string
	for _, f := range storeFiles(t, dir, "states") {
		if strings.Contains(f, "@") {
			states = append(states, f)
		}
	}
	// Each state's tree is held at 600 px; at 1280 it is the same.
	want := []string{
		"1280-default-en-US-menu@focus.png", "1280-default-en-US-menu@hover.png", "1280-default-en-US-menu@open.png",
		"600-default-en-US-menu@focus.png", "600-default-en-US-menu@focus.tree.txt", "600-default-en-US-menu@hover.png", "600-default-en-US-menu@hover.tree.txt",
		"600-default-en-US-menu@open.keys.txt", "600-default-en-US-menu@open.png", "600-default-en-US-menu@open.tree.txt",
	}
	if !slices.Equal(states, want) {
		t.Fatalf("state files after -update: %q, want %q", states, want)
	}
	// The open state's tree holds what it opened outside the example.
	openTree, err := run.Store.ReadText(fixtureCell(t, run, "states/600/default/en-US"), store.StateTree("menu@open"))
	if wantOpen := "- button \"Open\"\n- menu \"Actions\" [orientation=vertical]\n  - menuitem \"Archive\"\n  - menuitem \"Delete\"\n"; err != nil || openTree != wantOpen {
		t.Errorf("the open state's tree is\n%s(%v), want\n%s", openTree, err, wantOpen)
	}
	// The open menu's arrow path comes back to its first item; the hover and
	// the focus put the focus in nothing they opened, and have none.
	openKeys, err := run.Store.ReadText(fixtureCell(t, run, "states/600/default/en-US"), store.StateKeys("menu@open"))
	if wantKeys := "press ArrowDown\nmenuitem \"Archive\"\nmenuitem \"Delete\"\nthen back to menuitem \"Archive\"\n"; err != nil || openKeys != wantKeys {
		t.Errorf("the open state's keyboard path is\n%s(%v), want\n%s", openKeys, err, wantKeys)
	}
	// The page's words are read at rest, before any state opens the menu.
	if text, err := run.Store.ReadText(fixtureCell(t, run, "states/600/default/en-US"), store.Words); err != nil || strings.Contains(text, "Archive") {
		t.Errorf("the states page's text %q (%v), want it read at rest, without the menu a state opens", text, err)
	}
	load := func(example string) *image.NRGBA {
		t.Helper()
		img, err := run.Store.Load(store.Key{Slug: "states", Width: 1280, Theme: "default", Locale: "en-US", Example: example})
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	rest, open, hover, focus := load("menu"), load("menu@open"), load("menu@hover"), load("menu@focus")
	if open.Rect.Dx() < 900 || open.Rect.Dy() <= rest.Rect.Dy() {
		t.Errorf("the open state's capture is %v, the example's %v: want the 900 px menu below the example in it", open.Rect.Size(), rest.Rect.Size())
	}
	for _, p := range []struct {
		name string
		a, b *image.NRGBA
	}{{"hover and rest", hover, rest}, {"focus and rest", focus, rest}, {"hover and focus", hover, focus}} {
		if p.a.Rect.Size() == p.b.Rect.Size() && compare.Compare(p.a, p.b, compare.Strict).Pass {
			t.Errorf("%s captured the same pixels: the state did not show", p.name)
		}
	}
	updateAgainThenCheck(t, run, dir, func() map[string][]string { return walkAll(run, walk) }, nil)

	// A change to the hover rule fails the states the mouse rests on the
	// trigger in: hovered, and opened by a click (the mouse stays where it
	// clicked, as a reader's does); not the focused one, nor the example at
	// rest.
	changed := stateFixture(t, ".trigger:hover { background: #f8dbe6; }\n")
	run, walk = fixtureWalkAt(t, changed, dir, false)
	got := walkAll(run, walk)
	for _, w := range []int{600, 1280} {
		name := matrix.Cell{Route: matrix.Route{Slug: "states"}, Width: w, Theme: "default", Locale: "en-US"}.Name()
		ps := got[name]
		if len(ps) != 2 || !strings.Contains(ps[0], "menu@open.png differs from its baseline") || !strings.Contains(ps[1], "menu@hover.png differs from its baseline") {
			t.Errorf("%s after the hover rule changed: %q, want the open and hover states to fail", name, ps)
		}
		delete(got, name)
	}
	for name, ps := range got {
		// de-DE's states are judged against their twins: they fail with them.
		if !strings.Contains(name, "/default/de-DE") || len(ps) != 2 || !strings.Contains(ps[1], "menu@hover.png") {
			t.Errorf("%s after the hover rule changed: %q, want it to pass", name, ps)
		}
	}
}

// TestStateKeysFail records the fixture's states page, then breaks the open
// menu's arrow path: a menu whose ArrowDown stops at its last item fails the
// open state's keyboard path, naming the line, in the cells that run the
// states (en-US), and nothing else.
func TestStateKeysFail(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if fixturePassesAsRecorded(t) {
		return
	}
	dir := t.TempDir()
	run, walk := fixtureWalk(t, dir, true)
	checkProblems(t, "update", walkRoute(run, walk, "states"), nil)
	run, walk = fixtureWalkAt(t, fixtureEdit(t, "app.js", "next < items.length ? next : 0", "Math.min(next, items.length - 1)"), dir, false)
	want := map[string]string{}
	for _, cell := range []string{"states/600/default/en-US", "states/1280/default/en-US"} {
		want[cell] = `the keyboard path inside menu@open differs from states/600-default-en-US-menu@open.keys.txt: line 4 is "then stays", want "then back to menuitem \"Archive\""`
	}
	checkProblems(t, "no wrap", walkRoute(run, walk, "states"), want)

	// The menu's items lose their own focus ring: the path is as held, and
	// each of its stops fails the visible-focus check, in the base cells
	// that walk it. What is left is Chromium's own ring, thinner than a
	// 2 px line.
	run, walk = fixtureWalkAt(t, fixtureEdit(t, "app.css", ".menu [role='menuitem']:focus-visible { outline: 2px solid #2b5fb4; outline-offset: -2px; }", ""), dir, false)
	for _, cell := range []string{"states/600/default/en-US", "states/1280/default/en-US"} {
		want[cell] = cell + `: the focus is not visible at stop 2 inside menu@open, menuitem "Delete": `
	}
	checkProblems(t, "no ring", walkRoute(run, walk, "states"), want)
}

// stateFixture is the fixture site with css added to its sheet.
func stateFixture(t *testing.T, css string) fs.FS {
	t.Helper()
	return fixtureWith(t, "app.css", func(sheet string) string { return sheet + css })
}

// TestStyleRules walks the fixture's states page and judges the fixture's
// style rules: the hover rule applies in the hover state alone, and a rule
// no page uses and a print rule apply in no capture. -update lists them
// (with the other fixture pages' rules, not walked) with the placeholder,
// which still fails, and records which route applies the hover rule; with
// reasons, the run passes; a listed rule that a capture applies fails as
// listed wrongly.
func TestStyleRules(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if fixturePassesAsRecorded(t) {
		return
	}
	dir := t.TempDir()
	run, walk := fixtureWalk(t, dir, true)
	walkStates := func() {
		walk.ResetRoute()
		run.styles = styleRules{}
		for _, c := range run.Site.Cells() {
			if c.Route.Slug == "states" {
				walk.Cell(c)
			}
		}
		run.styles.routeChecked("states")
	}
	walkStates()
	if !slices.Contains(slices.Collect(maps.Keys(run.styles.applied)), ".trigger:hover") {
		t.Errorf("rules applied %q, want .trigger:hover (the hover state)", slices.Sorted(maps.Keys(run.styles.applied)))
	}
	v, err := run.judgeRules(true, false)
	if err != nil {
		t.Fatal(err)
	}
	// The fixture's other pages' rules are unreached too: only this page ran.
	for _, id := range []string{".never-shown", "@media print main"} {
		if !slices.Contains(v.Unreached, id) {
			t.Errorf("unreached %q, want %q among them", v.Unreached, id)
		}
	}
	if slices.Contains(v.Unreached, ".trigger:hover") || slices.Contains(v.Unreached, ".trigger") {
		t.Errorf("unreached %q, want the trigger's rules reached", v.Unreached)
	}
	list, err := coverage.ReadList(filepath.Join(dir, coverage.ListFile))
	if err != nil || len(list) != len(v.Unreached) || list[".never-shown"] != coverage.Placeholder {
		t.Fatalf("after -update the list holds %q (%v), want the unreached rules with the placeholder", list, err)
	}
	appliers, err := coverage.ReadAppliers(filepath.Join(dir, coverage.AppliersFile))
	if err != nil || !slices.Equal(appliers[".trigger:hover"], []string{"states"}) {
		t.Fatalf("after -update rules.txt says %q apply .trigger:hover (%v), want the states route", appliers[".trigger:hover"], err)
	}
	if got := RuleProblems(v); len(got) != len(v.Unreached) || !slices.ContainsFunc(got, func(p string) bool {
		return strings.HasPrefix(p, `style rule ".never-shown": no capture applied it`)
	}) {
		t.Errorf("problems %q, want one per unreached rule", got)
	}

	for id := range list {
		list[id] = "another fixture page's"
	}
	list[".never-shown"] = "a fixture rule no page uses"
	list["@media print main"] = "no cell prints"
	list[".trigger:hover"] = "wrongly listed"
	if err := list.Write(filepath.Join(dir, coverage.ListFile)); err != nil {
		t.Fatal(err)
	}
	run.Update = false
	walkStates()
	v, err = run.judgeRules(false, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Unreached) != 0 || !slices.Equal(v.Stale, []string{".trigger:hover"}) || v.Listed != len(list)-1 {
		t.Errorf("with reasons: unreached %q, stale %q, listed %d; want none, .trigger:hover, %d", v.Unreached, v.Stale, v.Listed, len(list)-1)
	}
}
