package harness

import "testing"

func TestAxeScope(t *testing.T) {
	withExamples := Facts{Examples: []Example{{}}}
	tests := []struct {
		name  string
		cell  Cell
		facts Facts
		want  string
	}{
		{"base cell: the whole page", Cell{Theme: BaseTheme, Locale: BaseLocale}, withExamples, ""},
		{"theme cell: the navbar", Cell{Theme: "dark", Locale: BaseLocale}, withExamples, NavbarSelector},
		{"theme and locale cell: the navbar", Cell{Theme: "dark", Locale: "de-DE"}, withExamples, NavbarSelector},
		{"locale cell: the examples", Cell{Theme: BaseTheme, Locale: "ja-JP"}, withExamples, ExampleSelector},
		{"locale cell without examples: the whole page", Cell{Theme: BaseTheme, Locale: "ja-JP"}, Facts{}, ""},
	}
	for _, tt := range tests {
		if got := AxeScope(tt.cell, tt.facts); got != tt.want {
			t.Errorf("%s: AxeScope = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestCheckFactsExamples(t *testing.T) {
	route := Route{Slug: "usage-components-tag", Path: "/usage/components/tag", Title: "Tag"}
	c := Cell{Route: route, Width: 1280, Theme: BaseTheme, Locale: "de-DE"}
	base := Facts{Location: c.Path("/tessera"), Title: "Tag · Tessera", Lang: BaseLocale}
	tests := []struct {
		name    string
		example Example
		want    string
	}{
		{"a whole example", Example{ID: "colors", Lang: "de-DE", Live: true}, ""},
		{"no live part", Example{ID: "colors", Lang: "de-DE"}, `example "colors" does not have exactly one live part ([data-example-live]) as its child`},
		{"another locale", Example{ID: "colors", Lang: "en-US", Live: true}, `example "colors" has lang="en-US", want "de-DE"`},
		{"no id", Example{Lang: "de-DE", Live: true}, "an example block has an empty data-example id"},
	}
	for _, tt := range tests {
		f := base
		f.Examples = []Example{tt.example}
		got := CheckFacts(c, "/tessera", f)
		if tt.want == "" && len(got) > 0 || tt.want != "" && (len(got) != 1 || got[0] != tt.want) {
			t.Errorf("%s: CheckFacts() = %q, want [%q]", tt.name, got, tt.want)
		}
	}
}
