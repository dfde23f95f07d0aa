package harness

import (
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

func TestAxeScope(t *testing.T) {
	withExamples := browser.Facts{Examples: []browser.Example{{}}}
	tests := []struct {
		name  string
		cell  matrix.Cell
		facts browser.Facts
		want  string
	}{
		{"base cell: the whole page", matrix.Cell{Theme: matrix.BaseTheme, Locale: matrix.BaseLocale}, withExamples, ""},
		{"theme cell: the navbar", matrix.Cell{Theme: "dark", Locale: matrix.BaseLocale}, withExamples, NavbarSelector},
		{"theme and locale cell: the navbar", matrix.Cell{Theme: "dark", Locale: "de-DE"}, withExamples, NavbarSelector},
		{"locale cell: the examples", matrix.Cell{Theme: matrix.BaseTheme, Locale: "ja-JP"}, withExamples, ExampleSelector},
		{"locale cell without examples: the whole page", matrix.Cell{Theme: matrix.BaseTheme, Locale: "ja-JP"}, browser.Facts{}, ""},
	}
	for _, tt := range tests {
		if got := AxeScope(tt.cell, tt.facts); got != tt.want {
			t.Errorf("%s: AxeScope = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestCheckFactsExamples(t *testing.T) {
	route := matrix.Route{Slug: "usage-components-tag", Path: "/usage/components/tag", Title: "Tag"}
	c := matrix.Cell{Route: route, Width: 1280, Theme: matrix.BaseTheme, Locale: "de-DE"}
	base := browser.Facts{Location: c.Path("/tessera"), Title: "Tag · Tessera", Lang: matrix.BaseLocale}
	tests := []struct {
		name    string
		example browser.Example
		want    string
	}{
		{"a whole example", browser.Example{ID: "colors", Lang: "de-DE", Live: true, Top: 300, ReadyTop: new(300.0)}, ""},
		{"under a pixel from where it was at ready", browser.Example{ID: "colors", Lang: "de-DE", Live: true, Top: 300.5, ReadyTop: new(300.0)}, ""},
		{"no live part", browser.Example{ID: "colors", Lang: "de-DE", ReadyTop: new(0.0)}, `example "colors" does not have exactly one live part ([data-example-live]) as its child`},
		{"another locale", browser.Example{ID: "colors", Lang: "en-US", Live: true, ReadyTop: new(0.0)}, `example "colors" has lang="en-US", want "de-DE"`},
		{"no id", browser.Example{Lang: "de-DE", Live: true, ReadyTop: new(0.0)}, "an example block has an empty data-example id"},
		{"moved after ready", browser.Example{ID: "colors", Lang: "de-DE", Live: true, Top: 412, ReadyTop: new(300.0)}, `example "colors" moved after the page was marked ready: from y=300 to y=412`},
		{"appeared after ready", browser.Example{ID: "colors", Lang: "de-DE", Live: true, Top: 300}, `example "colors" appeared after the page was marked ready (at y=300): everything below it moved`},
	}
	for _, tt := range tests {
		f := base
		f.Examples = []browser.Example{tt.example}
		got := CheckFacts(c, factsSite, f)
		if tt.want == "" && len(got) > 0 || tt.want != "" && (len(got) != 1 || got[0] != tt.want) {
			t.Errorf("%s: CheckFacts() = %q, want [%q]", tt.name, got, tt.want)
		}
	}
}

// factsSite is the site CheckFacts's tests check against.
var factsSite = &matrix.Site{Base: "/tessera", TopBarBelow: 840}

func TestCheckFactsNavbar(t *testing.T) {
	route := matrix.Route{Slug: "usage-components-tag", Path: "/usage/components/tag", Title: "Tag"}
	tests := []struct {
		width   int
		variant string
		want    string
	}{
		{600, "top", ""},
		{839, "top", ""},
		{840, "side", ""},
		{1280, "side", ""},
		{600, "side", `navbar data-variant="side" at 600 px, want "top"`},
		{840, "top", `navbar data-variant="top" at 840 px, want "side"`},
	}
	for _, tt := range tests {
		c := matrix.Cell{Route: route, Width: tt.width, Theme: matrix.BaseTheme, Locale: matrix.BaseLocale}
		f := browser.Facts{Location: c.Path("/tessera"), Title: "Tag · Tessera", Lang: matrix.BaseLocale, Navbar: &browser.Navbar{Theme: matrix.BaseTheme, Variant: tt.variant}}
		got := CheckFacts(c, factsSite, f)
		if tt.want == "" && len(got) > 0 || tt.want != "" && (len(got) != 1 || got[0] != tt.want) {
			t.Errorf("%d px, %s: CheckFacts() = %q, want [%q]", tt.width, tt.variant, got, tt.want)
		}
	}
}

func TestCheckFactsFirstScreen(t *testing.T) {
	route := matrix.Route{Slug: "usage-components-tag", Path: "/usage/components/tag", Title: "Tag"}
	tests := []struct {
		name  string
		width int
		first *browser.FirstScreen
		want  string
	}{
		{"in the first screen", FirstScreenWidth, &browser.FirstScreen{TitleBottom: new(120.0), ParagraphBottom: new(900.0)}, ""},
		{"the paragraph below it", FirstScreenWidth, &browser.FirstScreen{TitleBottom: new(120.0), ParagraphBottom: new(1460.0)}, "the page's opening paragraph ends at y=1460, below the first screen (900 px high) at 600 px"},
		{"the title below it", FirstScreenWidth, &browser.FirstScreen{TitleBottom: new(948.0), ParagraphBottom: new(1000.0)}, "the page's title ends at y=948, below the first screen (900 px high) at 600 px"},
		{"no paragraph", FirstScreenWidth, &browser.FirstScreen{TitleBottom: new(120.0)}, "the page has no opening paragraph"},
		{"no h1: nothing to hold", FirstScreenWidth, nil, ""},
		{"wider: not checked", 840, &browser.FirstScreen{TitleBottom: new(120.0), ParagraphBottom: new(1460.0)}, ""},
	}
	for _, tt := range tests {
		c := matrix.Cell{Route: route, Width: tt.width, Theme: matrix.BaseTheme, Locale: matrix.BaseLocale}
		f := browser.Facts{Location: c.Path("/tessera"), Title: "Tag · Tessera", Lang: matrix.BaseLocale, FirstScreen: tt.first}
		got := CheckFacts(c, factsSite, f)
		if tt.want == "" && len(got) > 0 || tt.want != "" && !slices.Contains(got, tt.want) {
			t.Errorf("%s: CheckFacts() = %q, want [%q]", tt.name, got, tt.want)
		}
	}
}

// TestUpdateRewritesWhatACheckReports checks that -update writes a baseline
// that is missing or that a check would fail, by the baseline's rule: under
// Strict any pixel that differs; under Drift (a baseline from another
// environment) only what drift cannot explain, carrying the baseline it keeps
// in drift.txt and releasing one that turns out equal. Running it twice leaves
// git clean.
func TestUpdateRewritesWhatACheckReports(t *testing.T) {
	base := readFixture(t, "base.png")
	tests := []struct {
		name        string
		drifted     bool         // the run's environment differs from the baselines'
		baseline    *image.NRGBA // nil: none
		got         *image.NRGBA
		wantStatus  string
		wantWritten bool
		wantCarried bool
	}{
		{"no baseline", false, nil, base, report.StatusWritten, true, false},
		{"identical", false, base, base, report.StatusPass, false, false},
		{"anti-aliasing noise, same environment", false, base, readFixture(t, "noise.png"), report.StatusWritten, true, false},
		{"scattered pixels, same environment", false, base, readFixture(t, "dots.png"), report.StatusWritten, true, false},
		{"a 20x20 block, same environment", false, base, readFixture(t, "block.png"), report.StatusWritten, true, false},
		{"identical, drifted", true, base, base, report.StatusPass, false, false},
		{"anti-aliasing noise, drifted", true, base, readFixture(t, "noise.png"), report.StatusPass, false, true},
		{"scattered pixels, drifted", true, base, readFixture(t, "dots.png"), report.StatusPass, false, true},
		{"a 20x20 block, drifted", true, base, readFixture(t, "block.png"), report.StatusWritten, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			run := &Pass{Site: &matrix.Site{Breakpoints: []int{600, 840, 960, 1280}}, Store: store.New(t.TempDir()), Update: true, Drifted: tt.drifted, MadeIn: "Chrome/1.0",
				Carried: store.NewCarried(), Timings: &report.Timings{}}
			c := matrix.Cell{Route: matrix.Route{Slug: "usage-components-tag"}, Width: 1280, Theme: matrix.BaseTheme, Locale: matrix.BaseLocale}
			key := store.CaptureKey(c, "")
			if tt.baseline != nil {
				if _, err := run.Store.Save(key, tt.baseline); err != nil {
					t.Fatal(err)
				}
			}
			walk := run.Walk(nil)
			cr := walk.judge(c, shot{key: key, img: tt.got, example: -1})
			if cr.Status != tt.wantStatus {
				t.Fatalf("judge() status = %q (%s), want %q", cr.Status, cr.Message, tt.wantStatus)
			}
			res := report.CellResult{Cell: c, Captures: []report.CaptureResult{cr}}
			walk.commit(c, &res)
			if res.Failed() {
				t.Fatalf("commit() problems: %q", res.Problems)
			}
			stored, err := run.Store.Load(key)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.baseline
			if tt.wantWritten {
				want = tt.got
			}
			if !compare.Compare(want, stored, compare.Strict).Equal {
				t.Errorf("the stored baseline is not the %s image", map[bool]string{true: "captured", false: "old"}[tt.wantWritten])
			}
			if got := run.Carried.Has(key.File()); got != tt.wantCarried {
				t.Errorf("carried = %v, want %v", got, tt.wantCarried)
			}
		})
	}
}

// TestUpdateRefusesABrokenCell checks that -update writes and removes
// nothing for a cell with problems besides pixels, and says so.
func TestUpdateRefusesABrokenCell(t *testing.T) {
	base := readFixture(t, "base.png")
	run := &Pass{Site: &matrix.Site{Breakpoints: []int{600, 840, 960, 1280}}, Store: store.New(t.TempDir()), Update: true, Carried: store.NewCarried(), Timings: &report.Timings{}}
	c := matrix.Cell{Route: matrix.Route{Slug: "usage-components-tag"}, Width: 1280, Theme: matrix.BaseTheme, Locale: matrix.BaseLocale}
	first, example := store.CaptureKey(c, ""), store.CaptureKey(c, "gone")
	for _, k := range []store.Key{first, example} {
		if _, err := run.Store.Save(k, base); err != nil {
			t.Fatal(err)
		}
	}
	walk := run.Walk(nil)
	// The page threw and showed the error page: its first screen differs, and
	// its example is gone.
	cr := walk.judge(c, shot{key: first, img: readFixture(t, "block.png"), example: -1})
	res := report.CellResult{Cell: c, Captures: []report.CaptureResult{cr}, Problems: []string{"uncaught exception: Error: boom"}}
	walk.commit(c, &res)
	if got := res.Captures[0].Status; got != report.StatusRefused {
		t.Errorf("status = %q, want %q", got, report.StatusRefused)
	}
	if !slices.ContainsFunc(res.Problems, func(p string) bool { return strings.Contains(p, "-update refused this cell") }) {
		t.Errorf("problems = %q, want one saying -update refused the cell", res.Problems)
	}
	for _, k := range []store.Key{first, example} {
		stored, err := run.Store.Load(k)
		if err != nil {
			t.Fatalf("%s: %v (want the old baseline kept)", k, err)
		}
		if !compare.Compare(base, stored, compare.Strict).Equal {
			t.Errorf("%s was rewritten, want it left as it was", k)
		}
	}
}

func TestCheckFactsDuplicates(t *testing.T) {
	route := matrix.Route{Slug: "usage-components-table", Path: "/usage/components/table", Title: "Table"}
	c := matrix.Cell{Route: route, Width: 1280, Theme: "dark", Locale: "de-DE"}
	tests := []struct {
		name string
		dup  browser.Duplicates
		want []string
	}{
		{"nothing twice", browser.Duplicates{}, nil},
		{"an id", browser.Duplicates{IDs: []browser.DuplicateID{{ID: "numbers", Count: 3}}}, []string{`duplicate id: 3 elements have id="numbers"`}},
		{"named landmarks", browser.Duplicates{Landmarks: []browser.DuplicateLandmark{{Role: "navigation", Name: "Orders", Count: 4}, {Role: "region", Name: "Returns", Count: 2}}}, []string{
			`repeated landmark: 4 navigation landmarks have the name "Orders"; give each a name of its own`,
			`repeated landmark: 2 region landmarks have the name "Returns"; give each a name of its own`,
		}},
		{"unnamed landmarks", browser.Duplicates{Landmarks: []browser.DuplicateLandmark{{Role: "main", Count: 2}}}, []string{"repeated landmark: 2 main landmarks have no name; give each a name of its own"}},
		{"both, ids first", browser.Duplicates{IDs: []browser.DuplicateID{{ID: "a", Count: 2}}, Landmarks: []browser.DuplicateLandmark{{Role: "banner", Count: 2}}}, []string{
			`duplicate id: 2 elements have id="a"`,
			"repeated landmark: 2 banner landmarks have no name; give each a name of its own",
		}},
	}
	for _, tt := range tests {
		// In every cell, themed and localized alike, after the other checks.
		f := browser.Facts{Location: c.Path("/tessera"), Title: "Table · Tessera", Lang: matrix.BaseLocale, Navbar: &browser.Navbar{Theme: "dark", Variant: "side"}, Duplicates: tt.dup}
		if got := CheckFacts(c, factsSite, f); !slices.Equal(got, tt.want) {
			t.Errorf("%s: CheckFacts() = %q, want %q", tt.name, got, tt.want)
		}
	}
}
