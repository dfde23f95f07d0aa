package harness

import (
	"context"
	"fmt"
	"io/fs"
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/site"
)

// This file holds what a reader meets moving through the site: the phone's
// menu under a finger, where the window is after a link and after a deep
// link, and the navbar's pickers on every page.

// readerNow reads what reader.js reads.
type readerState struct {
	scriptError
	Location    string            `json:"location"`
	Ready       bool              `json:"ready"`
	ScrollY     float64           `json:"scrollY"`
	MenuOpen    bool              `json:"menuOpen"`
	NavTheme    string            `json:"navTheme"`
	ThemePick   string            `json:"themePick"`
	LocalePick  string            `json:"localePick"`
	ExampleLang string            `json:"exampleLang"`
	Stored      map[string]string `json:"stored"`
}

// tap touches the point x, y of the viewport with one finger and lifts it, as
// a phone's reader does: the browser makes the pointer, touch, mouse and
// click events of a tap from it.
func tap(ctx context.Context, x, y float64) error {
	p := []*input.TouchPoint{{X: x, Y: y}}
	if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: p}); err != nil {
		return err
	}
	_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
	return err
}

// phoneTab opens a tab of 390 x 844 CSS px with touch input, as a phone.
func phoneTab(t *testing.T) (*browser.Tab, context.Context, *matrix.Site) {
	t.Helper()
	tab, _, st := behaviourTab(t, 390, false)
	ctx, cancel := context.WithTimeout(tab.Context(), 5*time.Minute)
	t.Cleanup(cancel)
	if _, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: 390, Height: 844, DeviceScaleFactor: 1, Mobile: true, ScreenWidth: 390, ScreenHeight: 844,
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1}); err != nil {
		t.Fatal(err)
	}
	return tab, ctx, st
}

// menuLink is a link of the phone's menu, as reader.js lists it.
type menuLink struct {
	scriptError
	Name     string  `json:"name"`
	Href     string  `json:"href"`
	External bool    `json:"external"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
}

// TestPhoneMenuTaps opens the top bar's menu on a phone with a tap and taps
// each of its links in turn: each must take the reader to its page.
func TestPhoneMenuTaps(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	tab, ctx, st := phoneTab(t)
	loadPage(t, tab, ctx, st, "overview", "en-US")
	links := call(t, ctx, js[[]menuLink]("reader", "menu-links"))
	if len(links) == 0 {
		t.Fatal("the phone's menu lists no links")
	}
	tapped := 0
	for i, l := range links {
		if l.External {
			continue // opens another site in a new tab
		}
		toggle := call(t, ctx, js[menuLink]("reader", "menu-toggle"))
		if err := tap(ctx, toggle.X, toggle.Y); err != nil {
			t.Fatal(err)
		}
		poll(t, ctx, failAfter5s, js[readerState]("reader", "state"), "the menu to open", func(s readerState) bool { return s.MenuOpen })
		at := call(t, ctx, js[menuLink]("reader", "menu-link", i))
		if err := tap(ctx, at.X, at.Y); err != nil {
			t.Fatal(err)
		}
		s := poll(t, ctx, judgeAfter2s, js[readerState]("reader", "state"), l.Href+" to open", func(s readerState) bool {
			return s.Ready && locationPath(s.Location) == l.Href
		})
		if locationPath(s.Location) != l.Href {
			t.Errorf("on a phone, tapping the menu's link %q left the reader at %s; a reader expects %s", l.Name, locationPath(s.Location), l.Href)
			loadPage(t, tab, ctx, st, "overview", "en-US")
		}
		tapped++
	}
	noProblems(t, tab)
	t.Logf("%d links tapped", tapped)
}

// TestInAppNavigationScroll scrolls a page down and follows a link of the
// navbar or the action bar with the mouse: the new page must start at its top. (A link with a
// hash, such as a search result, must show its target: the search tests hold
// that.)
func TestInAppNavigationScroll(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	tab, ctx, st := behaviourTab(t, 1280, false)
	ctx, cancel := context.WithTimeout(tab.Context(), 3*time.Minute)
	defer cancel()
	for _, hop := range [][2]string{
		{"usage-components-modal", "/usage/components/drawer"},
		{"usage-components-form-fields", "/usage/components/table"},
		{"usage-layouts-navbar", "/foundations/units"},
	} {
		loadPage(t, tab, ctx, st, hop[0], "en-US")
		call(t, ctx, js[readerState]("reader", "scroll", 3000))
		l := call(t, ctx, js[menuLink]("reader", "nav-link", hop[1]))
		do(t, ctx, "clicking "+hop[1], chromedp.MouseClickXY(l.X, l.Y))
		s := poll(t, ctx, failAfter10s, js[readerState]("reader", "state"), l.Href+" to open", func(s readerState) bool {
			return s.Ready && locationPath(s.Location) == l.Href
		})
		if s.ScrollY != 0 {
			t.Errorf("following the link to %s from %s scrolled 3000 px down left the new page at y=%.0f; a reader expects it to start at its top", hop[1], hop[0], s.ScrollY)
		}
	}
	noProblems(t, tab)
}

// lastHeadingID finds, in a page's prerendered HTML, the id of its last
// heading of level 2 or 3: the deep link that everything above it can move.
// Anchors are slugs; a heading inside an example may have an id React made.
var lastHeadingID = regexp.MustCompile(`<h[23][^>]*\sid="([a-z][a-z0-9-]*)"`)

// TestDeepLinks loads every route with a hash that names its last heading:
// once the app marks the page ready, the target must stay where it is, and
// the window must show it at the top.
func TestDeepLinks(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	tab, _, st := behaviourTab(t, 1280, false)
	ctx, cancel := context.WithTimeout(tab.Context(), 5*time.Minute)
	defer cancel()
	links := 0
	for _, r := range st.Routes {
		html, err := fs.ReadFile(site.FS(), pageFile(r.Path))
		if err != nil {
			t.Fatal(err)
		}
		ms := lastHeadingID.FindAllStringSubmatch(string(html), -1)
		if len(ms) == 0 {
			continue
		}
		id := ms[len(ms)-1][1]
		path := cellPath(st, r.Slug, "default", "en-US") + "#" + id
		if _, err := tab.Load(ctx, path); err != nil {
			t.Fatal(err)
		}
		poll(t, ctx, failAfter10s, pageNow, path+" rendered", rendered(locationPath(cellPath(st, r.Slug, "default", "en-US"))))
		at := call(t, ctx, js[deepLink]("deep-link", "read"))
		if _, err := tab.Settle(ctx, 1280); err != nil {
			t.Fatal(err)
		}
		// Settle scrolled back to the top; the target's place in the document is what counts.
		now := call(t, ctx, js[deepLink]("deep-link", "read"))
		for _, p := range deepLinkProblems(r.Path+"#"+id, at, now) {
			t.Error(p)
		}
		links++
	}
	noProblems(t, tab)
	t.Logf("%d deep links", links)
}

// pageFile is the prerendered page of a route's path in the built site.
func pageFile(path string) string {
	if path == "/" {
		return "index.html"
	}
	return strings.TrimPrefix(path, "/") + ".html"
}

// deepLink is what deep-link.js reads.
type deepLink struct {
	scriptError
	Top        float64  `json:"top"`
	ReadyTop   *float64 `json:"readyTop"`
	ScrollY    float64  `json:"scrollY"`
	Margin     float64  `json:"margin"`
	MaxScrollY float64  `json:"maxScrollY"`
}

// deepLinkProblems judges a deep link: at is read when the page was marked
// ready, now once it has settled. The target must not move after the mark,
// and the window must have brought it to the top (less its scroll margin),
// or as near as the page's end allows.
func deepLinkProblems(link string, at, now deepLink) []string {
	var p []string
	if at.ReadyTop == nil {
		p = append(p, fmt.Sprintf("%s: the target was not there when the page was marked ready; a reader expects it where the link points", link))
	} else if math.Abs(now.Top-*at.ReadyTop) >= 1 {
		p = append(p, fmt.Sprintf("%s: the target moved from y=%.0f to y=%.0f after the page was marked ready; a reader expects it to stay where the link brought them", link, *at.ReadyTop, now.Top))
	}
	want := math.Min(at.Top-at.Margin, at.MaxScrollY)
	if math.Abs(at.ScrollY-want) > 1 {
		p = append(p, fmt.Sprintf("%s: the window is at y=%.0f, the target at y=%.0f; a reader expects the target at the top of the window (y=%.0f)", link, at.ScrollY, at.Top, want))
	}
	return p
}

func TestDeepLinkProblems(t *testing.T) {
	top := 17376.0
	tests := []struct {
		name    string
		at, now deepLink
		want    int
	}{
		{"still and shown", deepLink{Top: top, ReadyTop: &top, ScrollY: 17360, Margin: 16, MaxScrollY: 50000}, deepLink{Top: top}, 0},
		{"moved after ready", deepLink{Top: top, ReadyTop: &top, ScrollY: 17360, Margin: 16, MaxScrollY: 50000}, deepLink{Top: top + 102}, 1},
		{"not there at ready", deepLink{Top: top, ScrollY: 17360, Margin: 16, MaxScrollY: 50000}, deepLink{Top: top}, 1},
		{"not scrolled to", deepLink{Top: top, ReadyTop: &top, ScrollY: 0, Margin: 16, MaxScrollY: 50000}, deepLink{Top: top}, 1},
		{"near the end", deepLink{Top: top, ReadyTop: &top, ScrollY: 17000, Margin: 16, MaxScrollY: 17000}, deepLink{Top: top}, 0},
	}
	for _, tt := range tests {
		if got := deepLinkProblems("/p#h", tt.at, tt.now); len(got) != tt.want {
			t.Errorf("%s: got %q, want %d problems", tt.name, got, tt.want)
		}
	}
}

// TestPickersOnEveryPage chooses a navbar theme and an examples language
// with the navbar's pickers on every route, with and without a hash in the
// URL, and back: the navbar and the examples must take each choice, the
// picker must show it, and the storage must keep it.
func TestPickersOnEveryPage(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	tab, _, st := behaviourTab(t, 1280, false)
	ctx, cancel := context.WithTimeout(tab.Context(), 5*time.Minute)
	defer cancel()
	loadPage(t, tab, ctx, st, "overview", "en-US")
	for _, r := range st.Routes {
		if r.Layout != "default" {
			continue // no navbar
		}
		base := strings.TrimSuffix(st.Base, "/") + r.Path
		for _, path := range []string{base, base + "#props"} {
			if err := tab.Push(ctx, path); err != nil {
				t.Fatal(err)
			}
			poll(t, ctx, failAfter10s, pageNow, path+" rendered", rendered(base))
			for _, pick := range []struct{ picker, value, back string }{
				{"theme", "dark", "default"},
				{"locale", "de-DE", "en-US"},
			} {
				for _, v := range []string{pick.value, pick.back} {
					call(t, ctx, js[readerState]("reader", "pick", pick.picker, v))
					s := poll(t, ctx, judgeAfter2s, js[readerState]("reader", "state"), fmt.Sprintf("%s %s to show", pick.picker, v), func(s readerState) bool {
						return pickShown(s, pick.picker, v)
					})
					if !pickShown(s, pick.picker, v) {
						t.Errorf("%s: choosing %s %q in the navbar: the picker shows %q, the navbar theme is %q, the examples are in %q, stored %v; a reader expects the choice to take effect and stay", path, pick.picker, v, map[string]string{"theme": s.ThemePick, "locale": s.LocalePick}[pick.picker], s.NavTheme, s.ExampleLang, s.Stored)
					}
				}
			}
		}
	}
	noProblems(t, tab)
}

// pickShown tells whether s shows the choice of value in picker.
func pickShown(s readerState, picker, value string) bool {
	if picker == "theme" {
		return s.ThemePick == value && s.NavTheme == value && s.Stored["tessera:navbar-theme"] == value
	}
	return s.LocalePick == value && (s.ExampleLang == "" || s.ExampleLang == value) && s.Stored["tessera:locale"] == value
}
