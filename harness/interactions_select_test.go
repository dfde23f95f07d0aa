package harness

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// selectState is what interactions-select.js reads from a select example.
type selectState struct {
	scriptError
	Focused         bool   `json:"focused"`
	Expanded        string `json:"expanded"`
	State           string `json:"state"`
	Value           string `json:"value"`
	Active          string `json:"active"`
	ActiveInListbox bool   `json:"activeInListbox"`
	Listbox         string `json:"listbox"`
	Multiselectable string `json:"multiselectable"`
	Options         string `json:"options"`
	Selected        string `json:"selected"`
	Tags            string `json:"tags"`
}

// selectIn reads the state of the select of example.
func selectIn(example string) jsCall[selectState] {
	return js[selectState]("interactions-select", "state", example)
}

// selectTabInto focuses the tab stop before the example's combobox and presses Tab.
func selectTabInto(t *testing.T, ctx context.Context, example string) {
	t.Helper()
	focus(t, ctx, "the tab stop before "+example, js[focusResult]("interactions-select", "focusBefore", example))
	do(t, ctx, "Tab into "+example, chromedp.KeyEvent(kb.Tab))
}

// selectStep is a key pressed on a select, and what the select should then show.
type selectStep struct {
	name string
	key  string
	want func(selectState) bool
	desc string
}

// selectRun presses each step's key and checks the state it leads to.
func selectRun(t *testing.T, ctx context.Context, example string, steps []selectStep) {
	t.Helper()
	for _, step := range steps {
		do(t, ctx, step.name, chromedp.KeyEvent(step.key))
		got := poll(t, ctx, judgeAfter2s, selectIn(example), step.desc, step.want)
		if !step.want(got) {
			t.Errorf("%s: got %+v; want %s", step.name, got, step.desc)
		}
		if got.Expanded == "true" && !got.ActiveInListbox && got.Active != "" {
			t.Errorf("%s: aria-activedescendant does not name an option of the listbox the combobox controls", step.name)
		}
	}
}

// selectAxe runs axe on the open select: its example and its dropdown in the floating layer.
func selectAxe(t *testing.T, ctx context.Context, example string) {
	t.Helper()
	axe, err := LoadAxe(repoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	// One run over both: axe flattens the whole document on each run.
	vs, err := axe.Run(ctx, `[data-example="`+example+`"], [data-select-popup]`)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		t.Errorf("axe on the open select (its example and its dropdown): %s", v)
	}
}

// highlighting says the dropdown is open with option highlighted.
func highlighting(option string) func(selectState) bool {
	return func(s selectState) bool { return s.Focused && s.Expanded == "true" && s.Active == option }
}

// TestInteractionsSelect checks by keyboard only, in Chromium, the single and
// multi select examples of the form fields page: Tab opens the dropdown, the
// arrows move the highlight cyclically past the disabled option, Enter picks
// (a single select closes, a multi select stays open), Backspace on the empty
// query removes the last tag, Escape closes.
func TestInteractionsSelect(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	const slug = "usage-components-form-fields"

	t.Run("multi-keyboard", func(t *testing.T) {
		tab, ctx := openPage(t, slug)
		const ex = "select-multi"
		if s := call(t, ctx, selectIn(ex)); s.Expanded != "false" || s.State != "closed" || s.Tags != "Copper" {
			t.Fatalf("at load: %+v; want closed with the tag Copper", s)
		}
		selectTabInto(t, ctx, ex)
		s := poll(t, ctx, judgeAfter2s, selectIn(ex), "Aluminium highlighted", highlighting("Aluminium"))
		if !s.Focused || s.Expanded != "true" || s.State != "open" || s.Listbox != "listbox" || s.Multiselectable != "true" {
			t.Fatalf("after Tab: %+v; want the combobox focused and expanded, controlling a multiselectable listbox", s)
		}
		if s.Active != "Aluminium" || s.Options != "Aluminium|Brass|Copper|Stainless steel|Titanium" || s.Selected != "Copper" {
			t.Fatalf("after Tab: highlight %q, options %q, selected %q; want Aluminium, the five materials sorted, Copper", s.Active, s.Options, s.Selected)
		}
		selectAxe(t, ctx, ex)
		selectRun(t, ctx, ex, []selectStep{
			{"ArrowDown", kb.ArrowDown, highlighting("Brass"), "Brass highlighted"},
			{"ArrowDown", kb.ArrowDown, highlighting("Copper"), "Copper highlighted"},
			{"ArrowDown", kb.ArrowDown, highlighting("Stainless steel"), "Stainless steel highlighted"},
			{"ArrowDown past the end (and the disabled Titanium) back to the start", kb.ArrowDown, highlighting("Aluminium"), "Aluminium highlighted"},
			{"ArrowUp before the start to the end", kb.ArrowUp, highlighting("Stainless steel"), "Stainless steel highlighted"},
			{"ArrowDown again", kb.ArrowDown, highlighting("Aluminium"), "Aluminium highlighted"},
			{"Enter picks, the dropdown stays open", kb.Enter, func(s selectState) bool {
				return s.Tags == "Copper|Aluminium" && s.Expanded == "true" && s.Focused && s.Selected == "Aluminium|Copper"
			}, "tags Copper|Aluminium, still open"},
			{"Backspace on the empty query removes the last tag", kb.Backspace, func(s selectState) bool {
				return s.Tags == "Copper" && s.Expanded == "true" && s.Focused && s.Selected == "Copper"
			}, "tags Copper, still open"},
			{"Backspace again", kb.Backspace, func(s selectState) bool { return s.Tags == "" && s.Focused }, "no tags"},
			{"Escape closes", kb.Escape, func(s selectState) bool {
				return s.Expanded == "false" && s.State == "closed" && s.Focused && s.Listbox == ""
			}, "closed, focus kept"},
			{"ArrowDown opens again", kb.ArrowDown, highlighting("Aluminium"), "open, Aluminium highlighted"},
			{"Enter picks", kb.Enter, func(s selectState) bool { return s.Tags == "Aluminium" && s.Expanded == "true" }, "tags Aluminium, open"},
		})
		noProblems(t, tab)
	})

	t.Run("single-keyboard", func(t *testing.T) {
		tab, ctx := openPage(t, slug)
		const ex = "select-single"
		selectTabInto(t, ctx, ex)
		s := poll(t, ctx, judgeAfter2s, selectIn(ex), "Aluminium highlighted", highlighting("Aluminium"))
		if !s.Focused || s.Expanded != "true" || s.Listbox != "listbox" || s.Multiselectable != "" {
			t.Fatalf("after Tab: %+v; want the combobox focused and expanded, controlling a single-select listbox", s)
		}
		selectRun(t, ctx, ex, []selectStep{
			{"ArrowDown", kb.ArrowDown, highlighting("Brass"), "Brass highlighted"},
			{"ArrowDown", kb.ArrowDown, highlighting("Copper"), "Copper highlighted"},
			{"ArrowDown", kb.ArrowDown, highlighting("Stainless steel"), "Stainless steel highlighted"},
			{"ArrowDown past the end back to the start", kb.ArrowDown, highlighting("Aluminium"), "Aluminium highlighted"},
			{"ArrowDown", kb.ArrowDown, highlighting("Brass"), "Brass highlighted"},
			{"Enter picks and closes", kb.Enter, func(s selectState) bool {
				return s.Value == "Brass" && s.Expanded == "false" && s.State == "closed" && s.Focused
			}, "value Brass, closed, focus kept"},
			{"ArrowDown opens at the value", kb.ArrowDown, func(s selectState) bool {
				return s.Expanded == "true" && s.Active == "Brass" && s.Selected == "Brass"
			}, "open, Brass highlighted and selected"},
			{"Escape closes and keeps the value", kb.Escape, func(s selectState) bool { return s.Expanded == "false" && s.Value == "Brass" }, "closed with Brass"},
		})
		noProblems(t, tab)
	})
}
