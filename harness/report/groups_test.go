package report_test

import (
	"image"
	"image/color"
	"slices"
	"testing"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/report"
)

// painted is a 200x100 capture of background bg with the rectangles r filled
// with fg.
func painted(bg, fg color.NRGBA, rs ...image.Rectangle) *image.NRGBA {
	m := image.NewNRGBA(image.Rect(0, 0, 200, 100))
	for y := range 100 {
		for x := range 200 {
			c := bg
			for _, r := range rs {
				if image.Pt(x, y).In(r) {
					c = fg
				}
			}
			m.SetNRGBA(x, y, c)
		}
	}
	return m
}

// jitter moves one pixel far from any change by 5 levels, as rendering
// jitter does.
func jitter(m *image.NRGBA) *image.NRGBA {
	c := m.NRGBAAt(150, 80)
	c.R -= 5
	m.SetNRGBA(150, 80, c)
	return m
}

// TestGroups groups failures by the change they show: the same block
// changed in two themes and two routes is one group, whatever its colours
// and with faint jitter beside it;
// on one route, a change to other pixels of the same region (another
// locale's words) joins it too; another block, a change with the same
// bounds but other pixels on another route, another kind of capture, and
// other words are groups of their own.
func TestGroups(t *testing.T) {
	white, black, navy, yellow := color.NRGBA{255, 255, 255, 255}, color.NRGBA{0, 0, 0, 255}, color.NRGBA{20, 30, 90, 255}, color.NRGBA{250, 220, 0, 255}
	block := image.Rect(10, 10, 30, 30)
	ring := []image.Rectangle{image.Rect(10, 10, 30, 12), image.Rect(10, 28, 30, 30), image.Rect(10, 10, 12, 30), image.Rect(28, 10, 30, 30)}
	diffs := map[string]*compare.ChangeSet{}
	fail := func(baseline string, want, got *image.NRGBA) report.Failure {
		d := compare.Compare(want, got, compare.Strict)
		if d.Pass {
			t.Fatalf("%s: the fixture change passes", baseline)
		}
		diffs[baseline] = compare.ChangedPixels(d.Image)
		return report.Failure{Baseline: baseline}
	}
	failures := []report.Failure{
		fail("a/840-default-en-US.png", painted(white, black), painted(white, black, block)),
		fail("a/840-dark-en-US.png", painted(navy, white), painted(navy, yellow, block)),
		fail("b/840-default-en-US.png", painted(white, black), painted(white, black, block)),
		fail("b/840-light-en-US.png", painted(white, black), painted(white, navy, block)),
		fail("b/960-default-en-US.png", painted(white, black), jitter(painted(white, black, block))),
		fail("c/840-default-en-US.png", painted(white, black), painted(white, black, ring...)),
		fail("a/960-default-en-US.png", painted(white, black), painted(white, black, ring...)),
		fail("c/600-default-en-US.png", painted(white, black), painted(white, black, image.Rect(100, 50, 120, 70))),
		fail("a/840-default-en-US-plain.png", painted(white, black), painted(white, black, block)),
		fail("a/840-default-de-DE-plain.png", painted(white, black), painted(white, navy, block)),
		{Baseline: "a/600-default-en-US.txt", JudgedAgainst: "a/600-default-en-US.txt"},
		{Baseline: "a/840-default-en-US.txt", JudgedAgainst: "a/600-default-en-US.txt"},
		{Baseline: "b/600-default-en-US.txt", JudgedAgainst: "b/600-default-en-US.txt"},
		{Baseline: "d/600-default-en-US.png"}, // no diff: a missing baseline
	}
	words := map[string]string{"a/600-default-en-US.txt": "New\n", "a/840-default-en-US.txt": "New\n", "b/600-default-en-US.txt": "New\n"}
	groups := report.Groups(failures, func(f report.Failure) *compare.ChangeSet { return diffs[f.Baseline] }, func(f report.Failure) string { return words[f.Baseline] })
	var got [][]string
	for _, g := range groups {
		var names []string
		for _, m := range g.Members {
			names = append(names, g.Kind+": "+m.Baseline)
		}
		got = append(got, names)
	}
	want := [][]string{
		{"page: a/840-dark-en-US.png", "page: a/840-default-en-US.png", "page: a/960-default-en-US.png", "page: b/840-default-en-US.png", "page: b/840-light-en-US.png", "page: b/960-default-en-US.png"},
		{"text: a/600-default-en-US.txt", "text: a/840-default-en-US.txt"},
		{"example plain: a/840-default-de-DE-plain.png", "example plain: a/840-default-en-US-plain.png"},
		{"text: b/600-default-en-US.txt"},
		{"page: c/600-default-en-US.png"},
		{"page: c/840-default-en-US.png"},
		{"page: d/600-default-en-US.png"},
	}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("Groups() =\n%q\nwant\n%q", got, want)
	}
}

// TestGroupsByParts checks that captures whose changes touched the same
// component parts form one group across kinds and routes (the site's
// navbar and the navbar's live examples), that other known parts keep
// apart even where the pixels overlap, and that a capture whose parts are
// not known is grouped by its pixels.
func TestGroupsByParts(t *testing.T) {
	white, black := color.NRGBA{255, 255, 255, 255}, color.NRGBA{0, 0, 0, 255}
	diffs := map[string]*compare.ChangeSet{}
	fail := func(baseline string, at image.Rectangle, parts ...string) report.Failure {
		d := compare.Compare(painted(white, black), painted(white, black, at), compare.Strict)
		diffs[baseline] = compare.ChangedPixels(d.Image)
		return report.Failure{Baseline: baseline, Parts: parts}
	}
	title, item := "_sectionTitle_1mjzq_118", "_item_1mjzq_140"
	failures := []report.Failure{
		fail("overview/840-default-en-US.png", image.Rect(10, 10, 30, 14), title),
		fail("usage-layouts-navbar/960-default-en-US-playground.png", image.Rect(40, 60, 90, 64), title),
		fail("usage-layouts-navbar/1280-dark-en-US.png", image.Rect(10, 10, 30, 14), title),
		fail("changelog/840-default-en-US.png", image.Rect(10, 10, 30, 14), item, title),
		fail("tokens/840-default-en-US.png", image.Rect(10, 10, 30, 14)),
	}
	groups := report.Groups(failures, func(f report.Failure) *compare.ChangeSet { return diffs[f.Baseline] }, func(report.Failure) string { return "" })
	var got [][]string
	for _, g := range groups {
		names := []string{g.PartNames()}
		for _, m := range g.Members {
			names = append(names, m.Baseline)
		}
		got = append(got, names)
	}
	want := [][]string{
		{"sectionTitle", "overview/840-default-en-US.png", "usage-layouts-navbar/1280-dark-en-US.png", "usage-layouts-navbar/960-default-en-US-playground.png"},
		// tokens has no parts: the pixels decide, and they overlap changelog's.
		{"item, sectionTitle", "changelog/840-default-en-US.png", "tokens/840-default-en-US.png"},
	}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("Groups() =\n%q\nwant\n%q", got, want)
	}
}
