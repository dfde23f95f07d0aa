package served

import (
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/matrix"
)

const origin = "http://127.0.0.1:8080"

var site = &matrix.Site{Base: "/tessera/", Routes: []matrix.Route{
	{Path: "/", Slug: "overview", Title: "Overview"},
	{Path: "/changelog", Slug: "changelog", Title: "Changelog"},
	{Path: "/usage/components/button", Slug: "usage-components-button", Title: "Button"},
}}

func page(title, main string, links ...string) Page {
	return Page{Title: title + TitleSuffix, H1: title, Main: title + " " + main, Links: links}
}

// withAnchors gives p the anchors a, b, c… at tops.
func withAnchors(p Page, tops ...float64) Page {
	p.Anchors = nil
	for i, top := range tops {
		p.Anchors = append(p.Anchors, Anchor{ID: string(rune('a' + i)), Top: top})
	}
	return p
}

func TestCheck(t *testing.T) {
	button := site.Routes[2]
	good := page("Button", "Buttons start actions, big and small.", origin+"/tessera/", origin+"/tessera/changelog#1.0", "https://github.com/x", origin+"/tessera/assets/logo-AbC.svg")
	tests := []struct {
		name      string
		off, live Page
		want      []string // a part of each problem, in order
	}{
		{"same", good, good, nil},
		{"no title", Page{Title: "Tessera", H1: good.H1, Main: good.Main}, good, []string{`the title is "Tessera", want "Button · Tessera"`}},
		{"empty main", Page{Title: good.Title}, Page{Title: good.Title}, []string{"main has no heading", "main has no prose"}},
		{"a heading alone", Page{Title: good.Title, H1: "Button", Main: "Button"}, Page{Title: good.Title, H1: "Button", Main: "Button"}, []string{"main has no prose"}},
		{"dead link", page("Button", good.Main, origin+"/tessera/usage/components/nope"), page("Button", good.Main), []string{"link to /tessera/usage/components/nope names no page"}},
		{"link with a trailing slash", page("Button", good.Main, origin+"/tessera/changelog/"), page("Button", good.Main), []string{"link to /tessera/changelog/ names no page"}},
		{"link off the base", page("Button", good.Main, origin+"/other"), page("Button", good.Main), []string{"leaves the site's base"}},
		{"anchors still", withAnchors(good, 100, 900), withAnchors(good, 100.4, 900.2), nil},
		{"anchors move", withAnchors(good, 100, 900, 1500), withAnchors(good, 100, 1002, 1602), []string{"#b sits at y=900 as the page is served and at y=1002 once it has hydrated (2 of 3 deep link targets move)"}},
		{"main changes", page("Button", "Requests: 0, in the last five minutes"), page("Button", "Requests: 1, in the last five minutes"), []string{`main's text changes when the page hydrates: before scripts …"Button Requests: 0, in the last five minutes"…, after hydration …"Button Requests: 1, in the last five minutes"…`}},
	}
	notFound := Page{Title: "Not found" + TitleSuffix, H1: "404", Main: "404 Not found Home", Links: []string{origin + "/tessera/nope#main"}}
	if got := Check(site, matrix.Route{Path: "/nope", Title: "Not found"}, origin, notFound, notFound); len(got) != 0 {
		t.Errorf("the 404 page: Check = %q, want no problem (no prose asked of a page outside the manifest, its skip link a part of itself)", got)
	}
	for _, tt := range []struct{ link, want string }{
		{origin + "/tessera/nope", "link to /tessera/nope names no page"},
		{origin + "/tessera/nope?x=1#main", "link to /tessera/nope names no page"},
		{origin + "/tessera/other#main", "link to /tessera/other names no page"},
	} {
		off := notFound
		off.Links = []string{tt.link}
		got := Check(site, matrix.Route{Path: "/nope", Title: "Not found"}, origin, off, off)
		if len(got) != 1 || !strings.Contains(got[0], tt.want) {
			t.Errorf("the 404 page with a link to %s: Check = %q, want one problem holding %q", tt.link, got, tt.want)
		}
	}
	for _, tt := range tests {
		got := Check(site, button, origin, tt.off, tt.live)
		if len(got) != len(tt.want) {
			t.Errorf("%s: Check = %q, want %d problems", tt.name, got, len(tt.want))
			continue
		}
		for i, w := range tt.want {
			if !strings.Contains(got[i], w) {
				t.Errorf("%s: problem %d = %q, want it to hold %q", tt.name, i, got[i], w)
			}
		}
	}
}

func TestUnreachable(t *testing.T) {
	link := func(p string) string { return origin + "/tessera" + p }
	tests := []struct {
		name  string
		links map[string][]string
		want  []string
	}{
		{"a ring", map[string][]string{"/": {link("/changelog")}, "/changelog": {link("/usage/components/button")}, "/usage/components/button": {link("/")}}, nil},
		{"all to all", map[string][]string{"/": {link("/changelog"), link("/usage/components/button")}, "/changelog": {link("/")}, "/usage/components/button": {link("/")}}, nil},
		{"a dead end", map[string][]string{"/": {link("/changelog"), link("/usage/components/button")}, "/changelog": {link("/")}}, []string{"from /usage/components/button back to /"}},
		{"an orphan", map[string][]string{"/": {link("/changelog")}, "/changelog": {link("/")}, "/usage/components/button": {link("/")}}, []string{"from / to /usage/components/button"}},
		{"other origins lead nowhere", map[string][]string{"/": {"http://elsewhere/tessera/changelog", link("/usage/components/button")}, "/changelog": {link("/")}, "/usage/components/button": {link("/changelog/")}}, []string{"from / to /changelog", "from /usage/components/button back to /"}}, // and a trailing slash is another path
	}
	for _, tt := range tests {
		got := Unreachable(site, origin, tt.links)
		if len(got) != len(tt.want) || !slices.EqualFunc(got, tt.want, strings.Contains) {
			t.Errorf("%s: Unreachable = %q, want problems holding %q", tt.name, got, tt.want)
		}
	}
}
