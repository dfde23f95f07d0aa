package harness

import (
	"image"
	"testing"
)

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

// TestUpdateRewritesWhatACheckReports checks that -update writes a baseline
// that is missing or that a check would fail, and keeps one that differs
// only by noise, so that running it twice leaves git clean.
func TestUpdateRewritesWhatACheckReports(t *testing.T) {
	base := readFixture(t, "base.png")
	tests := []struct {
		name        string
		baseline    *image.NRGBA // nil: none
		got         *image.NRGBA
		wantStatus  string
		wantWritten bool
	}{
		{"no baseline", nil, base, StatusWritten, true},
		{"identical", base, base, StatusPass, false},
		{"anti-aliasing noise", base, readFixture(t, "noise.png"), StatusPass, false},
		{"scattered single pixels", base, withDots(base), StatusPass, false},
		{"a 20x20 block", base, readFixture(t, "block.png"), StatusWritten, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			run := &Run{Store: Store{Dir: t.TempDir()}, Update: true, Pixels: true, Tolerance: DefaultTolerance, Timings: &Timings{}}
			c := Cell{Route: Route{Slug: "usage-components-tag"}, Width: 1280, Theme: BaseTheme, Locale: BaseLocale}
			key := CaptureKey(c, "")
			if tt.baseline != nil {
				if _, err := run.Store.Save(key, tt.baseline); err != nil {
					t.Fatal(err)
				}
			}
			cr := run.Walk(nil).judge(c, shot{key: key, img: tt.got, example: -1})
			if cr.Status != tt.wantStatus {
				t.Fatalf("judge() status = %q (%s), want %q", cr.Status, cr.Message, tt.wantStatus)
			}
			stored, err := run.Store.Load(key)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.baseline
			if tt.wantWritten {
				want = tt.got
			}
			if !Compare(want, stored, DefaultTolerance).Equal {
				t.Errorf("the stored baseline is not the %s image", map[bool]string{true: "captured", false: "old"}[tt.wantWritten])
			}
		})
	}
}
