package harness

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
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

// TestOverlaysRestore hides the fixed and sticky boxes of a narrow page and
// shows them again, as a capture of its examples does (twice, as a capture
// taken again does), and wants the markup as it was and no browser error.
// The page is served with the site's Content-Security-Policy, and the sticky
// bars carry an inline style, set through the CSSOM as the app would, when
// hiding starts: a restore through the style attribute is blocked by the
// policy, and once left the harness's own visibility on the bars and failed
// every later cell of the route. An earlier restore left an empty style=""
// on the bars, which the next cell of the tab then printed: 81 cells were
// checked again in every run for it.
func TestOverlaysRestore(t *testing.T) {
	tab, ctx, st := behaviourTab(t, 600, false)
	loadPage(t, tab, ctx, st, "usage-components-card", "en-US")
	tab.Drain()
	const markup = `document.body.outerHTML`
	styled, err := chromedp.Run(ctx, chromedp.Evaluate[int](`(() => {
		let n = 0;
		for (const el of document.body.querySelectorAll('*')) {
			if (getComputedStyle(el).position === 'sticky') {
				el.style.setProperty('--harness-test', String(++n));
			}
		}
		return n;
	})()`))
	if err != nil || styled == 0 {
		t.Fatalf("styled %d sticky boxes (%v), want the sticky bars of a 600 px page", styled, err)
	}
	before, err := chromedp.Run(ctx, chromedp.Evaluate[string](markup))
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := chromedp.Run(ctx, callScript[chromedp.Void]("overlays", true)); err != nil {
			t.Fatal(err)
		}
	}
	hidden, err := chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.body.querySelectorAll('*')].filter((el) => getComputedStyle(el).visibility === 'hidden').length`))
	if err != nil || hidden < styled {
		t.Fatalf("overlays hid %d boxes (%v), want at least the %d sticky bars", hidden, err, styled)
	}
	if _, err := chromedp.Run(ctx, callScript[chromedp.Void]("overlays", false)); err != nil {
		t.Fatal(err)
	}
	after, err := chromedp.Run(ctx, chromedp.Evaluate[string](markup))
	if err != nil {
		t.Fatal(err)
	}
	if after != before {
		i := 0
		for i < min(len(before), len(after)) && before[i] == after[i] {
			i++
		}
		from := max(0, i-80)
		t.Errorf("the markup after hiding and showing the overlays differs at byte %d:\n got  …%s\n want …%s", i, after[from:min(len(after), i+40)], before[from:min(len(before), i+40)])
	}
	if p := tab.Drain(); len(p) > 0 {
		t.Errorf("hiding and showing the overlays made the page report %q, want nothing", p)
	}
}
