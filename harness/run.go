package harness

import (
	"context"
	"errors"
	"fmt"
	"github.com/chromedp/chromedp"
	"image"
	"io/fs"
	"strings"
	"sync/atomic"
	"time"
)

// Run is one pass over (part of) the matrix: its settings, and where its
// findings go.
type Run struct {
	Site      *Site
	Store     Store
	Axe       *Axe
	Update    bool      // rewrite baselines a check would fail, remove those of captures gone
	Pixels    bool      // judge captures; false after an environment mismatch
	Tolerance Tolerance // how far a capture may stray from its baseline
	Timings   *Timings
	Report    *Report

	retries atomic.Int32 // cells run a second time after a capture differed
}

// Capture statuses.
const (
	StatusPass    = "pass"    // equal to its baseline, or within the tolerance
	StatusFail    = "fail"    // differs from its baseline
	StatusMissing = "missing" // no baseline
	StatusWritten = "written" // -update wrote its baseline
	StatusTwin    = "twin"    // a locale capture equal to its en-US twin: it has no file
	StatusSkipped = "skipped" // not judged (environment mismatch)
)

// CaptureResult is the verdict on one capture.
type CaptureResult struct {
	Key     Key
	Status  string
	Message string
	Diff    *Diff
	Actual  *image.NRGBA // kept only when the capture failed
	Want    *image.NRGBA // the image it was measured against, kept only when it failed
}

// CellResult is what one cell found.
type CellResult struct {
	Cell       Cell
	Problems   []string // every failure, one line each
	Captures   []CaptureResult
	Violations []Violation
	Duration   time.Duration
	Stalled    bool   // a screenshot stalled (ErrStalled): the tab is closed and the cell may run again on a fresh one
	Retried    string // why the cell ran a second time, if it did
}

// pixelsOnly reports whether every problem of the result is a capture that
// differs from what it is measured against.
func (r CellResult) pixelsOnly() bool {
	n := 0
	for _, c := range r.Captures {
		if c.Status == StatusFail {
			n++
		}
	}
	return n > 0 && n == len(r.Problems)
}

// Failed reports whether the cell found anything wrong.
func (r CellResult) Failed() bool { return len(r.Problems) > 0 }

// RouteWalk is one tab walking the cells of one route in order. It keeps the
// route's base-locale captures of this run, against which its locale cells
// are measured.
type RouteWalk struct {
	run    *Run
	tab    *Tab
	loaded bool // the tab shows the app, healthy, so a cell can navigate without a reload
	live   map[Key]*image.NRGBA

	// Reopen, when set, opens a fresh tab for a cell to run again on after
	// a stalled screenshot.
	Reopen func() (*Tab, error)
}

// Walk starts a walk of tab through route cells.
func (r *Run) Walk(tab *Tab) *RouteWalk {
	return &RouteWalk{run: r, tab: tab, live: map[Key]*image.NRGBA{}}
}

// UpdateCommand is the command that runs the cell with -update.
func UpdateCommand(c Cell) string {
	return fmt.Sprintf("go test ./harness -run '^TestMatrix$/^%s$/^%d$/^%s$/^%s$' -update", c.Route.Slug, c.Width, c.Theme, c.Locale)
}

// CellTimeout bounds the work of one cell.
const CellTimeout = 60 * time.Second

// MaxRetries bounds the cells of one run that run a second time after a
// capture differed: past it, differences are changes, not accidents.
const MaxRetries = 24

// Retry reasons.
const (
	RetryStalled = "Chromium stalled on a screenshot; the cell ran again on a fresh tab"
	RetryPixels  = "a capture differed even when settled; the cell ran again from a fresh load"
)

// Cell checks and captures one cell, after the cells before it in the order
// of Site.Cells. A cell runs a second time, and the report names it, when a
// screenshot stalled (ErrStalled; on a fresh tab from Reopen) or when its only
// problems were captures that differed (from a fresh load, at most MaxRetries
// cells in a run): a real change differs again, an accident of timing does
// not, and neither goes unseen.
func (w *RouteWalk) Cell(c Cell) CellResult {
	res := w.attempt(c)
	switch {
	case res.Stalled && w.Reopen != nil:
		tab, err := w.Reopen()
		if err != nil {
			res.Problems = append(res.Problems, "reopening a tab after a stalled screenshot: "+err.Error())
			break
		}
		w.Replace(tab)
		first := res.Problems
		res = w.attempt(c)
		res.Retried = RetryStalled
		if res.Failed() {
			res.Problems = append(first, res.Problems...)
		}
	case !w.run.Update && res.pixelsOnly() && w.run.retries.Add(1) <= MaxRetries:
		w.loaded = false
		res = w.attempt(c)
		res.Retried = RetryPixels
	}
	w.run.Timings.Add(PhaseCell, res.Duration)
	if w.run.Report != nil {
		w.run.Report.Add(res)
	}
	return res
}

// attempt runs the cell once on the walk's tab.
func (w *RouteWalk) attempt(c Cell) CellResult {
	start := time.Now()
	res := CellResult{Cell: c}
	ctx, cancel := context.WithTimeout(w.tab.Context(), CellTimeout)
	defer cancel()
	if err := w.cell(ctx, c, &res); err != nil {
		res.Problems = append(res.Problems, err.Error())
		// The page is in an unknown state: the next cell starts from a fresh load.
		w.loaded = false
		if errors.Is(err, ErrStalled) {
			// A tab whose compositor stopped answering is not used again.
			res.Stalled = true
			w.tab.Close()
		}
	}
	res.Problems = append(res.Problems, w.tab.Drain()...)
	res.Duration = time.Since(start)
	return res
}

func (w *RouteWalk) cell(ctx context.Context, c Cell, res *CellResult) error {
	tm := w.run.Timings
	t := time.Now()
	path := c.Path(w.run.Site.Base)
	if err := w.tab.Resize(ctx, c.Width); err != nil {
		return err
	}
	if w.loaded {
		if err := w.tab.Push(ctx, path); err != nil {
			return err
		}
	} else {
		if _, err := w.tab.Load(ctx, path); err != nil {
			return err
		}
		w.loaded = true
	}
	t = tm.Since(PhaseNavigate, t)
	facts, err := w.tab.Settle(ctx)
	if err != nil {
		return err
	}
	t = tm.Since(PhaseSettle, t)
	res.Problems = append(res.Problems, CheckFacts(c, w.run.Site.Base, facts)...)

	if err := w.captures(ctx, c, facts, res); err != nil {
		return err
	}

	t = time.Now()
	selector := AxeScope(c, facts)
	if selector != NavbarSelector || facts.Navbar != nil {
		vs, err := w.run.Axe.Run(ctx, selector)
		if err != nil {
			return err
		}
		res.Violations = vs
		for _, v := range vs {
			res.Problems = append(res.Problems, v.String())
		}
	}
	tm.Since(PhaseAxe, t)
	return nil
}

// AxeScope is what axe checks in a cell: what its dimension may change. A
// theme changes only the navbar; a locale changes only the live examples
// (the shell and the prose stay in English, and the base cell of the same
// route and width has already checked the whole page), so a locale cell
// checks its example blocks, or the whole page when it has none. The base
// cell checks the whole page. An empty scope is the whole document.
func AxeScope(c Cell, facts Facts) string {
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
)

// CheckFacts checks the invariants of a rendered cell that need no pixels.
func CheckFacts(c Cell, base string, f Facts) []string {
	var p []string
	if want := c.Path(base); locationPath(f.Location) != locationPath(want) {
		p = append(p, fmt.Sprintf("location is %s, want %s", f.Location, want))
	}
	if want := c.Route.Title + " · Tessera"; f.Title != want {
		p = append(p, fmt.Sprintf("document.title = %q, want %q", f.Title, want))
	}
	if f.Lang != BaseLocale {
		p = append(p, fmt.Sprintf(`<html lang=%q>, want %q`, f.Lang, BaseLocale))
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
	}
	if f.Navbar != nil {
		if f.Navbar.Theme != c.Theme {
			p = append(p, fmt.Sprintf("navbar data-theme=%q, want %q", f.Navbar.Theme, c.Theme))
		}
		want := "side"
		if c.Width < 840 {
			want = "top"
		}
		if f.Navbar.Variant != want {
			p = append(p, fmt.Sprintf("navbar data-variant=%q at %d px, want %q", f.Navbar.Variant, c.Width, want))
		}
	}
	return p
}

func locationPath(loc string) string {
	path, _, _ := strings.Cut(loc, "?")
	return path
}

// shot is one capture taken in the page: its key, its pixels and where it
// was taken.
type shot struct {
	key     Key
	img     *image.NRGBA
	clip    *Clip // nil for the first screen
	masked  bool
	example int // index of the example block it holds, or -1
}

// maxCaptures bounds the captures of one settled capture.
const maxCaptures = 4

// captures takes the cell's captures (DESIGN.md section 8) and judges them.
func (w *RouteWalk) captures(ctx context.Context, c Cell, facts Facts, res *CellResult) error {
	var shots []shot
	// grab captures once; settled captures until two frames apart give the
	// same pixels (at most maxCaptures), so that a capture never records a
	// moment of painting. Baselines are always written from settled
	// captures; a check settles only a capture that did not pass.
	grab := func(key Key, clip *Clip, masked bool) (*image.NRGBA, error) {
		t := time.Now()
		b, err := w.tab.Screenshot(ctx, clip)
		if err != nil {
			return nil, err
		}
		t = w.run.Timings.Since(PhaseCapture, t)
		img, err := decodeScreenshot(b)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", key, err)
		}
		if masked {
			Mask(img, clip.Masks)
		}
		w.run.Timings.Since(PhaseDecode, t)
		return img, nil
	}
	settled := func(key Key, clip *Clip, masked bool) (*image.NRGBA, error) {
		prev, err := grab(key, clip, masked)
		if err != nil {
			return nil, err
		}
		for range maxCaptures - 1 {
			if _, err := chromedp.Run(ctx, callScript[bool]("frames")); err != nil {
				return nil, err
			}
			img, err := grab(key, clip, masked)
			if err != nil {
				return nil, err
			}
			if Compare(prev, img, w.run.Tolerance).Equal {
				return img, nil
			}
			prev = img
		}
		return prev, nil
	}
	// back brings a shot's part into view again before it is settled on
	// its own: the captures since may have scrolled the page. The first
	// screen goes back to the top; an example block to the middle of the
	// viewport, where it is measured again.
	back := func(s *shot) error {
		switch {
		case s.clip == nil:
			_, err := chromedp.Run(ctx, callScript[chromedp.Void]("scroll-to-top"))
			return err
		case s.example >= 0:
			clip, err := w.tab.ElementClip(ctx, LiveSelector, s.example, true)
			if err != nil {
				return err
			}
			s.clip = &clip
		}
		return nil
	}
	take := func(s shot) error {
		var err error
		if w.run.Update {
			// Taken in order, right after the settle or the measuring of its clip: in place.
			s.img, err = settled(s.key, s.clip, s.masked)
		} else {
			s.img, err = grab(s.key, s.clip, s.masked)
		}
		if err != nil {
			return err
		}
		shots = append(shots, s)
		return nil
	}
	switch {
	case c.Themed():
		if facts.Navbar != nil {
			clip, err := w.tab.ElementClip(ctx, NavbarSelector, 0, false)
			if err != nil {
				return err
			}
			// The navbar is compared across locales: its locale picker is masked.
			if err := take(shot{key: CaptureKey(c, ""), clip: &clip, masked: true, example: -1}); err != nil {
				return err
			}
		}
	default:
		if !c.Localized() {
			if err := take(shot{key: CaptureKey(c, ""), example: -1}); err != nil {
				return err
			}
		}
		for i, e := range facts.Examples {
			clip, err := w.tab.ElementClip(ctx, LiveSelector, i, true)
			if err != nil {
				return err
			}
			if err := take(shot{key: CaptureKey(c, e.ID), clip: &clip, example: i}); err != nil {
				return err
			}
		}
	}
	for _, s := range shots {
		t := time.Now()
		cr := w.judge(c, s)
		w.run.Timings.Since(PhaseCompare, t)
		if !w.run.Update && (cr.Status == StatusFail || cr.Status == StatusMissing) {
			// Judge again on a settled capture before reporting a difference.
			if err := back(&s); err != nil {
				return err
			}
			img, err := settled(s.key, s.clip, s.masked)
			if err != nil {
				return err
			}
			s.img = img
			t = time.Now()
			cr = w.judge(c, s)
			w.run.Timings.Since(PhaseCompare, t)
		}
		res.Captures = append(res.Captures, cr)
		if cr.Status == StatusFail || cr.Status == StatusMissing {
			res.Problems = append(res.Problems, cr.Message)
		}
	}
	if w.run.Update {
		return w.removeStale(c, res)
	}
	return nil
}

// judge measures one capture: a base-locale capture against its baseline; a
// locale capture against its own baseline when it has one, else against its
// en-US twin; a navbar of a themed locale cell always against its twin.
func (w *RouteWalk) judge(c Cell, s shot) CaptureResult {
	cr := CaptureResult{Key: s.key}
	if !w.run.Pixels {
		cr.Status = StatusSkipped
		return cr
	}
	if !c.Localized() {
		w.live[s.key] = s.img
		return w.againstBaseline(c, s, cr)
	}
	twinKey := s.key.Twin()
	twin, twinLive := w.live[twinKey]
	if !twinLive {
		img, err := w.run.Store.Load(twinKey)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			cr.Status, cr.Message = StatusMissing, fmt.Sprintf("%s: its en-US twin %s has no baseline: run %s", s.key, twinKey, UpdateCommand(c.Twin()))
			return cr
		case err != nil:
			cr.Status, cr.Message = StatusFail, err.Error()
			return cr
		}
		twin = img
	}
	// The twin may have been captured in this run or read from its
	// baseline: either way the same perceptual verdict, so sub-pixel text
	// rendering between two captures never fails a cell.
	againstTwin := func() Diff { return Compare(twin, s.img, w.run.Tolerance) }
	if c.Themed() {
		// The navbar shows the site's own English: the locale must not change it.
		d := againstTwin()
		if d.Pass {
			cr.Status = StatusTwin
			return cr
		}
		return failed(cr, twin, s.img, d, fmt.Sprintf("%s: the navbar differs from its en-US twin %s (the locale must not change it)", s.key, twinKey))
	}
	if w.run.Update {
		if againstTwin().Pass {
			if _, err := w.run.Store.Remove(s.key); err != nil {
				cr.Status, cr.Message = StatusFail, err.Error()
				return cr
			}
			cr.Status = StatusTwin
			return cr
		}
		return w.againstBaseline(c, s, cr)
	}
	if _, err := w.run.Store.Load(s.key); err == nil || !errors.Is(err, fs.ErrNotExist) {
		return w.againstBaseline(c, s, cr)
	}
	d := againstTwin()
	if d.Pass {
		cr.Status = StatusTwin
		return cr
	}
	return failed(cr, twin, s.img, d, fmt.Sprintf("%s differs from its en-US twin %s and has no baseline of its own: run %s", s.key, twinKey, UpdateCommand(c)))
}

func (w *RouteWalk) againstBaseline(c Cell, s shot, cr CaptureResult) CaptureResult {
	want, err := w.run.Store.Load(s.key)
	var d Diff
	if err == nil {
		d = Compare(want, s.img, w.run.Tolerance)
	}
	// Update rewrites what a check would report, and nothing else: a capture
	// that differs only by anti-aliasing or scattered pixels keeps its
	// baseline, so running -update twice leaves git clean.
	if w.run.Update && (err != nil || !d.Pass) {
		t := time.Now()
		if _, err := w.run.Store.Save(s.key, s.img); err != nil {
			cr.Status, cr.Message = StatusFail, err.Error()
			return cr
		}
		w.run.Timings.Since(PhaseWrite, t)
		cr.Status = StatusWritten
		return cr
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		cr.Status, cr.Actual = StatusMissing, s.img
		cr.Message = fmt.Sprintf("%s: no baseline: run %s", s.key, UpdateCommand(c))
		return cr
	case err != nil:
		cr.Status, cr.Message = StatusFail, err.Error()
		return cr
	}
	if d.Pass {
		cr.Status, cr.Diff = StatusPass, &d
		cr.Diff.Image = nil
		return cr
	}
	return failed(cr, want, s.img, d, fmt.Sprintf("%s differs from its baseline: %s; if the change is intended, run %s", s.key, d, UpdateCommand(c)))
}

// failed reports the capture as failed with msg, keeping d, its difference
// from want, for the report.
func failed(cr CaptureResult, want, got *image.NRGBA, d Diff, msg string) CaptureResult {
	cr.Status, cr.Message, cr.Diff, cr.Want, cr.Actual = StatusFail, msg, &d, want, got
	return cr
}

// removeStale deletes the cell's baselines that no capture of this run wrote
// or kept.
func (w *RouteWalk) removeStale(c Cell, res *CellResult) error {
	keep := map[Key]bool{}
	for _, cr := range res.Captures {
		if cr.Status == StatusPass || cr.Status == StatusWritten || cr.Status == StatusFail {
			keep[cr.Key] = true
		}
	}
	keys, err := w.run.Store.CellFiles(c)
	if err != nil {
		return err
	}
	for _, k := range keys {
		if !keep[k] {
			if _, err := w.run.Store.Remove(k); err != nil {
				return err
			}
		}
	}
	return nil
}

// Broken reports whether the walk's tab is gone (crashed or closed).
func (w *RouteWalk) Broken() bool { return w.tab.ctx.Err() != nil }

// Replace carries on the walk in tab, after its tab broke; the live captures
// of the route are kept.
func (w *RouteWalk) Replace(tab *Tab) {
	w.tab = tab
	w.loaded = false
}

// ResetRoute forgets the live captures of the previous route.
func (w *RouteWalk) ResetRoute() { clear(w.live) }
