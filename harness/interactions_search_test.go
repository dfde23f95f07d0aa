package harness

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// searchState is what interactions-search.js reads.
type searchState struct {
	Open            bool     `json:"open"`
	State           string   `json:"state"`
	Status          string   `json:"status"`
	InputFocused    bool     `json:"inputFocused"`
	Expanded        string   `json:"expanded"`
	ActiveInListbox bool     `json:"activeInListbox"`
	Results         []string `json:"results"`
	Active          string   `json:"active"`
	Marked          []string `json:"marked"`
	Focused         string   `json:"focused"`
	FocusInListbox  bool     `json:"focusInListbox"`
	Path            string   `json:"path"`
	Hash            string   `json:"hash"`
	Ready           bool     `json:"ready"`
	TargetFound     bool     `json:"targetFound"`
	TargetInView    bool     `json:"targetInView"`
	TargetFocused   bool     `json:"targetFocused"`
}

var searchNow = js[searchState]("interactions-search")

var (
	searchCtrlK = chromedp.KeyEvent("k", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	searchSlash = chromedp.KeyEvent("/")
)

// searchOpen waits for the open dialog with its index loaded and the focus in its combobox.
func searchOpen(t *testing.T, ctx context.Context) {
	t.Helper()
	poll(t, ctx, failAfter10s, searchNow, "the search dialog open, its index loaded, the focus in its combobox", func(s searchState) bool {
		return s.Open && s.State == "ready" && s.InputFocused && s.Expanded == "false"
	})
}

// searchAxe runs axe on the open search dialog.
func searchAxe(t *testing.T, ctx context.Context) {
	t.Helper()
	axe, err := LoadAxe(repoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	vs, err := axe.Run(ctx, `[data-modal]`)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		t.Errorf("axe on the open search dialog: %s", v)
	}
}

// TestInteractionsSearch checks the docs search in Chromium from the keyboard
// alone: Ctrl-K opens it, a name typed finds a prop, a token, an icon and a
// message, the arrow keys move through the results as a combobox's options,
// Enter opens the page scrolled to the element with the focus on it; Tab
// leaves the input for the next control, never for the list of results; /
// opens it too, and Escape closes it with the focus back where it was.
func TestInteractionsSearch(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	tests := []struct {
		name, from, query string
		want              string // the result that Enter opens, as "/path#anchor" or its start
		mark              string // a part of its text the result marks
	}{
		{"prop", "overview", "iconPosition", "/usage/components/button#props-button-iconposition", "iconPosition"},
		{"token", "usage-components-button", "--radius-large", "/foundations/units#token-radius-large", "radius"},
		{"icon", "usage-components-tag", "arrow_back", "/foundations/icons/list#icon-arrow_back", "arrow"},
		{"message", "foundations-units", "MAX_SIZE_EXCEEDED", "/usage/components/file-upload#", "MAX"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tab, ctx := openPage(t, tt.from)
			do(t, ctx, "Ctrl+K", searchCtrlK)
			searchOpen(t, ctx)
			do(t, ctx, "typing "+tt.query, chromedp.KeyEvent(tt.query))
			s := poll(t, ctx, failAfter5s, searchNow, "results for "+tt.query+" with the first active", func(s searchState) bool {
				return s.Expanded == "true" && len(s.Results) > 0 && s.ActiveInListbox && s.Active == resultHref(s.Results[0])
			})
			if tt.name == "prop" {
				searchAxe(t, ctx)
			}
			// ArrowDown until the wanted result is the active one, each step checked as the combobox's.
			for i := 0; !strings.HasPrefix(s.Active, tt.want); i++ {
				if i == len(s.Results) {
					t.Fatalf("no result for %q leads to %s; results %q", tt.query, tt.want, s.Results)
				}
				prev := s.Active
				do(t, ctx, "ArrowDown", chromedp.KeyEvent(kb.ArrowDown))
				s = poll(t, ctx, failAfter5s, searchNow, "the next result active, the focus still in the combobox", func(s searchState) bool {
					return s.InputFocused && s.ActiveInListbox && s.Active != prev
				})
			}
			if !slices.ContainsFunc(s.Marked, func(m string) bool { return strings.Contains(strings.ToLower(m), strings.ToLower(tt.mark)) }) {
				t.Errorf("the active result marks %q; want a mark on %q", s.Marked, tt.mark)
			}
			target := s.Active
			do(t, ctx, "Enter", chromedp.KeyEvent(kb.Enter))
			poll(t, ctx, failAfter10s, searchNow, "the dialog closed and "+target+" open, scrolled to its target with the focus on it", func(s searchState) bool {
				if s.Open || !s.Ready || s.Path+s.Hash != "/tessera"+target {
					return false
				}
				return s.Hash == "" || (s.TargetFound && s.TargetInView && s.TargetFocused)
			})
			noProblems(t, tab)
		})
	}

	t.Run("arrows-wrap", func(t *testing.T) {
		tab, ctx := openPage(t, "overview")
		do(t, ctx, "Ctrl+K", searchCtrlK)
		searchOpen(t, ctx)
		do(t, ctx, "typing arrow_", chromedp.KeyEvent("arrow_"))
		s := poll(t, ctx, failAfter5s, searchNow, "several results", func(s searchState) bool { return len(s.Results) > 2 && s.ActiveInListbox })
		first, last := resultHref(s.Results[0]), resultHref(s.Results[len(s.Results)-1])
		do(t, ctx, "ArrowUp from the first", chromedp.KeyEvent(kb.ArrowUp))
		poll(t, ctx, failAfter5s, searchNow, "the last result active", func(s searchState) bool { return s.Active == last && s.InputFocused })
		do(t, ctx, "ArrowDown from the last", chromedp.KeyEvent(kb.ArrowDown))
		poll(t, ctx, failAfter5s, searchNow, "the first result active again", func(s searchState) bool { return s.Active == first && s.InputFocused })
		noProblems(t, tab)
	})

	// The list of results scrolls, and Chromium makes a scroller with
	// nothing focusable inside a Tab stop of its own: there the arrows only
	// scroll and Enter picks nothing. Tab and Shift-Tab from the input must
	// go past it to the dialog's next control, which in this dialog of one
	// control is the input again, with the same option active and the arrows
	// still moving it.
	t.Run("tab-skips-the-list", func(t *testing.T) {
		tab, ctx := openPage(t, "overview")
		do(t, ctx, "Ctrl+K", searchCtrlK)
		searchOpen(t, ctx)
		do(t, ctx, "typing arrow_", chromedp.KeyEvent("arrow_"))
		poll(t, ctx, failAfter5s, searchNow, "more results than the list shows", func(s searchState) bool { return len(s.Results) > 10 && s.ActiveInListbox })
		for i, key := range []struct {
			name string
			ev   chromedp.Action[chromedp.Void]
		}{
			{"Tab", chromedp.KeyEvent(kb.Tab)},
			{"Shift+Tab", chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift))},
		} {
			do(t, ctx, "ArrowDown", chromedp.KeyEvent(kb.ArrowDown))
			s := poll(t, ctx, failAfter5s, searchNow, fmt.Sprintf("result %d active", i+2), func(s searchState) bool { return s.Active == resultHref(s.Results[i+1]) })
			do(t, ctx, key.name, key.ev)
			s = poll(t, ctx, failAfter5s, searchNow, "the focus settled after "+key.name, func(s searchState) bool {
				return s.FocusInListbox || s.Focused != "" && !strings.HasPrefix(s.Focused, "span:")
			})
			if s.FocusInListbox || !s.InputFocused {
				t.Fatalf("%s from the input focused %q (in the list of results: %v); want the dialog's next control, its input again", key.name, s.Focused, s.FocusInListbox)
			}
			if want := resultHref(s.Results[i+1]); s.Active != want || s.Expanded != "true" {
				t.Fatalf("after %s, aria-expanded=%q and the active result is %q; want %q, as before", key.name, s.Expanded, s.Active, want)
			}
		}
		noProblems(t, tab)
	})

	t.Run("no-results", func(t *testing.T) {
		tab, ctx := openPage(t, "overview")
		do(t, ctx, "Ctrl+K", searchCtrlK)
		searchOpen(t, ctx)
		do(t, ctx, "typing nonsense", chromedp.KeyEvent("qqqxyzzy"))
		poll(t, ctx, failAfter5s, searchNow, "no results, said so", func(s searchState) bool {
			return len(s.Results) == 0 && s.Expanded == "false" && s.Status == "No results for “qqqxyzzy”"
		})
		noProblems(t, tab)
	})

	t.Run("slash-and-escape", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-button")
		// Focus a control of the page first: Escape must bring the focus back to it.
		do(t, ctx, "Tab to the first control", chromedp.KeyEvent(kb.Tab))
		before := poll(t, ctx, failAfter5s, searchNow, "a focused control", func(s searchState) bool { return s.Focused != "" })
		do(t, ctx, "/", searchSlash)
		searchOpen(t, ctx)
		do(t, ctx, "Escape", chromedp.KeyEvent(kb.Escape))
		poll(t, ctx, failAfter5s, searchNow, fmt.Sprintf("the dialog closed and the focus back on %q", before.Focused), func(s searchState) bool {
			return !s.Open && s.Focused == before.Focused
		})
		noProblems(t, tab)
	})
}

// resultHref is where a result, as interactions-search.js spells it ("kind /path#anchor"), leads.
func resultHref(result string) string {
	_, href, _ := strings.Cut(result, " ")
	return href
}
