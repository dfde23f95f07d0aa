// Package harness drives a real Chromium through every route, width, navbar
// theme and locale of the built Tessera site: it checks each cell of that
// matrix, captures what the cell's dimension may change, and judges the
// captures against the baselines of harness/snapshots.
//
// Run is the whole of it as a Go API; `go test ./harness` calls it from
// TestMatrix, one subtest a cell. The parts that need no browser are
// packages of their own: matrix (the cells), compare (the pixel rules),
// store (the baseline files) and report (the report page, accepting and
// merging shards). ARCHITECTURE.md at the repository's root draws the map.
package harness

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/coverage"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// Config is what one run of the matrix needs.
type Config struct {
	Site   *matrix.Site
	Files  fs.FS  // the served site's files, for the fingerprints
	Origin string // where the server serves Files, such as http://127.0.0.1:port
	// Browsers is the browser the tabs open in, started again when it died
	// unless Attached (the harness did not start it, -browser).
	Browsers *browser.Relauncher
	Attached bool
	Root     string // the repository's root: node_modules holds axe-core and the calibration's fonts
	Store    *store.Store
	Report   string // the folder the report is written to (emptied first)

	Routes []matrix.Route // the routes to walk (a shard); nil: all of them
	Tabs   int            // tabs walking routes side by side
	Update bool           // rewrite the baselines a check would fail, remove those of captures gone
	Full   bool           // check every cell, whatever the manifest says

	// Walk, when set, walks each route: it calls cells with a function that
	// runs one cell, in the order of Site.Cells. `go test` makes a subtest of
	// each (and -run leaves some out). nil: every cell runs.
	Walk func(r matrix.Route, cells func(cell func(c matrix.Cell, run func() report.CellResult)))

	Log      io.Writer     // where the run says what it decided and found (nil: nowhere)
	Progress time.Duration // how often to print a progress line to Log (0: never)
	Selected int           // the cells Walk will run, for the progress line (0: all)
}

// Outcome is what a run found, beside its report.
type Outcome struct {
	report.Summary
	Unchanged  int    // cells found unchanged by their fingerprint, or in a route not visited
	NotVisited int    // routes not visited: all they loaded answered as recorded
	Routes     int    // routes of the run
	Report     string // the report's index.html
	// Rules is the verdict on the style rules of the sheets the run's pages
	// hold: a rule that no capture applies (of this run, or by rules.txt of
	// a route it did not check whole) and that unreached.txt gives no
	// reason for fails the run, and so does a listed rule a capture applies.
	Rules coverage.Verdict
}

// Run walks the matrix and writes its report. It returns an error when it
// could not run at all (no browser, a broken store); what the cells found
// is in the Outcome and the report.
func Run(ctx context.Context, cfg Config) (*Outcome, error) {
	log := cfg.Log
	if log == nil {
		log = io.Discard
	}
	axe, err := LoadAxe(cfg.Root)
	if err != nil {
		return nil, err
	}
	rep, err := report.NewReport(cfg.Report)
	if err != nil {
		return nil, err
	}
	p := &Pass{Site: cfg.Site, Store: cfg.Store, Axe: axe, Update: cfg.Update, Full: cfg.Full, Timings: &report.Timings{}, Report: rep}
	if err := p.decideRule(cfg.Browsers.Current(), cfg.Root, log); err != nil {
		return nil, err
	}
	if p.Printer, err = NewPrinter(cfg.Files, cfg.Site.Base, p.Env.Declared(), harnessCode); err != nil {
		return nil, err
	}
	if p.Labels, err = ReadLabels(cfg.Root); err != nil {
		return nil, err
	}
	manifest := filepath.Join(p.Store.Dir, store.ManifestFile)
	if p.Recorded, err = store.ReadManifest(manifest); err != nil {
		return nil, err
	}
	loads := filepath.Join(p.Store.Dir, store.LoadsFile)
	if p.Loads, err = store.ReadLoads(loads); err != nil {
		return nil, err
	}
	if p.Answers, err = NewAnswers(cfg.Files, cfg.Site.Base, cfg.Origin); err != nil {
		return nil, err
	}
	routes := cfg.Routes
	if routes == nil {
		routes = cfg.Site.Routes
	}
	total := cfg.Selected
	if total == 0 {
		for _, r := range routes {
			total += len(cfg.Site.RouteCells(r))
		}
	}
	prog := NewProgress(log, total, cfg.Progress)
	defer prog.Stop()

	openTab := func() (*browser.Tab, error) {
		if cfg.Attached && cfg.Browsers.Current().Dead() {
			return nil, fmt.Errorf("%w: the browser the harness attached to is gone, and the harness starts again only a browser it started itself", browser.ErrBrowserDied)
		}
		b, err := cfg.Browsers.Live()
		if err != nil {
			return nil, err
		}
		tab, err := browser.OpenTab(b, cfg.Origin)
		if err != nil {
			return nil, err
		}
		if err := tab.SaveData(); err != nil {
			tab.Close()
			return nil, err
		}
		return tab, nil
	}
	walkRoute := cfg.Walk
	if walkRoute == nil {
		walkRoute = func(_ matrix.Route, cells func(func(matrix.Cell, func() report.CellResult))) {
			cells(func(_ matrix.Cell, run func() report.CellResult) { run() })
		}
	}
	var failed sync.Map // cell name -> true
	// Each tab walks groups, a route's cells of one width (route.go), in
	// the order the routes' walks queue them.
	jobs := make(chan group)
	var wg sync.WaitGroup
	for range max(cfg.Tabs, 1) {
		wg.Go(func() {
			var walk *RouteWalk // opened when a cell first runs, so a filtered run opens no tab
			defer func() {
				if walk != nil {
					walk.tab.Close()
				}
			}()
			for g := range jobs {
				rr, reset := g.route, false
				for _, c := range g.cells {
					g.visit(c, func() report.CellResult {
						// The route is asked about when its first selected
						// cell runs: a route the -run pattern leaves out
						// costs nothing. Each group starts from a fresh page.
						skip := rr.decide(ctx, p, log)
						rr.ran.Add(1)
						if skip {
							prog.Done(false)
							return p.NotVisited(c, !rr.reported.Swap(true))
						}
						if !reset && walk != nil {
							walk.ResetRoute()
						}
						reset = true
						res := p.cell(ctx, &walk, c, openTab, rr.share)
						if res.Unchanged {
							rr.unchanged.Add(1)
						}
						if res.Failed() {
							failed.Store(c.Name(), true)
						}
						prog.Done(res.Failed())
						return res
					})
					rr.share.pass(c)
				}
				if reset && walk != nil {
					rr.addRequests(walk.Requests())
				}
				g.done()
			}
		})
	}
	// Each route's walk queues its groups, narrowest width first, before the
	// next route's are queued, and returns when they are done: a group waits
	// only for a narrower one of its route, queued before it.
	var routesDone sync.WaitGroup
	for _, r := range longestFirst(routes, p.Store) {
		rr := newRouteRun(r, len(cfg.Site.RouteCells(r)))
		queued := make(chan struct{})
		var once sync.Once
		routesDone.Go(func() {
			defer once.Do(func() { close(queued) })
			walkRoute(r, func(visit func(matrix.Cell, func() report.CellResult)) {
				var groups sync.WaitGroup
				for _, cells := range widthGroups(cfg.Site.RouteCells(r)) {
					groups.Add(1)
					jobs <- group{route: rr, cells: cells, visit: visit, done: groups.Done}
				}
				once.Do(func() { close(queued) })
				groups.Wait()
			})
			rr.finish(p)
		})
		<-queued
	}
	routesDone.Wait()
	close(jobs)
	wg.Wait()

	var errs []error
	whole := prog.Count() == len(cfg.Site.Cells()) && len(p.styles.complete) == len(cfg.Site.Routes)
	verdict, err := p.judgeRules(cfg.Update, whole)
	errs = append(errs, err)
	if cfg.Update {
		failedNames := map[string]bool{}
		failed.Range(func(k, _ any) bool { failedNames[k.(string)] = true; return true })
		m := p.Manifest(failedNames)
		errs = append(errs, m.Write(manifest))
		if l, err := p.NewLoads(ctx, m); err != nil {
			errs = append(errs, err)
		} else {
			errs = append(errs, l.Write(loads, store.LoadsHeader))
		}
		if prog.Count() == len(cfg.Site.Cells()) {
			errs = append(errs, p.removeGoneRoutes())
		}
		errs = append(errs, p.recordEnvironment())
	}
	sum, err := rep.Write(cfg.Site, p.Timings)
	errs = append(errs, err)
	out := &Outcome{Summary: sum, Report: filepath.Join(cfg.Report, "index.html"), Rules: verdict}
	out.Unchanged, _, _, _ = p.Skipped()
	out.Routes, out.NotVisited = p.RoutesSeen()
	if sum.Cells > 0 {
		p.printSummary(log, out, cfg.Browsers.Restarts())
	}
	return out, errors.Join(errs...)
}

// skipRoute tells whether the route need not be visited (RouteUnchanged); a
// failure to ask the server is said in the log, and the route is visited.
func (p *Pass) skipRoute(ctx context.Context, r matrix.Route, log io.Writer) bool {
	skip, err := p.RouteUnchanged(ctx, r)
	if err != nil {
		fmt.Fprintf(log, "harness: %s: visiting it, since asking the server for what it loaded failed: %v\n", r.Slug, err)
	}
	return skip
}

// cell runs one cell on the walk of its tab, opening the tab first when the
// walk has none or its tab broke; share is what the route's other widths read.
func (p *Pass) cell(ctx context.Context, walk **RouteWalk, c matrix.Cell, openTab func() (*browser.Tab, error), share *widthShare) report.CellResult {
	if err := ctx.Err(); err != nil {
		res := report.CellResult{Cell: c, Problems: []string{"the run stopped before this cell: " + err.Error()}}
		p.Report.Add(res)
		return res
	}
	if w := *walk; w == nil || w.Broken() {
		if w != nil {
			w.tab.Close()
		}
		tab, err := openTab()
		if err != nil {
			// Counted like any failed cell, in the summary too.
			res := report.CellResult{Cell: c, Problems: []string{"opening a tab: " + err.Error()}}
			p.Report.Add(res)
			return res
		}
		*walk = p.Walk(tab)
		(*walk).Reopen = openTab
	}
	(*walk).share = share
	return (*walk).Cell(c)
}

// printSummary says what the run did, in numbers; its last line is the one
// a reader looks for.
func (p *Pass) printSummary(log io.Writer, out *Outcome, restarts int) {
	abs, _ := filepath.Abs(out.Report)
	_, axeRuns, axeHits, twinPrints := p.Skipped()
	fmt.Fprintf(log, "harness: %s cells/s; axe-core ran %d times, %d results came from its cache; %d navbars were their twin's by their print, not captured; report: %s\n", report.Rate(out.Cells, out.Wall), axeRuns, axeHits, twinPrints, abs)
	taken, passed := p.Resettled()
	fmt.Fprintf(log, "harness: %d captures differed at first and were taken again settled (%d then passed), %d cells ran a second time, the browser was restarted %d times\n",
		taken, passed, len(out.Retried), restarts)
	for _, c := range out.Retried {
		fmt.Fprintf(log, "harness: ran a second time: %s\n", c)
	}
	for _, s := range p.Timings.Stats() {
		fmt.Fprintf(log, "harness:   %-8s n=%-5d median %-7s p95 %-7s total %s\n", s.Phase, s.Count, report.Millis(s.Median), report.Millis(s.P95), s.Total.Round(time.Millisecond))
	}
	if v := out.Rules; v.Rules > 0 {
		fmt.Fprintf(log, "harness: style rules of the sheets seen: %d, of which captures apply %d; %d listed as unreached with a reason (%s); %d unreached and not listed; %d listed but applied\n",
			v.Rules, v.Applied, v.Listed, coverage.ListFile, len(v.Unreached), len(v.Stale))
	}
	fmt.Fprintf(log, "harness: %d cells in %s: %d checked, %d unchanged, %d failed; %d of %d routes not visited\n",
		out.Cells, out.Wall.Round(time.Second), out.Cells-out.Unchanged, out.Unchanged, out.Failed, out.NotVisited, out.Routes)
}

// longestFirst orders routes for the tabs that take them one at a time: the
// routes with the most baselines (the most examples, so the most captures
// and the longest walks) first, so that no tab is left walking a long route
// alone at the end of the run.
func longestFirst(routes []matrix.Route, s *store.Store) []matrix.Route {
	weight := map[string]int{}
	for _, r := range routes {
		weight[r.Slug] = s.RouteFiles(r.Slug)
	}
	out := slices.Clone(routes)
	slices.SortStableFunc(out, func(a, b matrix.Route) int { return weight[b.Slug] - weight[a.Slug] })
	return out
}

// removeGoneRoutes deletes the store's folders of routes the site no longer
// has; only a run of the whole matrix may.
func (p *Pass) removeGoneRoutes() error {
	slugs, err := p.Store.Slugs()
	if err != nil {
		return err
	}
	known := map[string]bool{}
	for _, r := range p.Site.Routes {
		known[r.Slug] = true
	}
	for _, s := range slugs {
		if !known[s] {
			if err := p.Store.RemoveRoute(s); err != nil {
				return err
			}
		}
	}
	return nil
}

// decideRule decides the rule of the run. The run is strict, and its
// fingerprints count, when the declared environment (browser, switches, fonts,
// settings) is the one that made the baselines and this browser draws the
// calibration page pixel for pixel as recorded, on whatever CPU. Otherwise
// the run still compares every capture, by the Drift rule, and says once, at
// the top of its output and of the report, what differs.
func (p *Pass) decideRule(b *browser.Browser, root string, log io.Writer) error {
	env, err := CurrentEnvironment(b)
	if err != nil {
		return err
	}
	p.Env = env
	if p.Carried, err = store.ReadCarried(filepath.Join(p.Store.Dir, store.DriftFile)); err != nil {
		return err
	}
	path := filepath.Join(p.Store.Dir, EnvironmentFile)
	old, err := ReadEnvironment(path)
	if err != nil {
		return err
	}
	start := time.Now()
	first, err := Calibrate(b, root)
	if err != nil {
		return err
	}
	rec, err := ReadCalibration(p.Store)
	if err != nil {
		return err
	}
	keep := filepath.Join(p.Report.Dir, CalibrationFile)
	var verdict CalibrationVerdict
	var calibration string
	p.Calibration, verdict, calibration, err = JudgeCalibration(rec, first, keep, func() (Calibration, error) { return Calibrate(b, root) })
	if err != nil {
		return err
	}
	p.Timings.Add(report.PhaseCalibrate, time.Since(start))
	fmt.Fprintf(log, "harness: calibration: %s (%s); ran in %s\n", calibration, time.Since(start).Round(time.Millisecond), env.Short())
	if old == nil {
		if _, files, _ := p.Store.Size(); files == 0 {
			p.RecordCalibration = true
			return nil // no baselines yet: each capture fails as missing, with its command
		}
		old = Environment{"(no record: " + path + " is missing)"}
	}
	rule := DecideRule(old, env, verdict, calibration)
	p.RecordCalibration = rule.RecordCalibration
	if !rule.Drifted {
		if rule.Diff != "" {
			fmt.Fprintln(log, "harness: "+rule.Diff)
		}
		return nil
	}
	p.Drifted, p.MadeIn = true, cmp.Or(old.Browser(), "an unrecorded environment")
	msg := fmt.Sprintf("The baselines were made in another environment (%s); this run is in %s. Every capture is compared by the drift rule, which fails only what that drift cannot explain; what differs:\n%s", old.Short(), env.Short(), rule.Diff)
	if p.Update {
		msg += "\n-update rewrites the baselines that differ beyond the drift rule, keeps the others (listed in " + store.DriftFile + "), and records this environment and its " + CalibrationFile + "."
	}
	fmt.Fprintln(log, "harness: "+msg)
	p.Report.Environment = msg
	return nil
}

// recordEnvironment writes, after -update, this run's environment, its
// calibration image and the baselines carried from an earlier one: in a
// drifted run, every baseline this run did not judge stays under the drift
// rule. A strict run keeps the record as it is (its cpu line may name
// another level: it is information).
func (p *Pass) recordEnvironment() error {
	if p.Drifted {
		files, err := p.Store.Files()
		if err != nil {
			return err
		}
		for _, f := range files {
			if !p.Visited(f) {
				p.Carried.Keep(f, p.MadeIn)
			}
		}
	}
	if err := os.MkdirAll(p.Store.Dir, 0o755); err != nil {
		return err
	}
	envPath := filepath.Join(p.Store.Dir, EnvironmentFile)
	if _, err := os.Stat(envPath); p.Drifted || err != nil {
		if err := p.Env.Write(envPath); err != nil {
			return err
		}
	}
	if p.RecordCalibration {
		if err := WriteCalibration(p.Store, p.Calibration); err != nil {
			return err
		}
	}
	return p.Carried.Write(filepath.Join(p.Store.Dir, store.DriftFile))
}

// ReportDir is the folder, below harness/, that go test ./harness writes its
// report to.
const ReportDir = "last-run"
