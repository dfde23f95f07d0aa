package harness

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// actionbarState is what interactions-actionbar.js reads from the site's
// action bar.
type actionbarState struct {
	scriptError
	State        string `json:"state"`
	Width        int    `json:"width"`
	ControlShown bool   `json:"controlShown"`
	Control      string `json:"control"`
	Expanded     string `json:"expanded"`
	Controls     bool   `json:"controls"`
	ListShown    bool   `json:"listShown"`
	ItemsShown   int    `json:"itemsShown"`
	Focused      string `json:"focused"`
	Location     string `json:"location"`
	Ready        bool   `json:"ready"`
	Heading      string `json:"heading"`
}

var actionbarNow = js[actionbarState]("interactions-actionbar")

// closed tells whether the action bar is the collapsed bar, closed, with
// the control shown and the list not.
func (s actionbarState) closed() bool {
	return s.State == "closed" && s.ControlShown && s.Expanded == "false" && s.Controls && !s.ListShown && s.ItemsShown == 0
}

// TestInteractionsActionbar checks in Chromium the site's action bar with a
// real keyboard: at 600 px it is one control that opens the section's list
// (Enter), whose items Tab reaches, that Escape closes with the focus back on
// the control, and that an item chosen with Enter closes on the page it
// leads to; at 1280 px it is the column with its whole list and no control.
func TestInteractionsActionbar(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	t.Run("collapsed-at-600", func(t *testing.T) {
		tab, ctx, st := behaviourTab(t, 600, false)
		loadPage(t, tab, ctx, st, "usage-components-tag", "en-US")
		s := poll(t, ctx, failAfter5s, actionbarNow, "the closed bar naming the Tag page", func(s actionbarState) bool {
			return s.closed() && strings.HasPrefix(s.Control, "Tag")
		})
		if s.Width != 600 {
			t.Errorf("the bar is %d px wide; want the window's 600", s.Width)
		}

		// Tab from the top of the page to the control, through whatever the navbar holds before it.
		for i := 0; ; i++ {
			if i == 30 {
				t.Fatalf("30 Tabs did not reach the action bar's control; last focus %q", s.Focused)
			}
			do(t, ctx, "Tab", chromedp.KeyEvent(kb.Tab))
			s = call(t, ctx, actionbarNow)
			if s.Focused == "control" {
				break
			}
		}

		do(t, ctx, "Enter on the control", chromedp.KeyEvent(kb.Enter))
		s = poll(t, ctx, failAfter5s, actionbarNow, "the list open and shown", func(s actionbarState) bool {
			return s.State == "open" && s.Expanded == "true" && s.ListShown && s.ItemsShown > 5 && s.Focused == "control"
		})
		do(t, ctx, "Tab into the list", chromedp.KeyEvent(kb.Tab))
		s = poll(t, ctx, failAfter5s, actionbarNow, "the focus on the list's first item", func(s actionbarState) bool {
			return s.State == "open" && strings.HasPrefix(s.Focused, "item:")
		})

		do(t, ctx, "Escape", chromedp.KeyEvent(kb.Escape))
		poll(t, ctx, failAfter5s, actionbarNow, "the list closed and the focus back on the control", func(s actionbarState) bool {
			return s.closed() && s.Focused == "control"
		})

		do(t, ctx, "Space on the control", chromedp.KeyEvent(" "))
		poll(t, ctx, failAfter5s, actionbarNow, "the list open again", func(s actionbarState) bool { return s.State == "open" && s.ListShown })
		do(t, ctx, "Tab into the list", chromedp.KeyEvent(kb.Tab))
		s = poll(t, ctx, failAfter5s, actionbarNow, "the focus on the list's first item", func(s actionbarState) bool { return strings.HasPrefix(s.Focused, "item:") })
		target := strings.TrimPrefix(s.Focused, "item:")
		if target == "" || strings.HasSuffix(target, "/tag") {
			t.Fatalf("the list's first item leads to %q; want another page than Tag", target)
		}
		do(t, ctx, "Enter on "+target, chromedp.KeyEvent(kb.Enter))
		s = poll(t, ctx, failAfter10s, actionbarNow, fmt.Sprintf("the page %s rendered with the bar closed and naming it", target), func(s actionbarState) bool {
			return s.Ready && s.Location == target && s.closed() && s.Heading != "" && strings.HasPrefix(s.Control, s.Heading)
		})
		if s.Focused != "control" {
			t.Errorf("after choosing an item the focus is on %q; want the control", s.Focused)
		}
		noProblems(t, tab)
	})

	t.Run("column-at-1280", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-tag")
		s := poll(t, ctx, failAfter5s, actionbarNow, "the column with its whole list", func(s actionbarState) bool {
			return s.State == "column" && s.ListShown && s.ItemsShown > 5
		})
		if s.ControlShown || s.Control != "" {
			t.Errorf("the column shows a control %q; want none", s.Control)
		}
		if s.Width != 256 {
			t.Errorf("the column is %d px wide; want 256 (16rem)", s.Width)
		}
		noProblems(t, tab)
	})
}
