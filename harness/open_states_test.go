package harness

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/tessera-ds/tessera/harness/browser"
)

// openControl is a control of open-states.js's list.
type openControl struct {
	Index int    `json:"index"`
	Name  string `json:"name"`
}

// openPrepared is where open-states.js put the window before a press: its
// scroll, and the control's centre in the viewport.
type openPrepared struct {
	scriptError
	ScrollY float64 `json:"scrollY"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	Name    string  `json:"name"`
}

// openRead is what open-states.js reads of a control and what it opened.
type openRead struct {
	scriptError
	Open     bool     `json:"open"`
	ScrollY  float64  `json:"scrollY"`
	Popup    string   `json:"popup"`
	Scope    string   `json:"scope"` // a selector of what opened, "" when nothing did
	Overlaps []string `json:"overlaps"`
	Hidden   []string `json:"hidden"`
	// Clipped is what clipped.js finds cut off in Scope.
	Clipped []browser.Clipped `json:"-"`
}

// openStateProblems judges one press of a control: the window's scroll
// before and after, and what the open state showed. It is pure, so that
// TestOpenStateProblems holds its rules without a browser.
func openStateProblems(page, control string, before float64, r openRead) []string {
	var p []string
	if math.Abs(r.ScrollY-before) > 1 {
		p = append(p, fmt.Sprintf("%s: pressing %s moved the window from y=%.0f to y=%.0f; a reader expects the page to stay where it is when a popup opens", page, control, before, r.ScrollY))
	}
	for _, o := range r.Overlaps {
		p = append(p, fmt.Sprintf("%s: in what %s opens (%s), %s; a reader expects every control shown apart", page, control, r.Popup, o))
	}
	for _, c := range CheckClipped(r.Clipped) {
		p = append(p, fmt.Sprintf("%s: in what %s opens (%s), %s", page, control, r.Popup, c))
	}
	for _, h := range r.Hidden {
		p = append(p, fmt.Sprintf("%s: in what %s opens (%s), %s; a reader expects to see what is chosen", page, control, r.Popup, h))
	}
	return p
}

func TestOpenStateProblems(t *testing.T) {
	tests := []struct {
		name   string
		before float64
		read   openRead
		want   []string
	}{
		{"nothing moved", 7764, openRead{Open: true, ScrollY: 7764.5}, nil},
		{"scrolled to the top", 7764, openRead{Open: true, ScrollY: 0},
			[]string{`/b: pressing menu "More actions" moved the window from y=7764 to y=0; a reader expects the page to stay where it is when a popup opens`}},
		{"overlap, cut and hidden", 100, openRead{ScrollY: 100, Popup: "dialog", Overlaps: []string{"a and b overlap by 5 x 5 px"}, Clipped: []browser.Clipped{{Element: "div.times", Axis: "y", Box: 10, Content: 20, Text: "09"}}, Hidden: []string{`d opens with its chosen option "09" scrolled out of view`}},
			[]string{
				`/b: in what menu "More actions" opens (dialog), a and b overlap by 5 x 5 px; a reader expects every control shown apart`,
				`/b: in what menu "More actions" opens (dialog), content cut off: div.times ("09") shows 10 px of its 20 px height and nothing scrolls to the rest; a reader expects to reach all of it: let the box scroll or grow, or declare the cut (an ellipsis, a line clamp, data-clip)`,
				`/b: in what menu "More actions" opens (dialog), d opens with its chosen option "09" scrolled out of view; a reader expects to see what is chosen`,
			}},
	}
	for _, tt := range tests {
		got := openStateProblems("/b", `menu "More actions"`, tt.before, tt.read)
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestOpenStates presses, on every route at a side-bar and a top-bar width,
// each control of the page that opens a popup (aria-haspopup) or discloses
// something (aria-expanded), with the mouse, and judges each open state: the
// window stays where it was, no two controls of what opened overlap, nothing
// in it is cut off where no scrolling reaches, and a list opens showing what
// is chosen. Escape (or a second press) closes it again before the next; a
// press that closes what was open is not judged (the page may get shorter).
func TestOpenStates(t *testing.T) {
	if passesAsRecorded(t) {
		return
	}
	for _, width := range []int{1280, 600} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			t.Parallel()
			tab, _, st := behaviourTab(t, width, false)
			// A route's presses take about a second; the whole walk, a minute.
			ctx, cancel := context.WithTimeout(tab.Context(), 10*time.Minute)
			defer cancel()
			presses := 0
			for _, r := range st.Routes {
				loadPage(t, tab, ctx, st, r.Slug, "en-US")
				page := fmt.Sprintf("%s at %d px", r.Path, width)
				for _, c := range call(t, ctx, js[[]openControl]("open-states", "list")) {
					presses++
					pressOpen(t, ctx, page, c)
				}
				noProblems(t, tab)
			}
			t.Logf("%d presses over %d routes", presses, len(st.Routes))
		})
	}
}

// pressOpen presses c with the mouse, judges what it opened, and closes it
// again.
func pressOpen(t *testing.T, ctx context.Context, page string, c openControl) {
	t.Helper()
	prep := call(t, ctx, js[openPrepared]("open-states", "prepare", c.Index))
	was := call(t, ctx, js[openRead]("open-states", "read", c.Index))
	do(t, ctx, "pressing "+c.Name, chromedp.MouseClickXY(prep.X, prep.Y))
	changed := func(s openRead) bool { return s.Open != was.Open }
	if s := poll(t, ctx, judgeAfter2s, js[openRead]("open-states", "read", c.Index), c.Name+" to open or close", changed); !changed(s) {
		t.Errorf("%s: pressing %s left aria-expanded at %v; a reader expects it to open or close", page, c.Name, was.Open)
		return
	}
	after := call(t, ctx, js[openRead]("open-states", "read-settled", c.Index))
	if !after.Open {
		// It was open and closed: the page may get shorter, and a window at
		// its end then moves up with it.
		return
	}
	if after.Scope != "" {
		after.Clipped = call(t, ctx, js[[]browser.Clipped]("clipped", after.Scope))
	}
	for _, p := range openStateProblems(page, c.Name, prep.ScrollY, after) {
		t.Error(p)
	}
	closeOpened(t, ctx, c)
}

// closeOpened closes what pressing c opened: Escape, then a second press;
// what neither closes fails the test.
func closeOpened(t *testing.T, ctx context.Context, c openControl) {
	t.Helper()
	do(t, ctx, "pressing Escape", chromedp.KeyEvent(kb.Escape))
	closed := func(s openRead) bool { return !s.Open }
	if s := poll(t, ctx, judgeAfter2s, js[openRead]("open-states", "read", c.Index), c.Name+" to close", closed); closed(s) {
		return
	}
	prep := call(t, ctx, js[openPrepared]("open-states", "prepare", c.Index))
	do(t, ctx, "pressing "+c.Name+" again", chromedp.MouseClickXY(prep.X, prep.Y))
	poll(t, ctx, failAfter5s, js[openRead]("open-states", "read", c.Index), c.Name+" to close on a second press", closed)
}
