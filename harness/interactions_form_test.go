package harness

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/tessera-ds/tessera/harness/browser"
)

// formState is what interactions-form.js reads from an example.
type formState struct {
	scriptError
	Modals         int      `json:"modals"`
	Title          string   `json:"title"`
	Sections       []string `json:"sections"`
	Items          []string `json:"items"`
	FormState      string   `json:"formState"`
	SubmitDisabled bool     `json:"submitDisabled"`
	Messages       []string `json:"messages"`
	Result         string   `json:"result"`
	Focused        string   `json:"focused"`
	FocusInExample bool     `json:"focusInExample"`
	InlineState    string   `json:"inlineState"`
	InlineText     string   `json:"inlineText"`
	InlineInput    string   `json:"inlineInput"`
	InputFocused   bool     `json:"inputFocused"`
}

// formIn reads the state of example.
func formIn(example string) jsCall[formState] {
	return js[formState]("interactions-form", "state", example)
}

// formPage opens a tab at 1280 px on the component page with the slug, in
// en-US. The tab saves data, so no link prefetches another page's chunk:
// what the page reports comes from its own examples.
func formPage(t *testing.T, slug string) (*browser.Tab, context.Context) {
	t.Helper()
	tab, ctx, st := behaviourTab(t, 1280, true)
	loadPage(t, tab, ctx, st, slug, "en-US")
	return tab, ctx
}

// TestInteractionsForm checks in Chromium what the form and the inline edit
// do with a real keyboard and mouse: Enter in a field of a form that an error
// blocks opens the popup with every message, and nothing is submitted; the
// inline edit confirms on Enter, cancels on Escape and commits on a click
// outside.
func TestInteractionsForm(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	t.Run("blocked-submission-popup", func(t *testing.T) {
		tab, ctx := formPage(t, "usage-components-form")
		const example = "form-popup"
		poll(t, ctx, failAfter5s, formIn(example), "an invalid form with a disabled submit button and no popup", func(s formState) bool {
			return s.FormState == "invalid" && s.SubmitDisabled && s.Modals == 0 && len(s.Messages) == 0
		})
		const first = `[data-example="form-popup"] form input`
		focus(t, ctx, first, js[focusResult]("interactions-form", "focus", first))
		do(t, ctx, "Enter in the first field", chromedp.KeyEvent(kb.Enter))
		wantItems := []string{"Full name: This field is required", "Email: Enter an address like name@example.com", "Phone: No country code: +49 is assumed"}
		s := poll(t, ctx, failAfter5s, formIn(example), fmt.Sprintf("the popup listing %q", wantItems), func(s formState) bool {
			return s.Modals == 1 && strings.Join(s.Items, " | ") == strings.Join(wantItems, " | ")
		})
		if s.Title != "Form Submission Not Allowed" || strings.Join(s.Sections, ",") != "Errors,Warnings" || s.FormState != "blocked" {
			t.Errorf("popup titled %q with sections %q, form %q; want “Form Submission Not Allowed”, Errors,Warnings, blocked", s.Title, s.Sections, s.FormState)
		}
		if s.Result != "nothing yet" {
			t.Errorf("onSubmit received %q, want nothing", s.Result)
		}
		do(t, ctx, "closing the popup", chromedp.Click(chromedp.CSS(`[data-modal] footer button`)))
		s = poll(t, ctx, failAfter5s, formIn(example), "the popup closed, the focus back in the first field, every message shown", func(s formState) bool {
			return s.Modals == 0 && s.FocusInExample && s.Focused == "Full name *" && len(s.Messages) == 3
		})
		if s.FormState != "invalid" {
			t.Errorf("form %q after closing, want invalid", s.FormState)
		}
		noProblems(t, tab)
	})

	t.Run("inline-edit", func(t *testing.T) {
		tab, ctx := formPage(t, "usage-components-field-inline-edit")
		const example = "inline-basic"
		const view = `[data-example="inline-basic"] [data-inline-edit-view]`
		poll(t, ctx, failAfter5s, formIn(example), "the text shown", func(s formState) bool {
			return s.InlineState == "editable" && s.InlineText == "Spring catalogue"
		})
		steps := []struct {
			name   string
			action chromedp.Action[chromedp.Void]
			want   string
			ok     func(formState) bool
		}{
			{"click on the text", chromedp.Click(chromedp.CSS(view)), "editing with the text in the focused field",
				func(s formState) bool {
					return s.InlineState == "editing" && s.InlineInput == "Spring catalogue" && s.InputFocused
				}},
			{"typing", chromedp.KeyEvent(" 2025"), "the typed text in the field",
				func(s formState) bool { return s.InlineInput == "Spring catalogue 2025" }},
			{"Enter confirms", chromedp.KeyEvent(kb.Enter), "the new text shown, focused",
				func(s formState) bool {
					return s.InlineState == "editable" && s.InlineText == "Spring catalogue 2025" && s.FocusInExample
				}},
			{"Enter on the text edits again", chromedp.KeyEvent(kb.Enter), "editing",
				func(s formState) bool { return s.InlineState == "editing" && s.InputFocused }},
			{"typing", chromedp.KeyEvent(" draft"), "the typed text in the field",
				func(s formState) bool { return s.InlineInput == "Spring catalogue 2025 draft" }},
			{"Escape cancels", chromedp.KeyEvent(kb.Escape), "the text as it was",
				func(s formState) bool { return s.InlineState == "editable" && s.InlineText == "Spring catalogue 2025" }},
			{"click on the text", chromedp.Click(chromedp.CSS(view)), "editing",
				func(s formState) bool { return s.InlineState == "editing" && s.InputFocused }},
			{"typing", chromedp.KeyEvent("!"), "the typed text in the field",
				func(s formState) bool { return s.InlineInput == "Spring catalogue 2025!" }},
			{"click outside commits", chromedp.Click(chromedp.CSS(`article h1`)), "the new text shown",
				func(s formState) bool { return s.InlineState == "editable" && s.InlineText == "Spring catalogue 2025!" }},
		}
		for _, st := range steps {
			do(t, ctx, st.name, st.action)
			poll(t, ctx, failAfter5s, formIn(example), st.name+": "+st.want, st.ok)
		}
		noProblems(t, tab)
	})
}
