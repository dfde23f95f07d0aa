package a11y

import (
	"strings"
	"testing"
)

func TestTree(t *testing.T) {
	page := []Node{
		{ID: "1", Role: "RootWebArea", Name: "Modal · Tessera", Children: []string{"2", "3", "9"}, DOM: 1},
		{ID: "2", Role: "link", Name: "Skip to main content", Props: map[string]string{"focusable": "true"}, Children: []string{"20"}},
		{ID: "20", Role: "StaticText", Name: "Skip to main content", Children: []string{"21"}},
		{ID: "21", Role: "InlineTextBox", Name: "Skip to main content"},
		{ID: "3", Role: "main", Children: []string{"4"}, DOM: 30},
		{ID: "4", Role: "generic", Children: []string{"5", "6", "7", "8"}, DOM: 40},
		{ID: "5", Role: "heading", Name: "Modal", Props: map[string]string{"level": "1"}},
		{ID: "6", Ignored: true, Role: "none", Children: []string{"61"}},
		{ID: "61", Role: "checkbox", Name: "Notify me", Props: map[string]string{"checked": "false", "invalid": "false", "required": "true"}},
		{ID: "7", Role: "LabelText", Children: []string{"71"}},
		{ID: "71", Role: "textbox", Name: "メール", Value: "a@b", Desc: "Where we write", Props: map[string]string{"invalid": "true", "focusable": "true"}},
		{ID: "8", Role: "listitem", Props: map[string]string{"level": "1"}},
		{ID: "9", Role: "list", Props: map[string]string{"live": "polite", "atomic": "false", "relevant": "additions text"}},
	}
	tests := []struct {
		name   string
		nodes  []Node
		dom    int64
		want   string
		wantOK bool
	}{
		{"the page", page, 0, `- link "Skip to main content"
- main
  - heading "Modal" [level=1]
  - checkbox "Notify me" [checked=false, required]
  - textbox "メール" [invalid, value="a@b", description="Where we write"]
  - listitem
- list [live=polite, atomic=false, relevant=additions text]
`, true},
		{"below a DOM node", page, 40, `- heading "Modal" [level=1]
- checkbox "Notify me" [checked=false, required]
- textbox "メール" [invalid, value="a@b", description="Where we write"]
- listitem
`, true},
		{"a DOM node with no accessibility node", page, 99, "", false},
		{"a named generic shows", []Node{{ID: "1", Children: []string{"2"}, Role: "RootWebArea"}, {ID: "2", Role: "generic", Name: "Toolbar-ish"}}, 0, "- generic \"Toolbar-ish\"\n", true},
		{"a child id with no node is left out", []Node{{ID: "1", Children: []string{"2", "3"}, Role: "RootWebArea"}, {ID: "2", Role: "button", Name: "Go"}}, 0, "- button \"Go\"\n", true},
		{"a dialog and its states", []Node{
			{ID: "1", Role: "RootWebArea", Children: []string{"2", "3"}},
			{ID: "2", Role: "button", Name: "Open", Props: map[string]string{"hasPopup": "dialog", "expanded": "true"}},
			{ID: "3", Role: "dialog", Name: "Archive", Props: map[string]string{"modal": "true"}, Children: []string{"4"}},
			{ID: "4", Role: "option", Name: "One", Props: map[string]string{"selected": "true", "disabled": "true", "current": "false"}},
		}, 0, "- button \"Open\" [haspopup=dialog, expanded]\n- dialog \"Archive\" [modal]\n  - option \"One\" [selected, disabled]\n", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Tree(tt.nodes, tt.dom)
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("Tree(dom %d) = %v,\n%s\nwant %v,\n%s", tt.dom, ok, got, tt.wantOK, tt.want)
			}
		})
	}
}

func TestBranch(t *testing.T) {
	nodes := []Node{
		{ID: "1", Role: "RootWebArea", Children: []string{"2", "5"}},
		{ID: "2", Role: "dialog", Name: "Archive", Props: map[string]string{"modal": "true"}, Children: []string{"3"}, DOM: 20},
		{ID: "3", Role: "button", Name: "Close", DOM: 30},
		{ID: "5", Role: "generic", Children: []string{"6"}, DOM: 50},
		{ID: "6", Role: "menu", Name: "Actions", DOM: 60},
	}
	tests := []struct {
		dom  int64
		want string
	}{
		{20, "- dialog \"Archive\" [modal]\n  - button \"Close\"\n"},
		{50, "- menu \"Actions\"\n"}, // a nameless wrapper gets no line of its own
	}
	for _, tt := range tests {
		if got, ok := Branch(nodes, tt.dom); !ok || got != tt.want {
			t.Errorf("Branch(dom %d) = %v,\n%s\nwant\n%s", tt.dom, ok, got, tt.want)
		}
	}
}

func TestPath(t *testing.T) {
	got := Path([]Stop{{Role: "link", Name: "Skip to main content"}, {Role: "button", Name: "Open the modal", Example: "basic"}, {Role: "textbox"}})
	want := strings.Join([]string{`link "Skip to main content"`, `button "Open the modal" in basic`, `textbox`, ""}, "\n")
	if got != want {
		t.Errorf("Path = %q, want %q", got, want)
	}
}

func TestStatePath(t *testing.T) {
	closeIt, save := Stop{Role: "button", Name: "Close"}, Stop{Role: "button", Name: "Save"}
	tests := []struct {
		key   string
		stops []Stop
		how   string
		to    Stop
		want  string
	}{
		{"Tab", []Stop{closeIt, save}, BackTo, closeIt, "press Tab\nbutton \"Close\"\nbutton \"Save\"\nthen back to button \"Close\"\n"},
		{"ArrowDown", []Stop{{Role: "option", Name: "Brass"}}, Stays, Stop{}, "press ArrowDown\noption \"Brass\"\nthen stays\n"},
		{"Tab", []Stop{save}, OutTo, Stop{Role: "button", Name: "Actions", Example: "click"}, "press Tab\nbutton \"Save\"\nthen out to button \"Actions\" in click\n"},
	}
	for _, tt := range tests {
		if got := StatePath(tt.key, tt.stops, tt.how, tt.to); got != tt.want {
			t.Errorf("StatePath(%s, %v, %s) = %q, want %q", tt.key, tt.stops, tt.how, got, tt.want)
		}
	}
}
