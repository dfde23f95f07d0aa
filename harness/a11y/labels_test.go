package a11y

import (
	"strings"
	"testing"
)

func TestParseLabels(t *testing.T) {
	got, err := ParseLabels([]byte(`{"button": {"moreActions": "More actions"}, "banner": {"type": {"info": "Information"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	want := Labels{"button.moreActions": "More actions", "banner.type.info": "Information"}
	if len(got) != len(want) || got["button.moreActions"] != want["button.moreActions"] || got["banner.type.info"] != want["banner.type.info"] {
		t.Errorf("got %v, want %v", got, want)
	}
	if _, err := ParseLabels([]byte(`{"count": 3}`)); err == nil {
		t.Error("a number among the strings parsed, want an error")
	}
}

func TestCheckLabels(t *testing.T) {
	en := Labels{"button.moreActions": "More actions", "banner.close": "Close message", "avatar.more": "{{count}} more"}
	enTree := `- main
  - heading "Button" [level=1]
  - button "More actions: Save" [haspopup=menu]
  - button "Close message"
  - list "3 more"
`
	tests := []struct {
		name string
		tree string
		want []string
	}{
		{"translated", `- main
  - heading "Button" [level=1]
  - button "その他の操作: Save" [haspopup=menu]
  - button "メッセージを閉じる"
  - list "他 3 人"
`, nil},
		{"a raw key", `- main
  - heading "Button" [level=1]
  - button "button.moreActions: Save" [haspopup=menu]
  - button "banner.close"
  - list "他 3 人"
`, []string{`locales/ja-JP.json: button "banner.close" is named by the raw key "banner.close"`}},
		{"an empty name", `- main
  - heading "Button" [level=1]
  - button [haspopup=menu]
  - button "メッセージを閉じる"
  - list
`, []string{
			`locales/ja-JP.json: button [haspopup=menu] has no name, where en-US names it "More actions: Save" (key button.moreActions)`,
			`locales/ja-JP.json: list has no name, where en-US names it "3 more" (key avatar.more)`,
		}},
		{"a line more, then an empty name", `- main
  - heading "Button" [level=1]
  - paragraph
  - button "その他の操作: Save" [haspopup=menu]
  - button
  - list "他 3 人"
`, []string{`locales/ja-JP.json: button has no name, where en-US names it "Close message" (key banner.close)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CheckLabels("locales/ja-JP.json", enTree, tt.tree, en)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d problems %q, want %q", len(got), got, tt.want)
			}
			for i := range got {
				if !strings.HasPrefix(got[i], tt.want[i]) {
					t.Errorf("problem %d is %q, want it to start with %q", i, got[i], tt.want[i])
				}
			}
		})
	}
}

// TestParseLineReadsLine holds CheckLabels' reading of a tree line to the
// way Line writes it.
func TestParseLineReadsLine(t *testing.T) {
	for _, n := range []Node{
		{Role: "button", Name: `Say "hi": now`, Props: map[string]string{"expanded": "false"}},
		{Role: "list", Props: map[string]string{"live": "polite"}},
		{Role: "heading", Name: "Returns", Props: map[string]string{"level": "2"}},
	} {
		l, ok := parseLine("    " + Line(n))
		if !ok || l.indent != 4 || l.role != n.Role || l.name != n.Name {
			t.Errorf("parseLine(%q) = %+v, %v; want indent 4, role %q, name %q", Line(n), l, ok, n.Role, n.Name)
		}
	}
}
