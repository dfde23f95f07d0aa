package harness

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// filtersState is what interactions-filters.js reads from the filters page's "basic" example.
type filtersState struct {
	scriptError
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
	scriptError
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// filtersNow reads the state of the example.
var filtersNow = js[filtersState]("interactions-filters", "state", "")

// filtersClick clicks the centre of a target with the mouse, failing the test when it is missing or disabled.
func filtersClick(t *testing.T, ctx context.Context, target string) {
	t.Helper()
	p := call(t, ctx, js[filtersPoint]("interactions-filters", "point", target))
	do(t, ctx, "clicking "+target, chromedp.MouseClickXY(p.X, p.Y))
}

// TestInteractionsFilters checks in Chromium, with a real mouse and
// keyboard, what the filter bar does: its popup opens 4 px below the
// Filters button at z-index 1000; the builder's rows read 'Where' then
// 'And' on different columns; a value picked in a row applies; Clear all
// leaves only the search filter and 'No Filters Applied'; Escape closes the
// popup and gives the focus back to the button.
func TestInteractionsFilters(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	tab, ctx := openPage(t, "usage-components-filters")
	call(t, ctx, js[filtersPoint]("interactions-filters", "prepare", ""))
	poll(t, ctx, failAfter5s, filtersNow, "a closed popup on load", func(s filtersState) bool { return !s.Open && s.Expanded == "false" })

	// A search first: the filter that Clear all keeps.
	focus(t, ctx, "the search", js[focusResult]("interactions-filters", "focus", "search"))
	do(t, ctx, "typing the search", chromedp.KeyEvent("Lyon"))
	search := `appliedFilters=[{"id":"search","operation":"CONTAINS","value":"Lyon"}]`
	poll(t, ctx, failAfter5s, filtersNow, "the search applied: "+search, func(s filtersState) bool { return s.Applied == search })

	filtersClick(t, ctx, "trigger")
	s := poll(t, ctx, failAfter5s, filtersNow, "an open popup saying No Filters Applied", func(s filtersState) bool {
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
	poll(t, ctx, failAfter5s, filtersNow, "one row: Where status EQUAL", func(s filtersState) bool { return fmt.Sprint(s.Rows) == "[Where status EQUAL]" })
	filtersClick(t, ctx, "add")
	s = poll(t, ctx, failAfter5s, filtersNow, "two rows: Where status EQUAL, And channels ONE_OF", func(s filtersState) bool {
		return fmt.Sprint(s.Rows) == "[Where status EQUAL And channels ONE_OF]" && s.BuilderState == "editing"
	})
	if strings.Fields(s.Rows[0])[1] == strings.Fields(s.Rows[1])[1] {
		t.Errorf("rows %q share a column", s.Rows)
	}

	// A value in the first row applies, beside the search.
	filtersClick(t, ctx, "value:0")
	filtersClick(t, ctx, "option:Packed")
	withStatus := `appliedFilters=[{"id":"search","operation":"CONTAINS","value":"Lyon"},{"id":"status","operation":"EQUAL","value":"packed"}]`
	poll(t, ctx, failAfter5s, filtersNow, "status and search applied: "+withStatus, func(s filtersState) bool { return s.Open && s.Applied == withStatus && s.Count == "1" })

	filtersClick(t, ctx, "clear")
	s = poll(t, ctx, failAfter5s, filtersNow, "no rows, No Filters Applied, only the search applied", func(s filtersState) bool {
		return s.Open && len(s.Rows) == 0 && s.Empty == "No Filters Applied" && s.Applied == search && s.Count == ""
	})
	if s.Search != "Lyon" {
		t.Errorf("the search field holds %q after Clear all, want Lyon", s.Search)
	}

	do(t, ctx, "Escape", chromedp.KeyEvent(kb.Escape))
	poll(t, ctx, failAfter5s, filtersNow, "the popup closed and the focus back on the Filters button", func(s filtersState) bool {
		return !s.Open && s.Expanded == "false" && s.FocusOnTrigger
	})
	noProblems(t, tab)
}
