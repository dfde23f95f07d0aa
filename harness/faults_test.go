package harness

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// faultWalk walks the fixture overview with -update into a temporary store
// (so that its captures pass), on tabs of browsers kept alive by r.
func faultWalk(t *testing.T, r *browser.Relauncher) (*Pass, *RouteWalk, matrix.Cell) {
	t.Helper()
	st, origin := fixtureSite(t)
	axe, err := LoadAxe(repoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	open := func() (*browser.Tab, error) {
		b, err := r.Live()
		if err != nil {
			return nil, err
		}
		return browser.OpenTab(b, origin)
	}
	tab, err := open()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tab.Close() })
	run := &Pass{Site: st, Store: store.New(t.TempDir()), Axe: axe, Update: true, Carried: store.NewCarried(), Timings: &report.Timings{}}
	walk := run.Walk(tab)
	walk.Reopen = open
	return run, walk, fixtureCell(t, run, "overview/1280/default/en-US")
}

// TestRendererCrash checks that a renderer that dies is named as a crash at
// once, not waited out as a 60 s timeout, and that the cell runs again on a
// fresh tab and passes.
func TestRendererCrash(t *testing.T) {
	if fixturePassesAsRecorded(t) {
		return
	}
	// The shared browser first; a fresh one when it died.
	first := sharedBrowser(t)
	r, err := browser.NewRelauncher(func() (*browser.Browser, error) {
		if b := first; b != nil {
			first = nil
			return b, nil
		}
		return browser.StartBrowser(*browserURL)
	})
	if err != nil {
		t.Fatal(err)
	}
	_, walk, c := faultWalk(t, r)
	if res := walk.Cell(c); res.Failed() {
		t.Fatalf("before the crash: %q", res.Problems)
	}
	ctx, cancel := context.WithTimeout(walk.tab.Context(), 2*time.Second)
	chromedp.Call(ctx, page.Crash, cdp.Empty{}) // answers nothing: the renderer is gone
	cancel()
	res := walk.Cell(c)
	if res.Failed() {
		t.Errorf("after the crash: %q, want the cell to pass on a fresh tab", res.Problems)
	}
	if !strings.HasPrefix(res.Retried, RetryLost) || !strings.Contains(res.Retried, "renderer crashed") {
		t.Errorf("Retried = %q, want it to name the renderer crash", res.Retried)
	}
	// Noticed at once: the first attempt ended on the crash, not on the
	// cell's timeout waiting for an answer.
	if strings.Contains(res.Retried, "deadline") || strings.Contains(res.Retried, "timed out") {
		t.Errorf("Retried = %q, want the crash noticed at once, not waited out", res.Retried)
	}
}

// TestBrowserDeath checks that when Chromium's browser process dies the
// next cell says so, the browser is started again, and the cell runs again
// and passes.
func TestBrowserDeath(t *testing.T) {
	if fixturePassesAsRecorded(t) {
		return
	}
	r, err := browser.NewRelauncher(func() (*browser.Browser, error) { return browser.StartBrowser("") })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Current().Close() })
	_, walk, c := faultWalk(t, r)
	if res := walk.Cell(c); res.Failed() {
		t.Fatalf("before the kill: %q", res.Problems)
	}
	proc := chromedp.FromContext(r.Current().Context()).Browser.Process()
	if proc == nil {
		t.Fatal("no browser process to kill")
	}
	if err := proc.Kill(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); !r.Current().Dead() && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	res := walk.Cell(c)
	if res.Failed() {
		t.Errorf("after the kill: %q, want the cell to pass in a new browser", res.Problems)
	}
	if !strings.Contains(res.Retried, browser.ErrBrowserDied.Error()) {
		t.Errorf("Retried = %q, want it to name the dead browser", res.Retried)
	}
	if got := r.Restarts(); got != 1 {
		t.Errorf("Restarts() = %d, want 1", got)
	}
}
