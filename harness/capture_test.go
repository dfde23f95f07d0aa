package harness

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
)

// TestParts asks parts.js what lies under points of a page: the centre of
// a navbar section title names the title's CSS-module class; a point on
// no element names nothing.
func TestParts(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	_, ctx := openPage(t, "usage-components-button")
	title := call(t, ctx, js[browser.Clip]("clip", `nav [class*="_sectionTitle_"]`, 0, false))
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
// shows them again, as a capture of its examples does (twice hidden, once
// shown, as a capture taken again settled does), and wants the page as it
// was: the same markup, the same style sheets, every box as visible as
// before, and nothing reported. The restore once left an empty style="" on
// the sticky action bar, which the next cell of the tab then printed: 81
// cells were checked again in every run for it. It then wrote a box's style
// attribute back with setAttribute, which the site's Content-Security-Policy
// (style-src 'self') refuses when the box carried an inline style: the page
// here is served with that policy, and one sticky box carries an inline style
// (set through the CSSOM, as the app's own code would) when hiding starts.
func TestOverlaysRestore(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	tab, ctx, st := behaviourTab(t, 600, false)
	path := cellPath(st, "usage-components-card", "default", "en-US")
	resp, err := tab.Load(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if csp, _ := resp.Headers["Content-Security-Policy"].(string); !strings.Contains(csp, "style-src 'self'") {
		t.Fatalf("the page is served with Content-Security-Policy %q, want the site's, with style-src 'self'", csp)
	}
	poll(t, ctx, failAfter10s, pageNow, "the card page", rendered(locationPath(path)))
	styled, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
		const box = [...document.body.querySelectorAll('*')].find((el) => getComputedStyle(el).position === 'sticky' && !el.closest('[data-example]'));
		if (!box) return '';
		box.style.setProperty('--harness-test', '1');
		return box.outerHTML.slice(0, box.outerHTML.indexOf('>') + 1);
	})()`))
	if err != nil || !strings.Contains(styled, "style=") {
		t.Fatalf("giving a sticky box of the 600 px page an inline style: %q, %v", styled, err)
	}
	noProblems(t, tab)
	const page = `JSON.stringify({
		markup: document.body.outerHTML,
		sheets: document.adoptedStyleSheets.length,
		visibility: [...document.body.querySelectorAll('*')].map((el) => getComputedStyle(el).visibility).join(),
	})`
	before, err := chromedp.Run(ctx, chromedp.Evaluate[string](page))
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", true)); err != nil {
			t.Fatal(err)
		}
	}
	hidden, err := chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.body.querySelectorAll('*')].filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position) && !el.closest('[data-example]') && getComputedStyle(el).visibility === 'hidden').length`))
	if err != nil || hidden < 2 {
		t.Fatalf("overlays hid %d boxes (%v), want the sticky bars of a 600 px page", hidden, err)
	}
	if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", false)); err != nil {
		t.Fatal(err)
	}
	after, err := chromedp.Run(ctx, chromedp.Evaluate[string](page))
	if err != nil {
		t.Fatal(err)
	}
	noProblems(t, tab)
	if after != before {
		i := 0
		for i < min(len(before), len(after)) && before[i] == after[i] {
			i++
		}
		from := max(0, i-80)
		t.Errorf("the page after hiding and showing the overlays differs at byte %d:\n got  …%s\n want …%s", i, after[from:min(len(after), i+40)], before[from:min(len(before), i+40)])
	}
}
