package harness

import (
	"flag"
	"fmt"
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
	progress   = flag.Duration("progress", 10*time.Second, "how often to print the progress line (0: never)")
)

// shared is what the tests of a run share: one browser, and the real server
// on the embedded site, each started on first use and ended by TestMain.
var shared struct {
	browserOnce sync.Once
	browser     *Browser
	browserErr  error

	siteOnce sync.Once
	site     *Site
	server   *httptest.Server
	siteErr  error
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if shared.browser != nil {
		shared.browser.Close()
	}
	if shared.server != nil {
		shared.server.Close()
	}
	os.Exit(code)
}

// sharedBrowser starts the browser once. A missing browser fails the test
// with the command that installs it: the harness never passes by skipping.
func sharedBrowser(t *testing.T) *Browser {
	t.Helper()
	shared.browserOnce.Do(func() {
		shared.browser, shared.browserErr = StartBrowser(*browserURL)
	})
	if shared.browserErr != nil {
		t.Fatal(shared.browserErr)
	}
	return shared.browser
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
	run := &Run{
		Site: st, Store: Store{Dir: "snapshots"}, Axe: axe, Update: *update, Pixels: true,
		Tolerance: DefaultTolerance, Timings: &Timings{}, Report: report,
	}
	checkEnvironment(t, run, b)

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
								tab, err := OpenTab(b, origin)
								if err != nil {
									t.Fatal(err)
								}
								walk = run.Walk(tab)
								walk.Reopen = func() (*Tab, error) { return OpenTab(b, origin) }
							}
							res := walk.Cell(c)
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
	for _, r := range routes {
		jobs <- r
	}
	close(jobs)
	wg.Wait()

	if *update && prog.Count() == len(st.Cells()) {
		if err := removeGoneRoutes(run); err != nil {
			t.Error(err)
		}
	}
	sum, err := report.Write(st, run.Timings)
	if err != nil {
		t.Error(err)
	}
	if sum.Cells > 0 {
		abs, _ := filepath.Abs(filepath.Join("report", "index.html"))
		fmt.Fprintf(os.Stderr, "harness: %d cells in %s (%s cells/s), %d failed; report: %s\n",
			sum.Cells, sum.Wall.Round(time.Second), rate(sum.Cells, sum.Wall), sum.Failed, abs)
		for _, c := range sum.Retried {
			fmt.Fprintf(os.Stderr, "harness: ran a second time: %s\n", c)
		}
		for _, s := range run.Timings.Stats() {
			fmt.Fprintf(os.Stderr, "harness:   %-8s n=%-5d median %-7s p95 %-7s total %s\n", s.Phase, s.Count, ms(s.Median), ms(s.P95), s.Total.Round(time.Millisecond))
		}
	}
}

// checkEnvironment compares the environment with the one that made the
// baselines. A mismatch fails once, naming the difference, and turns the
// pixel verdicts off; -update records the current environment instead.
func checkEnvironment(t *testing.T, run *Run, b *Browser) {
	t.Helper()
	env, err := CurrentEnvironment(b)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(run.Store.Dir, EnvironmentFile)
	if *update {
		if err := os.MkdirAll(run.Store.Dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := env.Write(path); err != nil {
			t.Fatal(err)
		}
		return
	}
	old, err := ReadEnvironment(path)
	if err != nil {
		t.Fatal(err)
	}
	if old == nil {
		_, files, _ := run.Store.Size()
		if files == 0 {
			return // no baselines yet: each capture fails as missing, with its command
		}
		old = Environment{"(no record: " + path + " is missing)"}
	}
	if d := old.Diff(env); d != "" {
		msg := "the baselines were made in another environment; pixels are not compared in this run.\n" + d +
			"\nRun in the environment of " + path + ", or remake the baselines here with `go test ./harness -update`."
		run.Report.Note(msg)
		run.Pixels = false
		t.Error(msg)
	}
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
