package harness

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// actionsScript is the browser side of the actions group's checks.
//
//go:embed js/interactions-actions.js
var actionsScript string

// actionsState is what interactions-actions.js reads from an example.
type actionsState struct {
	Error    string `json:"error"`
	Focused  string `json:"focused"`
	Current  string `json:"current"`
	Pages    string `json:"pages"`
	TabStops string `json:"tabStops"`
	Pressed  string `json:"pressed"`
	Toggle   string `json:"toggle"`
}

// actionsCall runs interactions-actions.js with op and arg.
func actionsCall[T any](ctx context.Context, op, arg string) (T, error) {
	a, _ := json.Marshal(arg)
	return chromedp.Run(ctx, chromedp.Evaluate[T](fmt.Sprintf("(%s)(%q, %s)", actionsTrim(actionsScript), op, a)))
}

func actionsTrim(s string) string {
	for len(s) > 0 && (s[len(s)-1] == '\n' || s[len(s)-1] == ';' || s[len(s)-1] == ' ') {
		s = s[:len(s)-1]
	}
	return s
}

// actionsPage opens a tab at 1280 px on the route with the slug, in en-US.
func actionsPage(t *testing.T, slug string) (*Tab, context.Context) {
	t.Helper()
	tab, ctx, st := behaviourTab(t, 1280, false)
	path := cellPath(st, slug, "default", "en-US")
	if _, err := tab.Load(ctx, path); err != nil {
		t.Fatal(err)
	}
	waitState(t, ctx, slug, rendered(locationPath(path)))
	return tab, ctx
}

// actionsRead reads an example's state, failing the test on a missing example.
func actionsRead(t *testing.T, ctx context.Context, example string) actionsState {
	t.Helper()
	s, err := actionsCall[actionsState](ctx, "state", example)
	if err != nil {
		t.Fatal(err)
	}
	if s.Error != "" {
		t.Fatal(s.Error)
	}
	return s
}

// actionsFocus focuses the element of selector, failing the test when it cannot.
func actionsFocus(t *testing.T, ctx context.Context, selector string) {
	t.Helper()
	r, err := actionsCall[struct {
		Error   string `json:"error"`
		Focused bool   `json:"focused"`
	}](ctx, "focus", selector)
	if err != nil {
		t.Fatal(err)
	}
	if r.Error != "" || !r.Focused {
		t.Fatalf("focusing %s: %q, focused %v", selector, r.Error, r.Focused)
	}
}

// actionsNoProblems fails the test on what the page reported: console errors, exceptions, failed requests.
func actionsNoProblems(t *testing.T, tab *Tab) {
	t.Helper()
	for _, p := range tab.Drain() {
		t.Errorf("the page reported: %s", p)
	}
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
	t.Run("pagination-keyboard", func(t *testing.T) {
		tab, ctx := actionsPage(t, "usage-components-pagination")
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
					{"Shift+Tab comes back to the selected page", actionsShiftTab, "1", "1", "1 2 3 4 5"},
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
				actionsFocus(t, ctx, fmt.Sprintf(`[data-example=%q] nav[data-pagination] button[data-page=%q]`, tt.example, tt.start))
				s := actionsRead(t, ctx, tt.example)
				if s.Focused != tt.start || s.Current != tt.start || s.TabStops != tt.start {
					t.Fatalf("at the start: focus on %q, current page %q, tab stops %q; want %s each", s.Focused, s.Current, s.TabStops, tt.start)
				}
				for _, step := range tt.steps {
					if err := chromedp.Do(ctx, step.key); err != nil {
						t.Fatal(err)
					}
					got := actionsWait(ctx, tt.example, func(s actionsState) bool {
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
		actionsNoProblems(t, tab)
	})

	t.Run("toggle-button", func(t *testing.T) {
		tab, ctx := actionsPage(t, "usage-components-button")
		const sel = `[data-example="toggle"] button[aria-pressed]`
		actionsFocus(t, ctx, sel)
		if s := actionsRead(t, ctx, "toggle"); s.Pressed != "false" || s.Toggle != "off" {
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
			if err := chromedp.Do(ctx, tt.act); err != nil {
				t.Fatal(err)
			}
			got := actionsWait(ctx, "toggle", func(s actionsState) bool { return s.Pressed == tt.pressed })
			if got.Pressed != tt.pressed || got.Toggle != tt.want {
				t.Errorf("after %s: aria-pressed %q, data-toggle %q; want %q, %q", tt.name, got.Pressed, got.Toggle, tt.pressed, tt.want)
			}
		}
		actionsNoProblems(t, tab)
	})
}

// actionsWait polls the example's state until ok holds, for up to 2 s, and returns the last state read.
func actionsWait(ctx context.Context, example string, ok func(actionsState) bool) actionsState {
	var last actionsState
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		s, err := actionsCall[actionsState](ctx, "state", example)
		if err == nil {
			last = s
			if ok(s) {
				break
			}
		}
	}
	return last
}
