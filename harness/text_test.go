package harness

import (
	"os"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/store"
)

// TestTextBaselines walks the fixture overview's base cells: -update writes
// the narrowest width's text and no file for a width that says the same; a
// changed word fails every width that shares the file, naming the line; a
// width's own file is judged instead and removed by -update once it says
// what the narrowest says; a second -update writes nothing.
func TestTextBaselines(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if fixturePassesAsRecorded(t) {
		return
	}
	dir := t.TempDir()
	run, walk := fixtureWalk(t, dir, true)
	narrow, wide := fixtureCell(t, run, "overview/600/default/en-US"), fixtureCell(t, run, "overview/1280/default/en-US")
	walkBoth := func() map[string][]string {
		walk.ResetRoute()
		problems := map[string][]string{}
		for _, c := range []matrix.Cell{narrow, wide} {
			if res := walk.Cell(c); res.Failed() {
				problems[c.Name()] = res.Problems
			}
		}
		return problems
	}
	checkProblems(t, "update", walkBoth(), nil)
	text, err := run.Store.ReadText(narrow, store.Words)
	if err != nil || !strings.Contains(text, "\n") {
		t.Fatalf("after -update, %s holds %q (%v), want the page's text", store.TextFile(narrow, store.Words), text, err)
	}
	if _, err := run.Store.ReadText(wide, store.Words); !os.IsNotExist(err) {
		t.Errorf("after -update, %s: %v, want no file (its text is the narrowest width's)", store.TextFile(wide, store.Words), err)
	}
	updateAgainThenCheck(t, run, dir, walkBoth, nil)

	first, rest, _ := strings.Cut(text, "\n")
	if err := run.Store.WriteText(narrow, store.Words, first+" changed\n"+rest); err != nil {
		t.Fatal(err)
	}
	line := `the page's text differs from overview/600-default-en-US.txt: line 1 is "` + first + `", want "` + first + ` changed"`
	checkProblems(t, "changed word", walkBoth(), map[string]string{
		"overview/600/default/en-US":  "overview/600-default-en-US.txt: " + line,
		"overview/1280/default/en-US": "overview/1280-default-en-US.txt: " + line,
	})

	// A width's own file is what that width is judged against.
	if err := run.Store.WriteText(narrow, store.Words, text); err != nil {
		t.Fatal(err)
	}
	if err := run.Store.WriteText(wide, store.Words, "Something else\n"); err != nil {
		t.Fatal(err)
	}
	checkProblems(t, "own file", walkBoth(), map[string]string{
		"overview/1280/default/en-US": "overview/1280-default-en-US.txt: the page's text differs from overview/1280-default-en-US.txt: line 1 is",
	})
	run.Update = true
	checkProblems(t, "update removes", walkBoth(), nil)
	if _, err := run.Store.ReadText(wide, store.Words); !os.IsNotExist(err) {
		t.Errorf("after -update, %s: %v, want it removed (its text is the narrowest width's again)", store.TextFile(wide, store.Words), err)
	}
}
