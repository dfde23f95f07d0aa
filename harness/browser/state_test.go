package browser

import (
	"strings"
	"testing"
)

func TestParseStates(t *testing.T) {
	tests := []struct {
		raw  string
		want string // what the error holds; "" for none
		n    int
	}{
		{raw: "", n: 0},
		{raw: `[{"id":"open","steps":[{"click":{"role":"button","name":"Open"}},{"waitFor":{"role":"dialog"}}]}]`, n: 1},
		{raw: `[{"id":"focus-page","steps":[{"focus":{"role":"button","name":"Page 2"}}]},{"id":"typed","steps":[{"type":"x"},{"press":"Tab"}]}]`, n: 2},
		{raw: `{"id":"open"}`, want: "data-states is not a list of states"},
		{raw: `[{"id":"Open","steps":[{"press":"Enter"}]}]`, want: `state "Open": an id is lowercase words joined by '-'`},
		{raw: `[{"id":"a","steps":[{"press":"Enter"}]},{"id":"a","steps":[{"press":"Enter"}]}]`, want: `state "a": an id is lowercase words joined by '-', unique in the example`},
		{raw: `[{"id":"open","steps":[]}]`, want: `state "open" has no steps`},
		{raw: `[{"id":"open","steps":[{"click":{"role":"button","name":"A"},"press":"Enter"}]}]`, want: `state "open", step 1: a step does exactly one of click, hover, focus, press, type, waitFor; this one does 2`},
		{raw: `[{"id":"open","steps":[{"press":"Enter"},{"hover":{"role":"button"}}]}]`, want: `state "open", step 2: hover button needs an accessible name`},
		{raw: `[{"id":"open","steps":[{"click":{"name":"A"}}]}]`, want: `state "open", step 1: a target needs a role`},
		{raw: `[{"id":"open","steps":[{"press":"F5"}]}]`, want: `state "open", step 1: press "F5": not a key the harness presses`},
	}
	for _, tt := range tests {
		got, err := ParseStates(tt.raw)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("ParseStates(%s): %v, want no error", tt.raw, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("ParseStates(%s): %v, want an error holding %q", tt.raw, err, tt.want)
		case tt.want == "" && len(got) != tt.n:
			t.Errorf("ParseStates(%s): %d states, want %d", tt.raw, len(got), tt.n)
		}
	}
}

func TestStepString(t *testing.T) {
	text := "Höhe 2"
	for _, tt := range []struct {
		step Step
		want string
	}{
		{Step{Click: &Target{Role: "button", Name: "Open"}}, `click button "Open"`},
		{Step{Focus: &Target{Role: "button", Name: "Page 2"}}, `focus button "Page 2" by Tab`},
		{Step{WaitFor: &Target{Role: "listbox"}}, "wait for listbox"},
		{Step{Type: &text}, `type "Höhe 2"`},
		{Step{Press: "ArrowDown"}, `press "ArrowDown"`},
	} {
		if got := tt.step.String(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}
