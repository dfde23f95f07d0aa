package harness

import (
	"fmt"
	"math"
	"strings"

	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
)

// FirstScreenWidth is the width at which every page must show its title and
// opening paragraph within the first screen (browser.ViewportHeight high): the
// narrowest of the matrix, where the navbar and action bar sit above the page.
const FirstScreenWidth = 600

// AxeScope is what axe checks in a cell: what its dimension may change. A
// theme changes only the navbar; a locale changes only the live examples
// (the shell and the prose stay in English, and the base cell of the same
// route and width has already checked the whole page), so a locale cell
// checks its example blocks, or the whole page when it has none. The base
// cell checks the whole page. An empty scope is the whole document.
func AxeScope(c matrix.Cell, facts browser.Facts) string {
	switch {
	case c.Themed():
		return NavbarSelector
	case c.Localized() && len(facts.Examples) > 0:
		return ExampleSelector
	default:
		return ""
	}
}

// NavbarSelector and ExampleSelector find the navbar and the live example
// blocks.
const (
	NavbarSelector  = "nav[data-navbar]"
	ExampleSelector = "[data-example]"
	// LiveSelector finds the live part of each example block, which is what
	// an example capture holds: the part a locale changes. The block's code
	// and toolbar are the same text in every locale and at every width's
	// first screen; capturing them too would store them again with every
	// locale's capture.
	LiveSelector = "[data-example] > [data-example-live]"
	// ArticleSelector finds the page's article, whose sections the base
	// cell of the widest width captures: what lies below the first screen
	// outside the examples (prose, props tables, code, specimens).
	ArticleSelector = "main article"
)

// CheckFacts checks the invariants of a rendered cell that need no pixels.
func CheckFacts(c matrix.Cell, site *matrix.Site, f browser.Facts) []string {
	var p []string
	if want := c.Path(site.Base); locationPath(f.Location) != locationPath(want) {
		p = append(p, fmt.Sprintf("location is %s, want %s", f.Location, want))
	}
	if want := c.Route.Title + " · Tessera"; f.Title != want {
		p = append(p, fmt.Sprintf("document.title = %q, want %q", f.Title, want))
	}
	if f.Lang != matrix.BaseLocale {
		p = append(p, fmt.Sprintf(`<html lang=%q>, want %q`, f.Lang, matrix.BaseLocale))
	}
	if f.ScrollWidth > f.ClientWidth {
		p = append(p, fmt.Sprintf("horizontal overflow: the page is %d px wide in a %d px viewport", f.ScrollWidth, f.ClientWidth))
	}
	if f.ErrorPage != nil {
		p = append(p, fmt.Sprintf("the page shows the error page (status %q)", *f.ErrorPage))
	}
	for _, e := range f.Examples {
		if e.Lang != c.Locale {
			p = append(p, fmt.Sprintf("example %q has lang=%q, want %q", e.ID, e.Lang, c.Locale))
		}
		if e.ID == "" {
			p = append(p, "an example block has an empty data-example id")
		}
		if !e.Live {
			p = append(p, fmt.Sprintf("example %q does not have exactly one live part ([data-example-live]) as its child", e.ID))
		}
		switch {
		case e.ReadyTop == nil:
			p = append(p, fmt.Sprintf("example %q appeared after the page was marked ready (at y=%.0f): everything below it moved", e.ID, e.Top))
		case math.Abs(e.Top-*e.ReadyTop) >= 1:
			p = append(p, fmt.Sprintf("example %q moved after the page was marked ready: from y=%.0f to y=%.0f", e.ID, *e.ReadyTop, e.Top))
		}
	}
	if c.Width == FirstScreenWidth && f.FirstScreen != nil {
		for _, part := range []struct {
			name   string
			bottom *float64
		}{{"title", f.FirstScreen.TitleBottom}, {"opening paragraph", f.FirstScreen.ParagraphBottom}} {
			switch {
			case part.bottom == nil:
				p = append(p, fmt.Sprintf("the page has no %s", part.name))
			case *part.bottom > browser.ViewportHeight:
				p = append(p, fmt.Sprintf("the page's %s ends at y=%.0f, below the first screen (%d px high) at %d px", part.name, *part.bottom, browser.ViewportHeight, c.Width))
			}
		}
	}
	if f.Navbar != nil {
		if f.Navbar.Theme != c.Theme {
			p = append(p, fmt.Sprintf("navbar data-theme=%q, want %q", f.Navbar.Theme, c.Theme))
		}
		if want := site.NavbarVariant(c.Width); f.Navbar.Variant != want {
			p = append(p, fmt.Sprintf("navbar data-variant=%q at %d px, want %q", f.Navbar.Variant, c.Width, want))
		}
	}
	return append(p, CheckDuplicates(f.Duplicates)...)
}

// CheckClipped names each element that cuts off content a reader cannot
// scroll to, and what a reader would expect instead.
func CheckClipped(cs []browser.Clipped) []string {
	var p []string
	for _, c := range cs {
		dim := "height"
		if c.Axis == "x" {
			dim = "width"
		}
		p = append(p, fmt.Sprintf("content cut off: %s (%q) shows %d px of its %d px %s and nothing scrolls to the rest; a reader expects to reach all of it: let the box scroll or grow, or declare the cut (an ellipsis, a line clamp, data-clip)", c.Element, c.Text, c.Box, c.Content, dim))
	}
	return p
}

// CheckDuplicates names each id that more than one element carries, and each
// landmark role and name that more than one landmark shares: a screen
// reader's list of landmarks shows those alike.
func CheckDuplicates(d browser.Duplicates) []string {
	var p []string
	for _, id := range d.IDs {
		p = append(p, fmt.Sprintf("duplicate id: %d elements have id=%q", id.Count, id.ID))
	}
	for _, l := range d.Landmarks {
		name := "no name"
		if l.Name != "" {
			name = fmt.Sprintf("the name %q", l.Name)
		}
		p = append(p, fmt.Sprintf("repeated landmark: %d %s landmarks have %s; give each a name of its own", l.Count, l.Role, name))
	}
	return p
}

func locationPath(loc string) string {
	path, _, _ := strings.Cut(loc, "?")
	return path
}
