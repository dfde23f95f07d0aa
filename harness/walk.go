package harness

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/a11y"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/judge"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// Pass is one pass over (part of) the matrix: its settings, and where its
// findings go.
type Pass struct {
	Site    *matrix.Site
	Store   *store.Store
	Axe     *Axe
	Update  bool           // rewrite baselines a check would fail, remove those of captures gone
	Env     Environment    // the environment of this run
	Drifted bool           // the baselines were made in another environment: every one is judged by Drift
	MadeIn  string         // the browser of the baselines' environment, for the baselines -update carries
	Carried *store.Carried // baselines kept from an earlier environment (judged by Drift); nil: none
	// Calibration is this run's drawing of the calibration page;
	// RecordCalibration has -update record it (the run is drifted, or the
	// store has none of this page).
	Calibration       Calibration
	RecordCalibration bool
	Timings           *report.Timings
	Report            *report.Report
	// Printer fingerprints each cell (nil: none is, and every cell is
	// checked). Unless Full, a cell whose fingerprint is the one Recorded in
	// the store's manifest is not captured, compared or checked by axe (its
	// baselines passed when it was recorded, so -update has nothing to write
	// for it either): only its render checks run.
	Printer  *Printer
	Recorded store.Manifest
	Full     bool // check every cell, whatever the manifest says
	// Answers asks the server for what a route loaded (nil: every route is
	// visited). Unless Full, a route whose record in Loads still holds
	// (RouteUnchanged) is not visited: its cells are reported unchanged.
	Answers *Answers
	Loads   store.Loads

	routes     atomic.Int32 // routes with a cell in the run
	notVisited atomic.Int32 // of those, the routes reported unchanged without a visit
	loaded     sync.Map     // under -update, slug -> []string: what a visit of all the route's cells loaded (Plain)
	partly     sync.Map     // under -update, slug -> true: a route visited without all its cells

	unchanged  atomic.Int32 // cells skipped as unchanged
	axeRuns    atomic.Int32 // axe-core runs
	axeHits    atomic.Int32 // axe results taken from the cache
	twinPrints atomic.Int32 // navbar captures not taken: the print was the twin's
	axeCache   sync.Map     // Printer.Scope digest -> []Violation
	printed    sync.Map     // under -update, cell name -> its PagePrint, for the manifest

	retries   atomic.Int32 // cells run a second time after a capture differed
	resettled atomic.Int32 // captures taken again, settled, after the first differed
	recovered atomic.Int32 // of those, the ones that then passed

	mu      sync.Mutex
	visited map[string]bool // baseline files this run judged, for -update in a drifted environment

	styles styleRules // the site's style rules, and which of them the captures applied

	// Labels are the en-US strings of the library's locale files, by which
	// a locale cell's names are checked (a11y.CheckLabels); nil: they are not.
	Labels a11y.Labels
}

// Rule is the tolerance a capture is judged by against its stored baseline:
// Strict when the baseline was made in this run's environment, Drift when it
// was not (the run's environment differs, or the baseline is carried).
func (r *Pass) Rule(k store.Key) compare.Tolerance {
	if r.Drifted || (r.Carried != nil && r.Carried.Has(k.File())) {
		return compare.Drift
	}
	return compare.Strict
}

// judge is the judge of this pass's captures and texts.
func (r *Pass) judge() judge.Judge {
	j := judge.Judge{Baselines: r.Store, Rule: r.Rule, Widths: r.Site.Breakpoints, Update: r.Update}
	if r.Env != nil {
		j.Env = r.Env.Short()
	}
	return j
}

// Resettled reports how many captures were taken again after differing, and
// how many of those then passed: both 0 in a deterministic run.
func (r *Pass) Resettled() (taken, passed int) {
	return int(r.resettled.Load()), int(r.recovered.Load())
}

func (r *Pass) visit(k store.Key) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.visited == nil {
		r.visited = map[string]bool{}
	}
	r.visited[k.File()] = true
}

// Visited reports whether this run judged the baseline file (Key.File).
func (r *Pass) Visited(file string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.visited[file]
}

// RouteWalk is one tab walking the cells of one route in order. It keeps the
// route's base-locale captures of this run, against which its locale cells
// are measured.
type RouteWalk struct {
	run *Pass
	tab *browser.Tab
	// requests are what the route's cells asked the server for (path and
	// query); other is set by one that was not a GET.
	requests map[string]bool
	other    bool
	loaded   bool // the tab shows the app, healthy, so a cell can navigate without a reload
	live     judge.Live
	// navbarPrint is the print of each base-locale navbar captured in this
	// walk (Printer.Scope), for navbarTwin.
	navbarPrint map[store.Key]string
	// liveTexts are the texts of the route read in this run, against which
	// -update measures the texts held against them (judge.Judge.Ref).
	liveTexts judge.Texts
	// share is what the walks of the route's other widths read in this run
	// (nil: the walk has the whole route, in order).
	share *widthShare
	// appliedHere are the style rules the route's captures applied so far
	// in this walk (readRules).
	appliedHere map[string]bool

	// asRecorded caches AnswersAsRecorded for the route (nil: not asked yet).
	asRecorded *bool

	// again, in a cell run a second time after captures differed, holds
	// their keys: the states and sections it names run again, the others
	// keep their first verdict (report.Retaken). nil runs them all.
	again map[store.Key]bool

	// Reopen, when set, opens a fresh tab (in a restarted browser when the
	// browser died) for a cell to run again on after its tab broke.
	Reopen func() (*browser.Tab, error)
}

// Walk starts a walk of tab through route cells.
func (r *Pass) Walk(tab *browser.Tab) *RouteWalk {
	return &RouteWalk{run: r, tab: tab, live: judge.Live{}, liveTexts: judge.Texts{}, appliedHere: map[string]bool{}, navbarPrint: map[store.Key]string{}, requests: map[string]bool{}}
}

// CellTimeout bounds how long a cell may go with no step answering (the
// watchdog of browser.CellContext): a cell that does its work slowly on a
// busy machine goes on; one that hangs ends.
const CellTimeout = 60 * time.Second

// MaxRetries bounds the cells of one run that run a second time after a
// capture differed: past it, differences are changes, not accidents.
const MaxRetries = 24

// Retry reasons.
const (
	RetryLost   = "its tab broke; the cell ran again on a fresh one"
	RetryPixels = "a capture differed even when settled; the cell ran again from a fresh load, taking again what differed"
)

// Cell checks and captures one cell, after the cells before it in the order
// of Site.Cells. A cell runs a second time, and the report names it, when its
// tab broke (a stalled screenshot, a crashed renderer or a dead browser; on a
// fresh tab from Reopen, once) or when its only problems were captures that
// differed (from a fresh load, at most MaxRetries cells in a run; of its
// states and sections, only those that differed run again): a real change
// differs again, an accident of timing does not, and neither goes unseen.
// Under -update, a cell with problems other than pixels writes and removes
// nothing.
func (w *RouteWalk) Cell(c matrix.Cell) report.CellResult {
	res := w.attempt(c)
	switch {
	case res.Lost != nil && w.Reopen != nil:
		first := res.Problems
		w.takeRequests()
		tab, err := w.Reopen()
		if err != nil {
			res.Problems = append(res.Problems, "opening a fresh tab to run the cell again: "+err.Error())
			break
		}
		w.Replace(tab)
		res = w.attempt(c)
		res.Retried = RetryLost + " (" + first[0] + ")"
	case !w.run.Update && res.PixelsOnly() && w.run.retries.Add(1) <= MaxRetries:
		w.loaded = false
		w.again = res.Differing()
		res = report.Retaken(res, w.attempt(c))
		w.again = nil
		res.Retried = RetryPixels
	}
	w.takeRequests()
	if w.run.Update && !res.Unchanged {
		w.commit(c, &res)
	}
	w.run.Timings.Add(report.PhaseCell, res.Duration)
	if w.run.Report != nil {
		w.run.Report.Add(res)
	}
	return res
}

// attempt runs the cell once on the walk's tab.
func (w *RouteWalk) attempt(c matrix.Cell) report.CellResult {
	start := time.Now()
	res := report.CellResult{Cell: c}
	ctx, cancel := w.tab.CellContext(CellTimeout)
	defer cancel()
	if err := w.cell(ctx, c, &res); err != nil {
		// The page is in an unknown state: the next cell starts from a fresh load.
		w.loaded = false
		if cause := context.Cause(ctx); errors.Is(cause, browser.ErrNoProgress) {
			err = fmt.Errorf("%w (the cell stopped at: %v)", cause, err)
		}
		if lost := w.tab.Lost(ctx, err); lost != nil {
			err, res.Lost = lost, lost
			// A tab whose compositor stopped answering or whose renderer
			// died is not used again.
			w.tab.Close()
		}
		res.Problems = append(res.Problems, err.Error())
	}
	res.Problems = append(res.Problems, w.tab.Drain()...)
	res.Duration = time.Since(start)
	return res
}

func (w *RouteWalk) cell(ctx context.Context, c matrix.Cell, res *report.CellResult) error {
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
	t = tm.Since(report.PhaseNavigate, t)
	facts, err := w.tab.Settle(ctx, c.Width)
	if err != nil {
		return err
	}
	tm.Since(report.PhaseSettle, t)
	res.Problems = append(res.Problems, CheckFacts(c, w.run.Site, facts)...)

	selector := AxeScope(c, facts)
	var print *PagePrint
	// A run of every cell (-full) needs a print only where it can spare work:
	// a theme cell's navbar, which is its twin's in most locales.
	if w.run.Printer != nil && (w.run.Update || !w.run.Full || c.Themed()) {
		t = time.Now()
		dump := os.Getenv(PrintsEnv)
		pp, err := chromedp.Run(ctx, browser.Call[PagePrint]("fingerprint", selector, c.Themed(), dump != ""))
		if err != nil {
			return fmt.Errorf("fingerprinting the page: %w", err)
		}
		if dump != "" {
			if err := writePrintText(dump, c, pp); err != nil {
				return err
			}
		}
		print = &pp
		// What the page's sheets and images name counts as loaded, whether
		// or not the browser has fetched it yet: a font subset is fetched
		// when text needs it, and a capture that scrolls an example into
		// view can be what first needs it.
		for _, r := range pp.Resources {
			w.requests[r] = true
		}
		res.Print = w.run.Printer.Pre(c, pp)
		unchanged := !w.run.Full && w.run.Recorded[c.Name()] == store.CellPrint(res.Print, w.run.Store.Digest(c))
		if unchanged && !c.Themed() && !c.Localized() {
			if unchanged, err = w.answersAsRecorded(ctx, c.Route); err != nil {
				return err
			}
		}
		if unchanged {
			res.Unchanged = true
			w.run.unchanged.Add(1)
		} else if w.run.Update {
			w.run.printed.Store(c.Name(), pp)
		}
		tm.Since(report.PhaseFingerprint, t)
		if res.Unchanged {
			return nil
		}
	}

	clipped, err := chromedp.Run(ctx, browser.Call[[]browser.Clipped]("clipped", selector))
	if err != nil {
		return fmt.Errorf("looking for content cut off: %w", err)
	}
	res.Problems = append(res.Problems, CheckClipped(clipped)...)

	if twin := w.navbarTwin(c, print); twin != nil {
		// The navbar renders from the same inputs as its en-US twin's, taken
		// in this walk: it is that image.
		res.Captures = append(res.Captures, *twin)
	} else if err := w.captures(ctx, c, facts, res); err != nil {
		return err
	}
	if err := w.texts(ctx, c, res); err != nil {
		return err
	}

	t = time.Now()
	if selector != NavbarSelector || facts.Navbar != nil {
		vs, err := w.axe(ctx, selector, print)
		if err != nil {
			return err
		}
		res.Violations = vs
		for _, v := range vs {
			res.Problems = append(res.Problems, v.String())
		}
	}
	tm.Since(report.PhaseAxe, t)
	if err := w.sections(c, res); err != nil {
		return err
	}
	if c.Themed() || c.Localized() {
		// States run in the base locale, for now: what a state shows in
		// another locale (a calendar's month names) is not held yet.
		return nil
	}
	if err := w.keys(c, res); err != nil {
		return err
	}
	// Tab left focus and scroll behind: the states, and the next cell,
	// start from a fresh load.
	w.loaded = false
	return w.states(c, facts, res, false)
}

// navbarTwin is the verdict on a themed locale cell's navbar when its print
// (the navbar's markup, state and style sheets, the locale picker by its box
// only) is that of its en-US twin's navbar, captured in this walk: the
// capture would be the twin's image, so it is not taken. nil otherwise,
// and in a base-locale cell it notes the print of the navbar it captured.
func (w *RouteWalk) navbarTwin(c matrix.Cell, print *PagePrint) *report.CaptureResult {
	if print == nil || !c.Themed() {
		return nil
	}
	k := store.CaptureKey(c, "")
	scope := w.run.Printer.Scope(*print)
	if !c.Localized() {
		w.navbarPrint[k] = scope
		return nil
	}
	twin := k.Twin()
	if _, live := w.live[twin]; !live || w.navbarPrint[twin] != scope {
		return nil
	}
	w.run.twinPrints.Add(1)
	return &report.CaptureResult{Key: k, Status: report.StatusTwin}
}

// axe runs axe-core on selector, or takes its result from the run's cache
// when a page with the same print of what axe inspects was checked already.
func (w *RouteWalk) axe(ctx context.Context, selector string, print *PagePrint) ([]report.Violation, error) {
	var key string
	if print != nil {
		key = w.run.Printer.Scope(*print)
		if vs, ok := w.run.axeCache.Load(key); ok {
			w.run.axeHits.Add(1)
			return vs.([]report.Violation), nil
		}
	}
	vs, err := w.run.Axe.Run(ctx, selector)
	if err != nil {
		return nil, err
	}
	w.run.axeRuns.Add(1)
	if key != "" {
		w.run.axeCache.Store(key, vs)
	}
	return vs, nil
}

// Skipped reports how many cells the run found unchanged, how many times it
// ran axe-core and took an axe result from its cache, and how many navbar
// captures it did not take because their print was their twin's.
func (r *Pass) Skipped() (unchanged, axeRuns, axeHits, twinPrints int) {
	return int(r.unchanged.Load()), int(r.axeRuns.Load()), int(r.axeHits.Load()), int(r.twinPrints.Load())
}

// Manifest is the manifest after -update: the recorded fingerprints, with
// those of the cells this run checked replaced by their fingerprints now (the
// baselines as written), and those of its cells that failed dropped.
func (r *Pass) Manifest(failed map[string]bool) store.Manifest {
	m := maps.Clone(r.Recorded)
	if m == nil {
		m = store.Manifest{}
	}
	for _, c := range r.Site.Cells() {
		pp, ok := r.printed.Load(c.Name())
		switch {
		case failed[c.Name()]:
			delete(m, c.Name())
		case ok:
			m[c.Name()] = r.Printer.Cell(c, pp.(PagePrint), r.Store.Digest(c))
		}
	}
	return m
}

// commit carries out what -update decided for the cell's captures: it writes
// the new baselines, removes those of twins and of captures gone, and keeps
// the carried record. A cell with any problem commits nothing and says so: a
// page that failed to render, threw or broke a check never becomes a baseline,
// and its old baselines stay.
func (w *RouteWalk) commit(c matrix.Cell, res *report.CellResult) {
	if res.Failed() {
		for i := range res.Captures {
			if res.Captures[i].Status == report.StatusWritten {
				res.Captures[i].Status = report.StatusRefused
			}
		}
		for _, t := range res.Texts {
			if t.Status == report.StatusWritten {
				t.Status = report.StatusRefused
			}
		}
		res.Problems = append(res.Problems, "-update refused this cell: it has problems besides pixels, so its baselines are left as they were; fix them and run "+matrix.UpdateCommand(c))
		return
	}
	err := func() error {
		t := time.Now()
		defer w.run.Timings.Since(report.PhaseWrite, t)
		for _, cr := range res.Captures {
			switch cr.Status {
			case report.StatusWritten:
				if _, err := w.run.Store.Save(cr.Key, cr.Actual); err != nil {
					return err
				}
				w.carried(cr.Key, false)
			case report.StatusTwin:
				if _, err := w.run.Store.Remove(cr.Key); err != nil {
					return err
				}
			case report.StatusPass:
				w.carried(cr.Key, cr.Carry)
			}
			w.run.visit(cr.Key)
		}
		for _, t := range res.Texts {
			switch t.Status {
			case report.StatusWritten:
				if err := w.run.Store.WriteText(c, t.Kind, t.Got); err != nil {
					return err
				}
			case report.StatusTwin:
				if err := w.run.Store.RemoveText(c, t.Kind); err != nil {
					return err
				}
			}
		}
		return w.removeStale(c, res)
	}()
	if err != nil {
		res.Problems = append(res.Problems, err.Error())
	}
}

// carried records whether the baseline of k is kept from an earlier
// environment.
func (w *RouteWalk) carried(k store.Key, keep bool) {
	switch {
	case w.run.Carried == nil:
	case keep:
		w.run.Carried.Keep(k.File(), w.run.MadeIn)
	default:
		w.run.Carried.Release(k.File())
	}
}

// removeStale deletes the cell's baselines that no capture of this run wrote
// or kept, and the trees of states it no longer has.
func (w *RouteWalk) removeStale(c matrix.Cell, res *report.CellResult) error {
	keep := map[store.Key]bool{}
	for _, cr := range res.Captures {
		if cr.Status == report.StatusPass || cr.Status == report.StatusWritten || cr.Status == report.StatusFail {
			keep[cr.Key] = true
		}
	}
	keys, err := w.run.Store.CellFiles(c)
	if err != nil {
		return err
	}
	held := map[string]bool{}
	for _, t := range res.Texts {
		held[t.File] = true
	}
	kinds, err := w.run.Store.StateTexts(c)
	if err != nil {
		return err
	}
	for _, kind := range kinds {
		if !held[store.TextFile(c, kind)] {
			if err := w.run.Store.RemoveText(c, kind); err != nil {
				return err
			}
		}
	}
	for _, k := range keys {
		if !keep[k] {
			if _, err := w.run.Store.Remove(k); err != nil {
				return err
			}
			w.carried(k, false)
		}
	}
	return nil
}

// takeRequests adds what the tab asked the server for to the route's.
func (w *RouteWalk) takeRequests() {
	uris, other := w.tab.TakeRequests()
	for _, u := range uris {
		w.requests[u] = true
	}
	w.other = w.other || other
}

// Requests returns what the route's cells asked the server for since
// ResetRoute (path and query, sorted); other reports a request that was
// not a GET.
func (w *RouteWalk) Requests() (uris []string, other bool) {
	w.takeRequests()
	return slices.Sorted(maps.Keys(w.requests)), w.other
}

// Broken reports whether the walk's tab is gone (crashed or closed).
func (w *RouteWalk) Broken() bool { return w.tab.Context().Err() != nil }

// Replace carries on the walk in tab, after its tab broke; the live captures
// of the route are kept.
func (w *RouteWalk) Replace(tab *browser.Tab) {
	w.tab = tab
	w.loaded = false
}

// ResetRoute forgets the live captures and text of the previous route, and
// has the next cell load its page afresh: the style sheets and fonts an
// earlier route loaded stay in a document, and a cell's fingerprint must not
// depend on which routes its tab walked before.
func (w *RouteWalk) ResetRoute() {
	w.tab.TakeRequests()
	clear(w.requests)
	w.other = false
	clear(w.live)
	clear(w.navbarPrint)
	clear(w.liveTexts)
	clear(w.appliedHere)
	w.asRecorded = nil
	w.loaded = false
}

// answersAsRecorded is the run's AnswersAsRecorded for route r, asked once
// per walk of the route.
func (w *RouteWalk) answersAsRecorded(ctx context.Context, r matrix.Route) (bool, error) {
	if w.asRecorded == nil {
		same, err := w.run.AnswersAsRecorded(ctx, r)
		if err != nil {
			return false, fmt.Errorf("asking the server for what the route loaded: %w", err)
		}
		w.asRecorded = &same
	}
	return *w.asRecorded, nil
}

// writePrintText writes what the cell's page print is the digest of, with the
// files it loaded, below dir (PrintsEnv).
func writePrintText(dir string, c matrix.Cell, pp PagePrint) error {
	path := filepath.Join(dir, c.Route.Slug, fmt.Sprintf("%d-%s-%s.txt", c.Width, c.Theme, c.Locale))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(pp.Text+"\n/* resources */\n"+strings.Join(pp.Resources, "\n")+"\n"), 0o644)
}
