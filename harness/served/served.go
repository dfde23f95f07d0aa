// Package served judges the pages as the server sends them: what a reader
// gets before any script runs (or with scripts off) against the same page
// once the app has hydrated it. It needs no browser: the harness reads both
// (browser/js/page-text.js) and hands them over.
package served

import (
	"fmt"
	"math"
	"net/url"
	"path"
	"slices"
	"strings"

	"github.com/tessera-ds/tessera/harness/matrix"
)

// Page is what page-text.js reads of a page: its title, main's first
// heading, the text of main as a reader sees it (hidden parts, outputs and
// the parts marked data-client-text left out, white space collapsed) and
// the targets of its links, resolved.
type Page struct {
	Title string   `json:"title"`
	H1    string   `json:"h1"`
	Main  string   `json:"main"`
	Links []string `json:"links"`
	// Anchors are the headings of main a deep link can name, in order, with
	// where each sits in document coordinates.
	Anchors []Anchor `json:"anchors"`
}

// Anchor is a heading with an anchor id and its top, in CSS px.
type Anchor struct {
	ID  string  `json:"id"`
	Top float64 `json:"top"`
}

// TitleSuffix ends every page's title.
const TitleSuffix = " · Tessera"

// Check compares route r's page as served with scripts off (off) with the
// same page hydrated and settled (live), both read at one width from origin:
// with scripts off the page has its own title, a heading in main, and prose
// if it is a page of the manifest (r has a slug; the 404 page has none),
// and links that go to pages of the site (or to a part of the page itself,
// as the skip link to #main does); and main reads the same in both.
func Check(st *matrix.Site, r matrix.Route, origin string, off, live Page) []string {
	var p []string
	if want := r.Title + TitleSuffix; off.Title != want {
		p = append(p, fmt.Sprintf("with scripts off, the title is %q, want %q", off.Title, want))
	}
	if off.H1 == "" {
		p = append(p, "with scripts off, main has no heading")
	}
	if r.Slug != "" && len(strings.Fields(off.Main)) < len(strings.Fields(off.H1))+5 {
		p = append(p, fmt.Sprintf("with scripts off, main has no prose besides its heading: %.80q", off.Main))
	}
	for _, link := range off.Links {
		if samePage(st, r, origin, link) {
			continue
		}
		if problem := checkLink(st, origin, link); problem != "" {
			p = append(p, "with scripts off, "+problem)
		}
	}
	if off.Main != live.Main {
		p = append(p, "main's text changes when the page hydrates: "+firstDifference(off.Main, live.Main))
	}
	return append(p, movedAnchors(off.Anchors, live.Anchors)...)
}

// movedAnchors names the first deep link target that sits elsewhere once the
// page has hydrated than where the served page put it, and how many move: a
// reader who follows a link to it sees it jump while the scripts run, and a
// press aimed at it lands on something else.
func movedAnchors(off, live []Anchor) []string {
	at := map[string]float64{}
	for _, a := range off {
		at[a.ID] = a.Top
	}
	var first *Anchor
	n := 0
	for _, a := range live {
		top, ok := at[a.ID]
		if !ok || math.Abs(a.Top-top) < 1 {
			continue
		}
		if first == nil {
			first = &Anchor{a.ID, top}
		}
		n++
	}
	if first == nil {
		return nil
	}
	moved := 0.0
	for _, a := range live {
		if a.ID == first.ID {
			moved = a.Top
		}
	}
	return []string{fmt.Sprintf("#%s sits at y=%.0f as the page is served and at y=%.0f once it has hydrated (%d of %d deep link targets move): a reader who follows a link to it expects it to stay where the link brought them", first.ID, first.Top, moved, n, len(live))}
}

// samePage tells whether target is a part of r's own page: its address
// with a fragment, which leads to no other page (the 404 page's skip link
// to #main, whose address is no route).
func samePage(st *matrix.Site, r matrix.Route, origin, target string) bool {
	u, err := url.Parse(target)
	if err != nil || u.Fragment == "" || u.RawQuery != "" {
		return false
	}
	return u.Scheme+"://"+u.Host == origin && u.Path == st.Base+strings.TrimPrefix(r.Path, "/")
}

// checkLink tells what is wrong with a link to target: one to the site
// must name a route (or a file, by its extension), exactly; any other
// origin is the world's.
func checkLink(st *matrix.Site, origin, target string) string {
	u, err := url.Parse(target)
	if err != nil {
		return fmt.Sprintf("link %q does not parse: %v", target, err)
	}
	if u.Scheme+"://"+u.Host != origin {
		return ""
	}
	rel, ok := strings.CutPrefix(u.Path, st.Base)
	if !ok && u.Path+"/" != st.Base {
		return fmt.Sprintf("link to %s leaves the site's base %s", u.Path, st.Base)
	}
	if path.Ext(rel) != "" {
		return ""
	}
	if !slices.ContainsFunc(st.Routes, func(r matrix.Route) bool { return r.Path == "/"+rel }) {
		return fmt.Sprintf("link to %s names no page of the site", u.Path)
	}
	return ""
}

// firstDifference shows where a and b part, with some text around it.
func firstDifference(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-40)
	clip := func(s string) string { return s[from:min(len(s), i+60)] }
	return fmt.Sprintf("before scripts …%q…, after hydration …%q…", clip(a), clip(b))
}

// Unreachable lists the routes a reader with scripts off cannot reach from
// the first route by following links (links maps a route's path to its
// page's links, resolved against origin), and the routes from which the
// first one cannot be reached again.
func Unreachable(st *matrix.Site, origin string, links map[string][]string) []string {
	if len(st.Routes) == 0 {
		return nil
	}
	edges := map[string][]string{}
	for from, targets := range links {
		for _, t := range targets {
			u, err := url.Parse(t)
			if err != nil || u.Scheme+"://"+u.Host != origin {
				continue
			}
			if rel, ok := strings.CutPrefix(u.Path, st.Base); ok {
				edges[from] = append(edges[from], "/"+rel)
			}
		}
	}
	reach := func(from string, next func(string) []string) map[string]bool {
		seen := map[string]bool{from: true}
		for queue := []string{from}; len(queue) > 0; queue = queue[1:] {
			for _, n := range next(queue[0]) {
				if !seen[n] {
					seen[n] = true
					queue = append(queue, n)
				}
			}
		}
		return seen
	}
	first := st.Routes[0].Path
	forward := reach(first, func(n string) []string { return edges[n] })
	back := reach(first, func(n string) []string {
		var in []string
		for from, to := range edges {
			if slices.Contains(to, n) {
				in = append(in, from)
			}
		}
		return in
	})
	var p []string
	for _, r := range st.Routes {
		if !forward[r.Path] {
			p = append(p, fmt.Sprintf("with scripts off, no chain of links leads from %s to %s", first, r.Path))
		}
		if !back[r.Path] {
			p = append(p, fmt.Sprintf("with scripts off, no chain of links leads from %s back to %s", r.Path, first))
		}
	}
	return p
}
