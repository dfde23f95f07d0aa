package harness

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// fieldsState is what interactions-fields.js reads from a number field example.
type fieldsState struct {
	Error            string `json:"error"`
	Focused          bool   `json:"focused"`
	Value            string `json:"value"`
	ValueNow         string `json:"valueNow"`
	Invalid          string `json:"invalid"`
	State            string `json:"state"`
	IncreaseDisabled *bool  `json:"increaseDisabled"`
	DecreaseDisabled *bool  `json:"decreaseDisabled"`
}

// fieldsRead reads a number field example's state, failing the test on a missing example.
func fieldsRead(t *testing.T, ctx context.Context, example string) fieldsState {
	t.Helper()
	s, err := chromedp.Run(ctx, callScript[fieldsState]("interactions-fields", "state", example))
	if err != nil {
		t.Fatal(err)
	}
	if s.Error != "" {
		t.Fatal(s.Error)
	}
	return s
}

// fieldsWait polls a number field example for up to 2 s until ok holds, and returns the last state read.
func fieldsWait(t *testing.T, ctx context.Context, example string, ok func(fieldsState) bool) fieldsState {
	t.Helper()
	var last fieldsState
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		last = fieldsRead(t, ctx, example)
		if ok(last) {
			break
		}
	}
	return last
}

// fieldsFocus focuses the example's spin button with the caret at the end.
func fieldsFocus(t *testing.T, ctx context.Context, example string) {
	t.Helper()
	r, err := chromedp.Run(ctx, callScript[struct {
		Error   string `json:"error"`
		Focused bool   `json:"focused"`
	}]("interactions-fields", "focus", example))
	if err != nil {
		t.Fatal(err)
	}
	if r.Error != "" || !r.Focused {
		t.Fatalf("focusing the spin button of %s: %q, focused %v", example, r.Error, r.Focused)
	}
}

// fieldsClear empties the focused field with Backspace, key by key, as a person would.
func fieldsClear(t *testing.T, ctx context.Context, example string) {
	t.Helper()
	fieldsFocus(t, ctx, example)
	n := len([]rune(fieldsRead(t, ctx, example).Value))
	for i := 0; i < n; i++ {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Backspace)); err != nil {
			t.Fatal(err)
		}
	}
	if s := fieldsWait(t, ctx, example, func(s fieldsState) bool { return s.Value == "" }); s.Value != "" {
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
		if err := chromedp.Do(ctx, chromedp.KeyEvent(c.typed)); err != nil {
			t.Fatal(err)
		}
		got := fieldsWait(t, ctx, example, func(s fieldsState) bool { return s.Value == c.want })
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
	const slug = "usage-components-form-fields"

	t.Run("number-typing", func(t *testing.T) {
		tab, ctx := actionsPage(t, slug)
		fieldsType(t, ctx, "number-typing", []fieldsTypeCase{
			{"a leading zero", "01", "0"},
			{"a fourth decimal", "1.2345", "1.234"},
			{"a second minus", "--1", "-1"},
			{"a letter", "a", ""},
			{"letters among digits", "1a2b", "12"},
			{"a second separator", "1.2.3", "1.23"},
			{"a negative decimal", "-0.5", "-0.5"},
		})
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
			t.Fatal(err)
		}
		if s := fieldsWait(t, ctx, "number-typing", func(s fieldsState) bool { return !s.Focused }); s.Value != "-0.5" || s.ValueNow != "-0.5" || s.State != "filled" {
			t.Errorf("after leaving the field: %+v; want -0.5, filled", s)
		}
		actionsNoProblems(t, tab)
	})

	t.Run("number-typing-de", func(t *testing.T) {
		tab, ctx, st := behaviourTab(t, 1280, false)
		path := cellPath(st, slug, "default", "de-DE")
		if _, err := tab.Load(ctx, path); err != nil {
			t.Fatal(err)
		}
		waitState(t, ctx, slug, rendered(locationPath(path)))
		fieldsType(t, ctx, "number-typing", []fieldsTypeCase{
			{"the decimal comma", "1,25", "1,25"},
			{"a point as well", "1.5", "1.5"},
			{"a comma after a point", "1.5,2", "1.52"},
			{"a fourth decimal", "0,1234", "0,123"},
		})
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
			t.Fatal(err)
		}
		if s := fieldsWait(t, ctx, "number-typing", func(s fieldsState) bool { return !s.Focused }); s.Value != "0,123" || s.ValueNow != "0.123" {
			t.Errorf("after leaving the field: %+v; want 0,123 (aria-valuenow 0.123)", s)
		}
		actionsNoProblems(t, tab)
	})

	t.Run("axe", func(t *testing.T) {
		tab, ctx := actionsPage(t, slug)
		axe, err := LoadAxe(repoRoot(t))
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range []string{"text-basic", "states", "sizes", "required-optional", "validators", "text-area", "password", "number-basic", "number-limits", "currency-basic", "currency-map"} {
			vs, err := axe.Run(ctx, `[data-example="`+ex+`"]`)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range vs {
				t.Errorf("axe on %s: %s", ex, v)
			}
		}
		actionsNoProblems(t, tab)
	})

	t.Run("playground", func(t *testing.T) {
		tab, ctx := actionsPage(t, slug)
		type picker struct {
			Error      string   `json:"error"`
			Focused    bool     `json:"focused"`
			Kind       string   `json:"kind"`
			Kinds      []string `json:"kinds"`
			Playground string   `json:"playground"`
			Live       bool     `json:"live"`
		}
		read := func() picker {
			p, err := chromedp.Run(ctx, callScript[picker]("interactions-fields", "picker", ""))
			if err != nil {
				t.Fatal(err)
			}
			if p.Error != "" {
				t.Fatal(p.Error)
			}
			return p
		}
		p := read()
		if len(p.Kinds) < 5 || p.Kinds[0] != "TextField" || p.Playground != "TextField" || !p.Live {
			t.Fatalf("at load: %+v; want TextField first, its playground running", p)
		}
		// ArrowDown on the focused picker moves to the next type: each one's playground must render a field.
		for _, want := range p.Kinds[1:] {
			if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowDown)); err != nil {
				t.Fatal(err)
			}
			var got picker
			for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				if got = read(); got.Playground == want && got.Live {
					break
				}
			}
			if got.Kind != want || got.Playground != want || !got.Live {
				t.Errorf("after ArrowDown to %s: %+v", want, got)
			}
		}
		actionsNoProblems(t, tab)
	})

	t.Run("number-steppers", func(t *testing.T) {
		tab, ctx := actionsPage(t, slug)
		const ex = "number-limits"
		s := fieldsRead(t, ctx, ex)
		if s.Value != "8" || s.IncreaseDisabled == nil || !*s.IncreaseDisabled || s.DecreaseDisabled == nil || *s.DecreaseDisabled {
			t.Fatalf("at load: %+v; want 8 with Increase disabled, Decrease enabled", s)
		}
		fieldsFocus(t, ctx, ex)
		steps := []struct {
			name, key, want string
			incDisabled     bool
		}{
			{"ArrowDown", kb.ArrowDown, "7", false},
			{"ArrowUp back to the maximum", kb.ArrowUp, "8", true},
			{"ArrowUp at the maximum", kb.ArrowUp, "8", true},
		}
		for _, step := range steps {
			if err := chromedp.Do(ctx, chromedp.KeyEvent(step.key)); err != nil {
				t.Fatal(err)
			}
			got := fieldsWait(t, ctx, ex, func(s fieldsState) bool { return s.Value == step.want && *s.IncreaseDisabled == step.incDisabled })
			if got.Value != step.want || *got.IncreaseDisabled != step.incDisabled {
				t.Errorf("%s: %+v; want %s, Increase disabled %v", step.name, got, step.want, step.incDisabled)
			}
		}
		// A typed value out of range is an error, not a refused keystroke.
		fieldsClear(t, ctx, ex)
		if err := chromedp.Do(ctx, chromedp.KeyEvent("12")); err != nil {
			t.Fatal(err)
		}
		got := fieldsWait(t, ctx, ex, func(s fieldsState) bool { return s.Invalid == "true" })
		if got.Value != "12" || got.Invalid != "true" || got.State != "error" || !*got.IncreaseDisabled {
			t.Errorf("after typing 12 into a field of 1 to 8: %+v; want 12, invalid, error, Increase disabled", got)
		}
		actionsNoProblems(t, tab)
	})
}
