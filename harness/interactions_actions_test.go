package harness

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// actionsState is what interactions-actions.js reads from an example.
type actionsState struct {
	scriptError
	Focused  string `json:"focused"`
	Current  string `json:"current"`
	Pages    string `json:"pages"`
	TabStops string `json:"tabStops"`
	Pressed  string `json:"pressed"`
	Toggle   string `json:"toggle"`
}

// actionsIn reads the state of example.
func actionsIn(example string) jsCall[actionsState] {
	return js[actionsState]("interactions-actions", "state", example)
}

// actionsPaginationStep is a key pressed on a pagination example, and where the
// focus, aria-current and the list of pages should then be.
type actionsPaginationStep struct {
	name                    string
	key                     chromedp.Action[chromedp.Void]
	focused, current, pages string
}

var actionsShiftTab = chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift))

// TestInteractionsActions checks in Chromium what the button and pagination
// examples do by keyboard and mouse: pagination's roving focus and page
// selection, and the toggle button's aria-pressed.
func TestInteractionsActions(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	t.Run("pagination-keyboard", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-pagination")
		tests := []struct {
			example, start string
			steps          []actionsPaginationStep
		}{
			{
				example: "default-page", start: "3",
				steps: []actionsPaginationStep{
					{"ArrowRight", chromedp.KeyEvent(kb.ArrowRight), "4", "3", "1 2 3 4 5"},
					{"ArrowRight", chromedp.KeyEvent(kb.ArrowRight), "5", "3", "1 2 3 4 5"},
					{"ArrowRight at the end", chromedp.KeyEvent(kb.ArrowRight), "5", "3", "1 2 3 4 5"},
					{"ArrowLeft", chromedp.KeyEvent(kb.ArrowLeft), "4", "3", "1 2 3 4 5"},
					{"Home", chromedp.KeyEvent(kb.Home), "1", "3", "1 2 3 4 5"},
					{"ArrowLeft at the start", chromedp.KeyEvent(kb.ArrowLeft), "1", "3", "1 2 3 4 5"},
					{"End", chromedp.KeyEvent(kb.End), "5", "3", "1 2 3 4 5"},
					{"Enter", chromedp.KeyEvent(kb.Enter), "5", "5", "1 2 3 4 5"},
					{"Home", chromedp.KeyEvent(kb.Home), "1", "5", "1 2 3 4 5"},
					{"Space", chromedp.KeyEvent(" "), "1", "1", "1 2 3 4 5"},
					{"Tab leaves the page buttons for next", chromedp.KeyEvent(kb.Tab), "Next page", "1", "1 2 3 4 5"},
					{"Shift+browser.Tab comes back to the selected page", actionsShiftTab, "1", "1", "1 2 3 4 5"},
				},
			},
			{
				example: "style-flex", start: "25",
				steps: []actionsPaginationStep{
					{"ArrowRight", chromedp.KeyEvent(kb.ArrowRight), "26", "25", "1 … 24 25 26 … 50"},
					{"ArrowRight skips the ellipsis", chromedp.KeyEvent(kb.ArrowRight), "50", "25", "1 … 24 25 26 … 50"},
					{"Enter selects the last page", chromedp.KeyEvent(kb.Enter), "50", "50", "1 … 49 50"},
					{"ArrowLeft", chromedp.KeyEvent(kb.ArrowLeft), "49", "50", "1 … 49 50"},
					{"Enter", chromedp.KeyEvent(kb.Enter), "49", "49", "1 … 48 49 50"},
					{"Home", chromedp.KeyEvent(kb.Home), "1", "49", "1 … 48 49 50"},
					{"Enter selects the first page", chromedp.KeyEvent(kb.Enter), "1", "1", "1 2 … 50"},
				},
			},
		}
		for _, tt := range tests {
			t.Run(tt.example, func(t *testing.T) {
				start := fmt.Sprintf(`[data-example=%q] nav[data-pagination] button[data-page=%q]`, tt.example, tt.start)
				focus(t, ctx, start, js[focusResult]("interactions-actions", "focus", start))
				s := call(t, ctx, actionsIn(tt.example))
				if s.Focused != tt.start || s.Current != tt.start || s.TabStops != tt.start {
					t.Fatalf("at the start: focus on %q, current page %q, tab stops %q; want %s each", s.Focused, s.Current, s.TabStops, tt.start)
				}
				for _, step := range tt.steps {
					do(t, ctx, step.name, step.key)
					got := poll(t, ctx, judgeAfter2s, actionsIn(tt.example), step.name, func(s actionsState) bool {
						return s.Focused == step.focused && s.Current == step.current && s.Pages == step.pages
					})
					if got.Focused != step.focused || got.Current != step.current || got.Pages != step.pages {
						t.Errorf("%s: focus on %q, aria-current on %q, pages %q; want %q, %q, %q", step.name, got.Focused, got.Current, got.Pages, step.focused, step.current, step.pages)
					}
					if len(strings.Fields(got.TabStops)) != 1 {
						t.Errorf("%s: tab stops among the page buttons %q, want exactly one", step.name, got.TabStops)
					}
				}
			})
		}
		noProblems(t, tab)
	})

	t.Run("toggle-button", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-button")
		const sel = `[data-example="toggle"] button[aria-pressed]`
		focus(t, ctx, sel, js[focusResult]("interactions-actions", "focus", sel))
		if s := call(t, ctx, actionsIn("toggle")); s.Pressed != "false" || s.Toggle != "off" {
			t.Fatalf("at the start: aria-pressed %q, data-toggle %q; want false, off", s.Pressed, s.Toggle)
		}
		tests := []struct {
			name          string
			act           chromedp.Action[chromedp.Void]
			pressed, want string
		}{
			{"click", chromedp.Click(chromedp.CSS(sel)), "true", "on"},
			{"Space", chromedp.KeyEvent(" "), "false", "off"},
			{"Space again", chromedp.KeyEvent(" "), "true", "on"},
			{"Enter", chromedp.KeyEvent(kb.Enter), "false", "off"},
			{"click again", chromedp.Click(chromedp.CSS(sel)), "true", "on"},
		}
		for _, tt := range tests {
			do(t, ctx, tt.name, tt.act)
			got := poll(t, ctx, judgeAfter2s, actionsIn("toggle"), "aria-pressed "+tt.pressed+" after "+tt.name, func(s actionsState) bool { return s.Pressed == tt.pressed })
			if got.Pressed != tt.pressed || got.Toggle != tt.want {
				t.Errorf("after %s: aria-pressed %q, data-toggle %q; want %q, %q", tt.name, got.Pressed, got.Toggle, tt.pressed, tt.want)
			}
		}
		noProblems(t, tab)
	})
}
