package harness

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// filtersState is what interactions-filters.js reads from the filters page's "basic" example.
type filtersState struct {
	Error          string   `json:"error"`
	Open           bool     `json:"open"`
	Expanded       string   `json:"expanded"`
	PopupTop       float64  `json:"popupTop"`
	TriggerBottom  float64  `json:"triggerBottom"`
	ZIndex         string   `json:"zIndex"`
	Placement      string   `json:"placement"`
	BuilderState   string   `json:"builderState"`
	Rows           []string `json:"rows"`
	Empty          string   `json:"empty"`
	Applied        string   `json:"applied"`
	Search         string   `json:"search"`
	Count          string   `json:"count"`
	FocusOnTrigger bool     `json:"focusOnTrigger"`
}

// filtersPoint is a target's centre, or why there is none.
type filtersPoint struct {
	Error string  `json:"error"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
}

// filtersDo runs one step of browser input, failing the test on an error.
func filtersDo(t *testing.T, ctx context.Context, what string, action chromedp.Action[chromedp.Void]) {
	t.Helper()
	if _, err := chromedp.Run(ctx, action); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// filtersClick clicks the centre of a target with the mouse, failing the test when it is missing or disabled.
func filtersClick(t *testing.T, ctx context.Context, target string) {
	t.Helper()
	p, err := chromedp.Run(ctx, callScript[filtersPoint]("interactions-filters", "point", target))
	if err != nil {
		t.Fatalf("finding %s: %v", target, err)
	}
	if p.Error != "" {
		t.Fatalf("finding %s: %s", target, p.Error)
	}
	filtersDo(t, ctx, "clicking "+target, chromedp.MouseClickXY(p.X, p.Y))
}

// filtersWait polls the example for up to 5 s until ok holds, and fails the
// test with what was last seen and what was wanted.
func filtersWait(t *testing.T, ctx context.Context, want string, ok func(filtersState) bool) filtersState {
	t.Helper()
	var last filtersState
	var lastErr error
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(25 * time.Millisecond) {
		s, err := chromedp.Run(ctx, callScript[filtersState]("interactions-filters", "state", ""))
		if err == nil && s.Error != "" {
			t.Fatal(s.Error)
		}
		if err == nil && ok(s) {
			return s
		}
		last, lastErr = s, err
	}
	t.Fatalf("got %+v (error %v), want %s", last, lastErr, want)
	return last
}

// TestInteractionsFilters checks in Chromium, with a real mouse and
// keyboard, what the filter bar does: its popup opens 4 px below the
// Filters button at z-index 1000; the builder's rows read 'Where' then
// 'And' on different columns; a value picked in a row applies; Clear all
// leaves only the search filter and 'No Filters Applied'; Escape closes the
// popup and gives the focus back to the button.
func TestInteractionsFilters(t *testing.T) {
	tab, ctx, st := behaviourTab(t, 1280, false)
	path := cellPath(st, "usage-components-filters", "default", "en-US")
	if _, err := tab.Load(ctx, path); err != nil {
		t.Fatal(err)
	}
	waitState(t, ctx, "usage-components-filters", rendered(locationPath(path)))
	if _, err := chromedp.Run(ctx, callScript[filtersPoint]("interactions-filters", "prepare", "")); err != nil {
		t.Fatal(err)
	}
	filtersWait(t, ctx, "a closed popup on load", func(s filtersState) bool { return !s.Open && s.Expanded == "false" })

	// A search first: the filter that Clear all keeps.
	f, err := chromedp.Run(ctx, callScript[struct {
		Error   string `json:"error"`
		Focused bool   `json:"focused"`
	}]("interactions-filters", "focus", "search"))
	if err != nil || f.Error != "" || !f.Focused {
		t.Fatalf("focusing the search: %v %q %v", err, f.Error, f.Focused)
	}
	filtersDo(t, ctx, "typing the search", chromedp.KeyEvent("Lyon"))
	search := "appliedFilters=[{id:'search',operation:'CONTAINS',value:'Lyon'}]"
	filtersWait(t, ctx, "the search applied: "+search, func(s filtersState) bool { return s.Applied == search })

	filtersClick(t, ctx, "trigger")
	s := filtersWait(t, ctx, "an open popup saying No Filters Applied", func(s filtersState) bool {
		return s.Open && s.Expanded == "true" && s.Empty == "No Filters Applied" && s.BuilderState == "empty"
	})
	if d := s.PopupTop - s.TriggerBottom; math.Abs(d-4) > 0.5 {
		t.Errorf("popup top %.2f, button bottom %.2f: a gap of %.2f px, want 4", s.PopupTop, s.TriggerBottom, d)
	}
	if s.ZIndex != "1000" {
		t.Errorf("popup z-index %q, want 1000", s.ZIndex)
	}
	if !strings.HasPrefix(s.Placement, "bottom") {
		t.Errorf("popup placement %q, want below the button", s.Placement)
	}

	filtersClick(t, ctx, "add")
	filtersWait(t, ctx, "one row: Where status EQUAL", func(s filtersState) bool { return fmt.Sprint(s.Rows) == "[Where status EQUAL]" })
	filtersClick(t, ctx, "add")
	s = filtersWait(t, ctx, "two rows: Where status EQUAL, And channels ONE_OF", func(s filtersState) bool {
		return fmt.Sprint(s.Rows) == "[Where status EQUAL And channels ONE_OF]" && s.BuilderState == "editing"
	})
	if strings.Fields(s.Rows[0])[1] == strings.Fields(s.Rows[1])[1] {
		t.Errorf("rows %q share a column", s.Rows)
	}

	// A value in the first row applies, beside the search.
	filtersClick(t, ctx, "value:0")
	filtersClick(t, ctx, "option:Packed")
	withStatus := "appliedFilters=[{id:'search',operation:'CONTAINS',value:'Lyon'},{id:'status',operation:'EQUAL',value:'packed'}]"
	filtersWait(t, ctx, "status and search applied: "+withStatus, func(s filtersState) bool { return s.Open && s.Applied == withStatus && s.Count == "1" })

	filtersClick(t, ctx, "clear")
	s = filtersWait(t, ctx, "no rows, No Filters Applied, only the search applied", func(s filtersState) bool {
		return s.Open && len(s.Rows) == 0 && s.Empty == "No Filters Applied" && s.Applied == search && s.Count == ""
	})
	if s.Search != "Lyon" {
		t.Errorf("the search field holds %q after Clear all, want Lyon", s.Search)
	}

	filtersDo(t, ctx, "Escape", chromedp.KeyEvent(kb.Escape))
	filtersWait(t, ctx, "the popup closed and the focus back on the Filters button", func(s filtersState) bool {
		return !s.Open && s.Expanded == "false" && s.FocusOnTrigger
	})
	// nothing in the console: no errors, exceptions or failed requests
	for _, p := range tab.Drain() {
		t.Errorf("the page reported: %s", p)
	}
}
