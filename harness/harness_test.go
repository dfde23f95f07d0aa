package harness

import (
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
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
	full       = flag.Bool("full", false, "check every cell, including those whose render-input fingerprint is the one recorded in snapshots/"+store.ManifestFile)
	progress   = flag.Duration("progress", 10*time.Second, "how often to print the progress line (0: never)")
	accept     = flag.String("accept", "", "no longer a flag of the test: run `go run ./harness/accept FILE`")
)

// shared is what the tests of a run share: one browser, kept alive, and the
// real server on the embedded site, each started on first use and ended by
// TestMain.
var shared struct {
	browserOnce sync.Once
	browsers    *browser.Relauncher
	browserErr  error

	siteOnce sync.Once
	site     *matrix.Site
	server   *httptest.Server
	siteErr  error
}

func TestMain(m *testing.M) {
	flag.Parse()
	if *accept != "" {
		fmt.Fprintf(os.Stderr, "harness: -accept is a command of its own now, which needs no browser: go run ./harness/accept %s\n", *accept)
		os.Exit(2)
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

// sharedBrowser starts the browser once. A missing browser fails the test
// with the command that installs it: the harness never passes by skipping.
func sharedBrowser(t *testing.T) *browser.Browser {
	t.Helper()
	shared.browserOnce.Do(func() {
		shared.browsers, shared.browserErr = browser.NewRelauncher(func() (*browser.Browser, error) { return browser.StartBrowser(*browserURL) })
	})
	if shared.browserErr != nil {
		t.Fatal(shared.browserErr)
	}
	return shared.browsers.Current()
}

// openTab opens a tab for pages of origin in the shared browser, started
// again first when it died. A browser the harness did not start (-browser)
// is not started again.
func openTab(origin string) (*browser.Tab, error) {
	if *browserURL != "" && shared.browsers.Current().Dead() {
		return nil, fmt.Errorf("%w: the browser at %s is gone, and the harness starts again only a browser it started itself", browser.ErrBrowserDied, *browserURL)
	}
	b, err := shared.browsers.Live()
	if err != nil {
		return nil, err
	}
	return browser.OpenTab(b, origin)
}

// siteServer starts, once, the real server on the embedded site: the bytes
// tested are the bytes shipped.
func siteServer(t *testing.T) (*matrix.Site, string) {
	t.Helper()
	shared.siteOnce.Do(func() {
		dist := site.FS()
		shared.site, shared.siteErr = matrix.ReadSite(dist)
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

// TestMatrix runs the matrix (Run) with a subtest for every cell,
// route/width/theme/locale: -run picks cells by their names, and each
// problem of a cell fails its subtest.
func TestMatrix(t *testing.T) {
	st, origin := siteServer(t)
	sharedBrowser(t)
	sh, err := matrix.ParseShard(*shardFlag)
	if err != nil {
		t.Fatal(err)
	}
	routes := sh.Routes(st.Routes)
	var cells []matrix.Cell
	for _, r := range routes {
		cells = append(cells, st.RouteCells(r)...)
	}
	cfg := Config{
		Site: st, Files: site.FS(), Origin: origin, Browsers: shared.browsers, Attached: *browserURL != "",
		Root: repoRoot(t), Store: store.New("snapshots"), Report: ReportDir,
		Routes: routes, Tabs: *tabs, Update: *update, Full: *full,
		Log: os.Stderr, Progress: *progress, Selected: matrix.CountSelected(flag.Lookup("test.run").Value.String(), t.Name(), cells),
		Walk: func(r matrix.Route, cells func(func(matrix.Cell, func() report.CellResult))) {
			t.Run(r.Slug, func(t *testing.T) {
				cells(func(c matrix.Cell, run func() report.CellResult) {
					t.Run(strconv.Itoa(c.Width)+"/"+c.Theme+"/"+c.Locale, func(t *testing.T) {
						for _, p := range run().Problems {
							t.Error(p)
						}
					})
				})
			})
		},
	}
	out, err := Run(context.Background(), cfg)
	if err != nil {
		t.Error(err)
	}
	if out != nil {
		for _, p := range RuleProblems(out.Rules) {
			t.Error(p)
		}
	}
}
