package harness

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/tessera-ds/tessera/server"
	"github.com/tessera-ds/tessera/site"
)

// The harness's flags, after the test binary's own: go test ./harness -args
// is not needed, `go test ./harness -update` works as it is.
var (
	update     = flag.Bool("update", false, "rewrite the baselines whose pixels changed beyond the tolerance, remove those of captures that no longer exist, and record the environment")
	shardFlag  = flag.String("shard", "", "run part `i/n` of the routes (1 <= i <= n), for splitting the matrix across machines")
	browserURL = flag.String("browser", "", "attach to the Chromium at this `ws://` address instead of starting one (it must reach this machine's 127.0.0.1)")
	tabs       = flag.Int("tabs", 4, "tabs working the matrix in parallel")
	full       = flag.Bool("full", false, "check every cell, including those whose render-input fingerprint is the one recorded in snapshots/"+ManifestFile)
	progress   = flag.Duration("progress", 10*time.Second, "how often to print the progress line (0: never)")
	accept     = flag.String("accept", "", "copy the new captures and texts that the accept `file` names (one baseline path below harness/snapshots per line, such as report/accept-all.txt) from its report (the folder it is in, else harness/report) into the baselines, and run nothing else")
)

// shared is what the tests of a run share: one browser, kept alive, and the
// real server on the embedded site, each started on first use and ended by
// TestMain.
var shared struct {
	browserOnce sync.Once
	browsers    *Relauncher
	browserErr  error

	siteOnce sync.Once
	site     *Site
	server   *httptest.Server
	siteErr  error
}

func TestMain(m *testing.M) {
	flag.Parse()
	if *accept != "" {
		os.Exit(acceptMain(*accept))
	}
	code := m.Run()
	if shared.browsers != nil {
		shared.browsers.Current().Close()
	}
	if shared.server != nil {
		shared.server.Close()
	}
	os.Exit(code)
}

// acceptMain carries out -accept FILE, with no browser and no tests, and
// returns the exit code. The file may be named from the harness folder (where
// go test runs) or from the repository's root. Its captures come from the
// report folder it sits in (accept-all.txt of a merged report, say), or else
// from harness/report.
func acceptMain(file string) int {
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "harness: -accept:", err)
		return 1
	}
	if *update || *shardFlag != "" || *browserURL != "" {
		return fail(errors.New("-accept copies from the last report and runs no cells: drop -update, -shard and -browser"))
	}
	if _, err := os.Stat(file); errors.Is(err, fs.ErrNotExist) && !filepath.IsAbs(file) {
		if _, err := os.Stat(filepath.Join("..", file)); err == nil {
			file = filepath.Join("..", file)
		}
	}
	f, err := os.Open(file)
	if err != nil {
		return fail(fmt.Errorf("%w (name the accept file from the repository's root or from harness/, such as harness/report/%s)", err, AcceptAllFile))
	}
	lines, err := ParseAcceptFile(f)
	f.Close()
	if err != nil {
		return fail(err)
	}
	// The report the file came from, when it sits in one (accept-all.txt);
	// else the last run's.
	reportDir := "report"
	if _, err := os.Stat(filepath.Join(filepath.Dir(file), ResultFile)); err == nil {
		reportDir = filepath.Dir(file)
	}
	done, err := Accept(Store{Dir: "snapshots"}, reportDir, lines)
	if err != nil {
		return fail(err)
	}
	fmt.Fprintf(os.Stderr, "harness: -accept: %d lines: %d baselines written, %d already in place, %d removed (the narrowest width's text says the same)\n",
		len(lines), done.Written, done.Unchanged, done.Removed)
	return 0
}

// sharedBrowser starts the browser once. A missing browser fails the test
// with the command that installs it: the harness never passes by skipping.
func sharedBrowser(t *testing.T) *Browser {
	t.Helper()
	shared.browserOnce.Do(func() {
		shared.browsers, shared.browserErr = NewRelauncher(func() (*Browser, error) { return StartBrowser(*browserURL) })
	})
	if shared.browserErr != nil {
		t.Fatal(shared.browserErr)
	}
	return shared.browsers.Current()
}

// openTab opens a tab for pages of origin in the shared browser, started
// again first when it died. A browser the harness did not start (-browser)
// is not started again.
func openTab(origin string) (*Tab, error) {
	if *browserURL != "" && shared.browsers.Current().Dead() {
		return nil, fmt.Errorf("%w: the browser at %s is gone, and the harness starts again only a browser it started itself", ErrBrowserDied, *browserURL)
	}
	b, err := shared.browsers.Live()
	if err != nil {
		return nil, err
	}
	return OpenTab(b, origin)
}

// siteServer starts, once, the real server on the embedded site: the bytes
// tested are the bytes shipped.
func siteServer(t *testing.T) (*Site, string) {
	t.Helper()
	shared.siteOnce.Do(func() {
		dist := site.FS()
		shared.site, shared.siteErr = ReadSite(dist)
		if shared.siteErr != nil {
			shared.siteErr = fmt.Errorf("%w (build the site first: `make build`)", shared.siteErr)
			return
		}
		h, err := server.New(dist)
		if err != nil {
			shared.siteErr = err
			return
		}
		shared.server = httptest.NewServer(h)
	})
	if shared.siteErr != nil {
		t.Fatal(shared.siteErr)
	}
	return shared.site, shared.server.URL
}

// repoRoot is the module's root, where package.json and node_modules are.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// TestMatrix visits every cell of the matrix (DESIGN.md section 8) as the
// subtest route/width/theme/locale. Each of -tabs tabs takes whole routes and
// walks their cells in order, navigating without reloads.
func TestMatrix(t *testing.T) {
	st, origin := siteServer(t)
	b := sharedBrowser(t)
	sh, err := ParseShard(*shardFlag)
	if err != nil {
		t.Fatal(err)
	}
	axe, err := LoadAxe(repoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	report, err := NewReport("report")
	if err != nil {
		t.Fatal(err)
	}
	run := &Run{Site: st, Store: Store{Dir: "snapshots"}, Axe: axe, Update: *update, Full: *full, Timings: &Timings{}, Report: report}
	checkEnvironment(t, run, b)
	if run.Printer, err = NewPrinter(site.FS(), st.Base, run.Env.Declared()); err != nil {
		t.Fatal(err)
	}
	manifest := filepath.Join(run.Store.Dir, ManifestFile)
	if run.Recorded, err = ReadManifest(manifest); err != nil {
		t.Fatal(err)
	}
	var failed sync.Map // cell name -> true

	routes := sh.Routes(st.Routes)
	var cells []Cell
	for _, r := range routes {
		cells = append(cells, st.RouteCells(r)...)
	}
	prog := NewProgress(os.Stderr, CountSelected(flag.Lookup("test.run").Value.String(), t.Name(), cells), *progress)
	defer prog.Stop()

	jobs := make(chan Route)
	var wg sync.WaitGroup
	for range max(*tabs, 1) {
		wg.Go(func() {
			var walk *RouteWalk // opened when a cell first runs, so a filtered run opens no tab
			defer func() {
				if walk != nil {
					walk.tab.Close()
				}
			}()
			for r := range jobs {
				if walk != nil {
					walk.ResetRoute()
				}
				t.Run(r.Slug, func(t *testing.T) {
					for _, c := range st.RouteCells(r) {
						t.Run(strconv.Itoa(c.Width)+"/"+c.Theme+"/"+c.Locale, func(t *testing.T) {
							if walk == nil || walk.Broken() {
								if walk != nil {
									walk.tab.Close()
								}
								tab, err := openTab(origin)
								if err != nil {
									// Counted like any failed cell, in the summary too.
									res := CellResult{Cell: c, Problems: []string{"opening a tab: " + err.Error()}}
									report.Add(res)
									prog.Done(true)
									t.Fatal(res.Problems[0])
								}
								walk = run.Walk(tab)
								walk.Reopen = func() (*Tab, error) { return openTab(origin) }
							}
							res := walk.Cell(c)
							if res.Failed() {
								failed.Store(c.Name(), true)
							}
							for _, p := range res.Problems {
								t.Error(p)
							}
							prog.Done(res.Failed())
						})
					}
				})
			}
		})
	}
	for _, r := range LongestFirst(routes, run.Store) {
		jobs <- r
	}
	close(jobs)
	wg.Wait()

	if *update {
		if err := run.Repack(); err != nil {
			t.Error(err)
		}
		failedNames := map[string]bool{}
		failed.Range(func(k, _ any) bool { failedNames[k.(string)] = true; return true })
		if err := run.Manifest(failedNames).Write(manifest); err != nil {
			t.Error(err)
		}
		if prog.Count() == len(st.Cells()) {
			if err := removeGoneRoutes(run); err != nil {
				t.Error(err)
			}
		}
		if err := recordEnvironment(run); err != nil {
			t.Error(err)
		}
	}
	sum, err := report.Write(st, run.Timings)
	if err != nil {
		t.Error(err)
	}
	if sum.Cells > 0 {
		abs, _ := filepath.Abs(filepath.Join("report", "index.html"))
		unchanged, axeRuns, axeHits, twinPrints := run.Skipped()
		defer fmt.Fprintf(os.Stderr, "harness: %d cells in %s: %d checked, %d unchanged, %d failed\n",
			sum.Cells, sum.Wall.Round(time.Second), sum.Cells-unchanged, unchanged, sum.Failed)
		fmt.Fprintf(os.Stderr, "harness: %s cells/s; axe-core ran %d times, %d results came from its cache; %d navbars were their twin's by their print, not captured; report: %s\n", rate(sum.Cells, sum.Wall), axeRuns, axeHits, twinPrints, abs)
		taken, passed := run.Resettled()
		fmt.Fprintf(os.Stderr, "harness: %d captures differed at first and were taken again settled (%d then passed), %d cells ran a second time, the browser was restarted %d times\n",
			taken, passed, len(sum.Retried), shared.browsers.Restarts())
		for _, c := range sum.Retried {
			fmt.Fprintf(os.Stderr, "harness: ran a second time: %s\n", c)
		}
		for _, s := range run.Timings.Stats() {
			fmt.Fprintf(os.Stderr, "harness:   %-8s n=%-5d median %-7s p95 %-7s total %s\n", s.Phase, s.Count, ms(s.Median), ms(s.P95), s.Total.Round(time.Millisecond))
		}
	}
}

// checkEnvironment decides the rule of the run. The run is strict, and its
// fingerprints count, when the declared environment (browser, switches, fonts,
// settings) is the one that made the baselines and this browser draws the
// calibration page pixel for pixel as recorded, on whatever CPU. Otherwise
// the run still compares every capture, by the Drift rule, and says once, at
// the top of its output and of the report, what differs.
func checkEnvironment(t *testing.T, run *Run, b *Browser) {
	t.Helper()
	env, err := CurrentEnvironment(b)
	if err != nil {
		t.Fatal(err)
	}
	run.Env = env
	if run.Carried, err = ReadCarried(filepath.Join(run.Store.Dir, DriftFile)); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(run.Store.Dir, EnvironmentFile)
	old, err := ReadEnvironment(path)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if run.Calibration, err = Calibrate(b, repoRoot(t)); err != nil {
		t.Fatal(err)
	}
	rec, err := ReadCalibration(run.Store)
	if err != nil {
		t.Fatal(err)
	}
	verdict, calibration := CompareCalibration(rec, run.Calibration)
	run.Timings.Add(PhaseCalibrate, time.Since(start))
	fmt.Fprintf(os.Stderr, "harness: calibration: %s (%s)\n", calibration, time.Since(start).Round(time.Millisecond))
	if old == nil {
		if _, files, _ := run.Store.Size(); files == 0 {
			run.RecordCalibration = true
			return // no baselines yet: each capture fails as missing, with its command
		}
		old = Environment{"(no record: " + path + " is missing)"}
	}
	rule := DecideRule(old, env, verdict, calibration)
	run.RecordCalibration = rule.RecordCalibration
	if !rule.Drifted {
		if rule.Diff != "" {
			fmt.Fprintln(os.Stderr, "harness: "+rule.Diff)
		}
		return
	}
	d := rule.Diff
	run.Drifted, run.MadeIn = true, cmp.Or(old.Browser(), "an unrecorded environment")
	msg := fmt.Sprintf("The baselines were made in another environment (%s); this run is in %s. Every capture is compared by the drift rule, which fails only what that drift cannot explain; what differs:\n%s", old.Short(), env.Short(), d)
	if run.Update {
		msg += "\n-update rewrites the baselines that differ beyond the drift rule, keeps the others (listed in " + DriftFile + "), and records this environment and its " + CalibrationFile + "."
	}
	fmt.Fprintln(os.Stderr, "harness: "+msg)
	run.Report.Environment = msg
}

// recordEnvironment writes, after -update, this run's environment, its
// calibration image and the baselines carried from an earlier one: in a
// drifted run, every baseline this run did not judge stays under the drift
// rule. A strict run keeps the record as it is (its cpu line may name
// another level: it is information).
func recordEnvironment(run *Run) error {
	if run.Drifted {
		files, err := run.Store.Files()
		if err != nil {
			return err
		}
		for _, f := range files {
			if !run.Visited(f) {
				run.Carried.Keep(f, run.MadeIn)
			}
		}
	}
	if err := os.MkdirAll(run.Store.Dir, 0o755); err != nil {
		return err
	}
	envPath := filepath.Join(run.Store.Dir, EnvironmentFile)
	if _, err := os.Stat(envPath); run.Drifted || err != nil {
		if err := run.Env.Write(envPath); err != nil {
			return err
		}
	}
	if run.RecordCalibration {
		if err := WriteCalibration(run.Store, run.Calibration); err != nil {
			return err
		}
	}
	return run.Carried.Write(filepath.Join(run.Store.Dir, DriftFile))
}

// removeGoneRoutes deletes the store's folders of routes the site no longer
// has; only a run of the whole matrix may.
func removeGoneRoutes(run *Run) error {
	slugs, err := run.Store.Slugs()
	if err != nil {
		return err
	}
	known := map[string]bool{}
	for _, r := range run.Site.Routes {
		known[r.Slug] = true
	}
	for _, s := range slugs {
		if !known[s] {
			if err := os.RemoveAll(filepath.Join(run.Store.Dir, s)); err != nil {
				return err
			}
		}
	}
	return nil
}
