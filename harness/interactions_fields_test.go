package harness

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// fieldsState is what interactions-fields.js reads from a number field example.
type fieldsState struct {
	scriptError
	Focused          bool   `json:"focused"`
	Value            string `json:"value"`
	ValueNow         string `json:"valueNow"`
	Invalid          string `json:"invalid"`
	State            string `json:"state"`
	IncreaseDisabled *bool  `json:"increaseDisabled"`
	DecreaseDisabled *bool  `json:"decreaseDisabled"`
}

// fieldsIn reads the state of the number field of example.
func fieldsIn(example string) jsCall[fieldsState] {
	return js[fieldsState]("interactions-fields", "state", example)
}

// fieldsClear empties the focused field with Backspace, key by key, as a person would.
func fieldsClear(t *testing.T, ctx context.Context, example string) {
	t.Helper()
	focus(t, ctx, "the spin button of "+example, js[focusResult]("interactions-fields", "focus", example)) // the caret at the end
	n := len([]rune(call(t, ctx, fieldsIn(example)).Value))
	for range n {
		do(t, ctx, "Backspace", chromedp.KeyEvent(kb.Backspace))
	}
	if s := poll(t, ctx, judgeAfter2s, fieldsIn(example), "an empty field", func(s fieldsState) bool { return s.Value == "" }); s.Value != "" {
		t.Fatalf("clearing %s: the field still holds %q", example, s.Value)
	}
}

// fieldsTypeCase is text typed key by key into an empty number field, and the text that must be left.
type fieldsTypeCase struct {
	name, typed, want string
}

// fieldsType types each case into the example's field with real key events
// and checks that the refused keystrokes left the text as it was.
func fieldsType(t *testing.T, ctx context.Context, example string, cases []fieldsTypeCase) {
	t.Helper()
	for _, c := range cases {
		fieldsClear(t, ctx, example)
		do(t, ctx, "typing "+c.typed, chromedp.KeyEvent(c.typed))
		got := poll(t, ctx, judgeAfter2s, fieldsIn(example), c.name, func(s fieldsState) bool { return s.Value == c.want })
		if got.Value != c.want || !got.Focused {
			t.Errorf("%s: typing %q left %q (focused %v); want %q", c.name, c.typed, got.Value, got.Focused, c.want)
		}
		if got.Invalid == "true" {
			t.Errorf("%s: typing %q left an invalid field (%+v)", c.name, c.typed, got)
		}
	}
}

// TestInteractionsFields checks in Chromium, with real key events, that the
// number field refuses keystrokes that would break its typing rules (a
// leading zero, a decimal past decimalPlaces, a second minus, a letter) in
// en-US and in de-DE with its decimal comma, and that its steppers are
// disabled at the limits; runs axe on the examples of the text-like fields, and
// renders the playground of every field type.
func TestInteractionsFields(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	const slug = "usage-components-form-fields"

	t.Run("number-typing", func(t *testing.T) {
		tab, ctx := openPage(t, slug)
		fieldsType(t, ctx, "number-typing", []fieldsTypeCase{
			{"a leading zero", "01", "0"},
			{"a fourth decimal", "1.2345", "1.234"},
			{"a second minus", "--1", "-1"},
			{"a letter", "a", ""},
			{"letters among digits", "1a2b", "12"},
			{"a second separator", "1.2.3", "1.23"},
			{"a negative decimal", "-0.5", "-0.5"},
		})
		do(t, ctx, "Tab", chromedp.KeyEvent(kb.Tab))
		if s := poll(t, ctx, judgeAfter2s, fieldsIn("number-typing"), "the field left", func(s fieldsState) bool { return !s.Focused }); s.Value != "-0.5" || s.ValueNow != "-0.5" || s.State != "filled" {
			t.Errorf("after leaving the field: %+v; want -0.5, filled", s)
		}
		noProblems(t, tab)
	})

	t.Run("number-typing-de", func(t *testing.T) {
		tab, ctx, st := behaviourTab(t, 1280, false)
		loadPage(t, tab, ctx, st, slug, "de-DE")
		fieldsType(t, ctx, "number-typing", []fieldsTypeCase{
			{"the decimal comma", "1,25", "1,25"},
			{"a point as well", "1.5", "1.5"},
			{"a comma after a point", "1.5,2", "1.52"},
			{"a fourth decimal", "0,1234", "0,123"},
		})
		do(t, ctx, "Tab", chromedp.KeyEvent(kb.Tab))
		if s := poll(t, ctx, judgeAfter2s, fieldsIn("number-typing"), "the field left", func(s fieldsState) bool { return !s.Focused }); s.Value != "0,123" || s.ValueNow != "0.123" {
			t.Errorf("after leaving the field: %+v; want 0,123 (aria-valuenow 0.123)", s)
		}
		noProblems(t, tab)
	})

	t.Run("axe", func(t *testing.T) {
		tab, ctx := openPage(t, slug)
		axe, err := LoadAxe(repoRoot(t))
		if err != nil {
			t.Fatal(err)
		}
		// One run over every example: axe flattens the whole document on
		// each run, so a run per example did that 11 times (7 to 13 s, and
		// past the tab's 60 s on a loaded machine); one run takes about 1 s
		// and checks the same nodes, each violation naming its node.
		var examples []string
		for _, ex := range []string{"text-basic", "states", "sizes", "required-optional", "validators", "text-area", "password", "number-basic", "number-limits", "currency-basic", "currency-map"} {
			examples = append(examples, `[data-example="`+ex+`"]`)
		}
		vs, err := axe.Run(ctx, strings.Join(examples, ", "))
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range vs {
			t.Errorf("axe on the fields' examples: %s", v)
		}
		noProblems(t, tab)
	})

	t.Run("playground", func(t *testing.T) {
		tab, ctx := openPage(t, slug)
		type picker struct {
			scriptError
			Focused    bool     `json:"focused"`
			Kind       string   `json:"kind"`
			Kinds      []string `json:"kinds"`
			Playground string   `json:"playground"`
			Live       bool     `json:"live"`
		}
		pickerNow := js[picker]("interactions-fields", "picker", "")
		p := call(t, ctx, pickerNow)
		if len(p.Kinds) < 5 || p.Kinds[0] != "TextField" || p.Playground != "TextField" || !p.Live {
			t.Fatalf("at load: %+v; want TextField first, its playground running", p)
		}
		// ArrowDown on the focused picker moves to the next type: each one's playground must render a field.
		for _, want := range p.Kinds[1:] {
			do(t, ctx, "ArrowDown to "+want, chromedp.KeyEvent(kb.ArrowDown))
			got := poll(t, ctx, judgeAfter2s, pickerNow, "the playground of "+want, func(p picker) bool { return p.Playground == want && p.Live })
			if got.Kind != want || got.Playground != want || !got.Live {
				t.Errorf("after ArrowDown to %s: %+v", want, got)
			}
		}
		noProblems(t, tab)
	})

	t.Run("number-steppers", func(t *testing.T) {
		tab, ctx := openPage(t, slug)
		const ex = "number-limits"
		s := call(t, ctx, fieldsIn(ex))
		if s.Value != "8" || s.IncreaseDisabled == nil || !*s.IncreaseDisabled || s.DecreaseDisabled == nil || *s.DecreaseDisabled {
			t.Fatalf("at load: %+v; want 8 with Increase disabled, Decrease enabled", s)
		}
		focus(t, ctx, "the spin button of "+ex, js[focusResult]("interactions-fields", "focus", ex))
		steps := []struct {
			name, key, want string
			incDisabled     bool
		}{
			{"ArrowDown", kb.ArrowDown, "7", false},
			{"ArrowUp back to the maximum", kb.ArrowUp, "8", true},
			{"ArrowUp at the maximum", kb.ArrowUp, "8", true},
		}
		for _, step := range steps {
			do(t, ctx, step.name, chromedp.KeyEvent(step.key))
			got := poll(t, ctx, judgeAfter2s, fieldsIn(ex), step.name, func(s fieldsState) bool { return s.Value == step.want && *s.IncreaseDisabled == step.incDisabled })
			if got.Value != step.want || *got.IncreaseDisabled != step.incDisabled {
				t.Errorf("%s: %+v; want %s, Increase disabled %v", step.name, got, step.want, step.incDisabled)
			}
		}
		// A typed value out of range is an error, not a refused keystroke.
		fieldsClear(t, ctx, ex)
		do(t, ctx, "typing 12", chromedp.KeyEvent("12"))
		got := poll(t, ctx, judgeAfter2s, fieldsIn(ex), "an invalid field", func(s fieldsState) bool { return s.Invalid == "true" })
		if got.Value != "12" || got.Invalid != "true" || got.State != "error" || !*got.IncreaseDisabled {
			t.Errorf("after typing 12 into a field of 1 to 8: %+v; want 12, invalid, error, Increase disabled", got)
		}
		noProblems(t, tab)
	})
}
