// Package matrix is the shape of the site the harness walks: the routes of
// site.json, each seen at every width, navbar theme and locale. A Cell is one
// such point; Site.Cells lists them in the order a tab walks them, every
// base-locale cell before the cells judged against it.
package matrix

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// BaseTheme and BaseLocale name the base cell of every route and width: the
// cell whose captures every other cell is measured against.
const (
	BaseTheme  = "default"
	BaseLocale = "en-US"
)

// Site is the shape of the built site, as dist/site.json describes it.
type Site struct {
	Base        string   `json:"base"`
	Routes      []Route  `json:"routes"`
	Breakpoints []int    `json:"breakpoints"`
	TopBarBelow int      `json:"topBarBelow"` // the width below which the navbar is a top bar
	Themes      []string `json:"themes"`
	Locales     []string `json:"locales"`
}

// Route is one page of the site.
type Route struct {
	Path   string   `json:"path"`
	Slug   string   `json:"slug"`
	Title  string   `json:"title"`
	Tags   []string `json:"tags"`
	Layout string   `json:"layout"`
}

// ReadSite reads and checks site.json at the root of the built site.
func ReadSite(dist fs.FS) (*Site, error) {
	b, err := fs.ReadFile(dist, "site.json")
	if err != nil {
		return nil, fmt.Errorf("reading the site's shape: %w", err)
	}
	var s Site
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("site.json: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("site.json: %w", err)
	}
	return &s, nil
}

// NavbarVariant is the navbar's variant at a viewport width: "top" below
// TopBarBelow, "side" from it up.
func (s *Site) NavbarVariant(width int) string {
	if width < s.TopBarBelow {
		return "top"
	}
	return "side"
}

func (s *Site) check() error {
	var errs []error
	if !strings.HasPrefix(s.Base, "/") || !strings.HasSuffix(s.Base, "/") {
		errs = append(errs, fmt.Errorf("base %q must start and end with /", s.Base))
	}
	if len(s.Routes) == 0 || len(s.Breakpoints) == 0 {
		errs = append(errs, errors.New("no routes or no breakpoints"))
	}
	if s.TopBarBelow <= 0 {
		errs = append(errs, fmt.Errorf("topBarBelow %d must be the width (px) below which the navbar is a top bar", s.TopBarBelow))
	}
	if !slices.Contains(s.Themes, BaseTheme) {
		errs = append(errs, fmt.Errorf("themes %q lack the base theme %q", s.Themes, BaseTheme))
	}
	if !slices.Contains(s.Locales, BaseLocale) {
		errs = append(errs, fmt.Errorf("locales %q lack the base locale %q", s.Locales, BaseLocale))
	}
	slugs := map[string]bool{}
	for _, r := range s.Routes {
		if r.Slug == "" || strings.ContainsAny(r.Slug, "/ ") || slugs[r.Slug] {
			errs = append(errs, fmt.Errorf("route %q: slug %q is empty, repeated or holds / or a space", r.Path, r.Slug))
		}
		slugs[r.Slug] = true
		if !strings.HasPrefix(r.Path, "/") || r.Title == "" {
			errs = append(errs, fmt.Errorf("route %q: path must start with / and title must be set", r.Path))
		}
	}
	return errors.Join(errs...)
}

// Cell is one point of the matrix: a route seen at one width, in one navbar
// theme and one locale.
type Cell struct {
	Route  Route
	Width  int
	Theme  string
	Locale string
}

// Name is the cell's subtest name below the test: route/width/theme/locale.
func (c Cell) Name() string {
	return c.Route.Slug + "/" + strconv.Itoa(c.Width) + "/" + c.Theme + "/" + c.Locale
}

// Themed reports whether the cell's theme is not the base theme: such a cell
// checks and captures the navbar only.
func (c Cell) Themed() bool { return c.Theme != BaseTheme }

// Localized reports whether the cell's locale is not the base locale.
func (c Cell) Localized() bool { return c.Locale != BaseLocale }

// Twin is the same cell in the base locale.
func (c Cell) Twin() Cell {
	c.Locale = BaseLocale
	return c
}

// Path is the cell's location below the server root: the site's base, the
// route, and the theme and locale as query parameters.
func (c Cell) Path(base string) string {
	q := url.Values{"theme": {c.Theme}, "locale": {c.Locale}}
	return strings.TrimSuffix(base, "/") + c.Route.Path + "?" + q.Encode()
}

// Cells lists the matrix in the order one tab walks it: route by route, each
// route width by width, and inside a width the base theme and the base locale
// first, so that every twin is visited before the cells measured against it.
func (s *Site) Cells() []Cell {
	var cells []Cell
	for _, r := range s.Routes {
		cells = append(cells, s.RouteCells(r)...)
	}
	return cells
}

// RouteCells lists the cells of one route in the order of Cells.
func (s *Site) RouteCells(r Route) []Cell {
	themes := BaseFirst(s.Themes, BaseTheme)
	locales := BaseFirst(s.Locales, BaseLocale)
	cells := make([]Cell, 0, len(s.Breakpoints)*len(themes)*len(locales))
	for _, w := range s.Breakpoints {
		for _, th := range themes {
			for _, l := range locales {
				cells = append(cells, Cell{Route: r, Width: w, Theme: th, Locale: l})
			}
		}
	}
	return cells
}

// BaseFirst returns list with base first, then the others in their order.
func BaseFirst(list []string, base string) []string {
	out := []string{base}
	for _, v := range list {
		if v != base {
			out = append(out, v)
		}
	}
	return out
}

// Shard is the part i of n of the matrix that one machine runs: the routes
// whose index modulo n is i-1. Whole routes go to one shard, so that a cell
// and its twin run in the same process.
type Shard struct {
	Index, Count int // 1 <= Index <= Count
}

// ParseShard reads a shard written as "i/n"; "" is the whole matrix, 1/1.
func ParseShard(s string) (Shard, error) {
	if s == "" {
		return Shard{1, 1}, nil
	}
	is, ns, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(is)
	n, err2 := strconv.Atoi(ns)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return Shard{}, fmt.Errorf("shard %q: want i/n with 1 <= i <= n, such as 2/4", s)
	}
	return Shard{i, n}, nil
}

// Routes returns the routes of the site that belong to the shard.
func (sh Shard) Routes(routes []Route) []Route {
	var out []Route
	for i, r := range routes {
		if i%sh.Count == sh.Index-1 {
			out = append(out, r)
		}
	}
	return out
}

// String writes the shard as ParseShard reads it.
func (sh Shard) String() string { return fmt.Sprintf("%d/%d", sh.Index, sh.Count) }

// UpdateCommand is the command that runs the cell with -update.
func UpdateCommand(c Cell) string {
	return fmt.Sprintf("go test ./harness -run '^TestMatrix$/^%s$/^%d$/^%s$/^%s$' -update", c.Route.Slug, c.Width, c.Theme, c.Locale)
}
