package harness

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
)

// This file checks the site as a reader who uses the keyboard, a screen
// reader or a finger meets it: the skip link, the names of the menus'
// links, the phone's menu button and the search dialog's place.

// readerBox is a box of the page, in CSS px from the window's top left.
type readerBox struct {
	Top    int `json:"top"`
	Left   int `json:"left"`
	Width  int `json:"width"`
	Height int `json:"height"`
}

// readerFocus is what reader-keys.js("focus") reads.
type readerFocus struct {
	scriptError
	Tag         string     `json:"tag"`
	Text        string     `json:"text"`
	Href        string     `json:"href"`
	TargetsMain bool       `json:"targetsMain"`
	Shown       bool       `json:"shown"`
	Box         *readerBox `json:"box"`
	InMain      bool       `json:"inMain"`
	Ready       bool       `json:"ready"`
}

var readerFocusNow = js[readerFocus]("reader-keys", "focus")

// readerPages are the pages the reader checks visit: the overview, a
// component page, a layout page and the 404 page (slug "").
var readerPages = []struct{ name, slug string }{
	{"overview", "overview"},
	{"component", "usage-components-button"},
	{"layout", "usage-layouts-navbar"},
	{"404", ""},
}

// readerWidths are the widths they visit at: the side bar and the top bar.
var readerWidths = []int{1280, 600}

// readerOpen opens a tab at width on the page with slug ("" for the 404
// page) and waits until the app has rendered it.
func readerOpen(t *testing.T, width int, slug string) (*browser.Tab, context.Context, *matrix.Site) {
	t.Helper()
	tab, ctx, st := behaviourTab(t, width, false)
	if slug != "" {
		loadPage(t, tab, ctx, st, slug, "en-US")
		return tab, ctx, st
	}
	path := st.Base + "no-such-page"
	if _, err := tab.Load(ctx, path); err != nil {
		t.Fatal(err)
	}
	poll(t, ctx, failAfter10s, pageNow, path+" rendered", rendered(path))
	return tab, ctx, st
}

// TestReaderSkipLink checks, with real key presses, that the first Tab on a
// page lands on a skip link to its <main>, shown while it has the focus, and
// that Enter on it puts the focus in <main>.
func TestReaderSkipLink(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	for _, page := range readerPages {
		for _, width := range readerWidths {
			t.Run(fmt.Sprintf("%s/%d", page.name, width), func(t *testing.T) {
				tab, ctx, _ := readerOpen(t, width, page.slug)
				do(t, ctx, "Tab", chromedp.KeyEvent(kb.Tab))
				got := poll(t, ctx, failAfter5s, readerFocusNow, "the focus on an element", func(f readerFocus) bool { return f.Tag != "" })
				if got.Tag != "a" || !got.TargetsMain {
					t.Fatalf("%s page at %d px: the first Tab focused <%s> %q (href %q); want a skip link to the page's <main>, so a keyboard reader need not tab through the menus", page.name, width, got.Tag, got.Text, got.Href)
				}
				if !got.Shown {
					t.Errorf("%s page at %d px: the skip link %q has the focus but does not show (box %+v); want it visible while focused, so a sighted keyboard reader sees where the focus is", page.name, width, got.Text, got.Box)
				}
				do(t, ctx, "Enter on the skip link", chromedp.KeyEvent(kb.Enter))
				after := poll(t, ctx, judgeAfter2s, readerFocusNow, "the focus in <main>", func(f readerFocus) bool { return f.InMain })
				if !after.InMain {
					t.Errorf("%s page at %d px: after Enter on the skip link %q the focus is on <%s> %q; want it in <main>, where the next Tab goes on into the page's content", page.name, width, got.Text, after.Tag, after.Text)
				}
				readerNoProblems(t, tab, page.slug)
			})
		}
	}
}

// readerNoProblems fails the test on what the page reported, as
// noProblems does, but for the 404 page's own status: its answer is a 404
// on purpose.
func readerNoProblems(t *testing.T, tab *browser.Tab, slug string) {
	t.Helper()
	for _, p := range tab.Drain() {
		if slug == "" && strings.Contains(p, "HTTP 404 for ") && strings.HasSuffix(p, "/no-such-page") {
			continue
		}
		t.Errorf("the page reported: %s", p)
	}
}

// readerNamedSelector selects the links and the control of the site's own
// navbar and action bar, not those of the examples in <main>.
const readerNamedSelector = `nav[data-navbar]:not(main *) a, nav[data-actionbar]:not(main *) a, nav[data-actionbar]:not(main *) [data-actionbar-control]`

// axNamed is one element of readerNamedSelector as Chromium's accessibility
// tree has it.
type axNamed struct {
	role, name string
	ignored    bool
}

// axNames reads the accessible name and role of every element of
// readerNamedSelector from Chromium (the Accessibility domain), in
// document order.
func axNames(t *testing.T, ctx context.Context) []axNamed {
	t.Helper()
	var out []axNamed
	byValue, relatives := true, false
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tt *chromedp.Target) error {
		sel, err := json.Marshal(readerNamedSelector)
		if err != nil {
			return err
		}
		count, err := cdp.Call(ctx, tt, runtime.Evaluate, runtime.EvaluateParams{Expression: fmt.Sprintf("document.querySelectorAll(%s).length", sel), ReturnByValue: &byValue})
		if err != nil {
			return err
		}
		var n int
		if err := json.Unmarshal(count.Result.Value, &n); err != nil {
			return fmt.Errorf("counting %s: %w", readerNamedSelector, err)
		}
		for i := range n {
			el, err := cdp.Call(ctx, tt, runtime.Evaluate, runtime.EvaluateParams{Expression: fmt.Sprintf("document.querySelectorAll(%s)[%d]", sel, i)})
			if err != nil {
				return err
			}
			if el.Result == nil || el.Result.ObjectID == "" {
				return fmt.Errorf("element %d of %s: no object", i, readerNamedSelector)
			}
			tree, err := cdp.Call(ctx, tt, accessibility.GetPartialAXTree, accessibility.GetPartialAXTreeParams{ObjectID: el.Result.ObjectID, FetchRelatives: &relatives})
			if err != nil {
				return err
			}
			if len(tree.Nodes) == 0 {
				return fmt.Errorf("element %d of %s: no accessibility node", i, readerNamedSelector)
			}
			node := tree.Nodes[0]
			out = append(out, axNamed{role: axString(node.Role), name: axString(node.Name), ignored: node.Ignored})
		}
		return nil
	}))
	if err != nil {
		t.Fatalf("reading the accessible names of %s: %v", readerNamedSelector, err)
	}
	return out
}

// axString is the string an accessibility value holds, "" for none.
func axString(v *accessibility.Value) string {
	if v == nil || len(v.Value) == 0 {
		return ""
	}
	var s string
	if err := json.Unmarshal(v.Value, &s); err != nil {
		return string(v.Value)
	}
	return s
}

// TestReaderLinkNames checks the accessible names, as Chromium computes
// them, of the site's navbar and action bar: a link (or the action bar's
// control) is named by its page's title, with no tag's text run into it,
// as in "Accordiontszod". The tags are those of site.json.
func TestReaderLinkNames(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	for _, page := range readerPages {
		for _, width := range readerWidths {
			t.Run(fmt.Sprintf("%s/%d", page.name, width), func(t *testing.T) {
				tab, ctx, st := readerOpen(t, width, page.slug)
				var tags []string
				for _, r := range st.Routes {
					for _, tag := range r.Tags {
						if !slices.Contains(tags, tag) {
							tags = append(tags, tag)
						}
					}
				}
				if len(tags) == 0 {
					t.Fatal("site.json names no tags")
				}
				named := axNames(t, ctx)
				checked := 0
				for _, el := range named {
					if el.ignored {
						continue
					}
					checked++
					if tag := tagInName(st, tags, el.name); tag != "" {
						t.Errorf("%s page at %d px: a %s of the menus is named %q, with the tag %q in it; want its page's title alone, the tags' meaning as its description, so a screen reader does not read the tags into the title", page.name, width, el.role, el.name, tag)
					}
				}
				// Below the top bar's width the menus are closed: only the action bar's control may show.
				if checked == 0 && width >= st.TopBarBelow {
					t.Fatalf("%s page at %d px: none of the %d links and controls of %s is in the accessibility tree", page.name, width, len(named), readerNamedSelector)
				}
				readerNoProblems(t, tab, page.slug)
			})
		}
	}
}

// tagInName returns the tag whose text is in name, "" when none is: a
// tag as a word of its own ("Tag ts"), or tags run onto the end of a
// page's title ("Accordiontszod"). A name that is a page's title is
// clean, whatever words it holds.
func tagInName(st *matrix.Site, tags []string, name string) string {
	isTitle := func(s string) bool {
		return slices.ContainsFunc(st.Routes, func(r matrix.Route) bool { return r.Title == strings.TrimSpace(s) })
	}
	if isTitle(name) {
		return ""
	}
	alt := strings.Join(tags, "|")
	if m := regexp.MustCompile(`(?i)\b(` + alt + `)\b`).FindStringSubmatch(name); m != nil {
		return m[1]
	}
	if m := regexp.MustCompile(`(?i)^(.+?)((?:\s*(?:` + alt + `))+)\s*$`).FindStringSubmatch(name); m != nil && isTitle(m[1]) {
		return strings.TrimSpace(m[2])
	}
	return ""
}

// readerToggle is what reader-keys.js("toggle") reads.
type readerToggle struct {
	scriptError
	Toggle readerBox `json:"toggle"`
	Bar    readerBox `json:"bar"`
}

// TestReaderTouchTargets checks that the top bar's menu button, at a phone's
// width, is a touch target of at least 44 × 44 CSS px that stays inside its
// bar.
func TestReaderTouchTargets(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	const least = 44
	for _, page := range readerPages[:2] {
		t.Run(page.name, func(t *testing.T) {
			_, ctx, st := readerOpen(t, 600, page.slug)
			if 600 >= st.TopBarBelow {
				t.Fatalf("600 px is not below the top bar's width %d", st.TopBarBelow)
			}
			got := call(t, ctx, js[readerToggle]("reader-keys", "toggle"))
			if got.Toggle.Width < least || got.Toggle.Height < least {
				t.Errorf("%s page at 600 px: the top bar's menu button is %d × %d px; want at least %d × %d, a touch target a finger can hit", page.name, got.Toggle.Width, got.Toggle.Height, least, least)
			}
			if got.Toggle.Top < got.Bar.Top || got.Toggle.Top+got.Toggle.Height > got.Bar.Top+got.Bar.Height {
				t.Errorf("%s page at 600 px: the menu button %+v leaves its bar %+v; want it inside", page.name, got.Toggle, got.Bar)
			}
		})
	}
}

// readerDialog is what reader-keys.js("dialog") reads.
type readerDialog struct {
	scriptError
	Open    bool `json:"open"`
	Top     int  `json:"top"`
	Ready   bool `json:"ready"`
	Results int  `json:"results"`
}

// TestReaderSearchStaysPut checks that the search dialog does not move as
// results arrive: its top is the same, open and empty, as when a query's
// results have rendered.
func TestReaderSearchStaysPut(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	dialogNow := js[readerDialog]("reader-keys", "dialog")
	for _, width := range readerWidths {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			tab, ctx, _ := readerOpen(t, width, "overview")
			do(t, ctx, "Ctrl+K", searchCtrlK)
			searchOpen(t, ctx)
			before := poll(t, ctx, failAfter5s, dialogNow, "the search dialog open and ready", func(d readerDialog) bool { return d.Open && d.Ready })
			do(t, ctx, "typing pagination", chromedp.KeyEvent("pagination"))
			after := poll(t, ctx, failAfter5s, dialogNow, "several results", func(d readerDialog) bool { return d.Results > 3 })
			if got, want := after.Top, before.Top; got != want {
				t.Errorf("at %d px the search dialog's top moved from %d to %d px as %d results rendered; want it to stay at %d, so what a reader looks at does not jump", width, want, got, after.Results, want)
			}
			noProblems(t, tab)
		})
	}
}
