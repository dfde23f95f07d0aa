package harness

import (
	"strings"
	"testing"
)

// TestParts asks parts.js what lies under points of a page: the centre of
// a navbar section title names the title's CSS-module class; a point on
// no element names nothing.
func TestParts(t *testing.T) {
	_, ctx := openPage(t, "usage-components-button")
	title := call(t, ctx, js[Clip]("clip", `nav [class*="_sectionTitle_"]`, 0, false))
	centre := [2]int{title.X + title.Width/2, title.Y + title.Height/2}
	got := call(t, ctx, js[[]string]("parts", [][2]int{centre}))
	if len(got) != 1 || !strings.HasPrefix(got[0], "_sectionTitle_") {
		t.Errorf("parts at the centre of the first section title %v = %q, want one _sectionTitle_ class", centre, got)
	}
	if got := call(t, ctx, js[[]string]("parts", [][2]int{{-10, -10}})); len(got) != 0 {
		t.Errorf("parts outside the page = %q, want none", got)
	}
}
