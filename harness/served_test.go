package harness

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/served"
	"github.com/tessera-ds/tessera/site"
)

// servedWidth is the width the pages are read at: the side navbar, with
// every entry's link in view.
const servedWidth = 1280

// readServed loads path with the page's scripts off and reads it, then
// loads it as a reader does, waits until the app has hydrated and settled
// it, and reads it again. status is the first load's; problems are what the
// tab reported of both loads, but the scripts that Chromium refuses to
// fetch while scripts are off (the page's modulepreload links).
func readServed(ctx context.Context, tab *browser.Tab, path string) (off, live served.Page, status int64, problems []string, err error) {
	read := func(p *served.Page) error {
		v, err := chromedp.Run(ctx, browser.Call[served.Page]("page-text"))
		*p = v
		return err
	}
	scripts := func(off bool) error {
		_, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: off})
		return err
	}
	if err = scripts(true); err != nil {
		return
	}
	resp, err := tab.Load(ctx, path)
	if err == nil {
		status = resp.Status
		err = read(&off)
	}
	for _, p := range tab.Drain() {
		if !(strings.HasPrefix(p, "failed request: ") && strings.HasSuffix(p, ".js: ")) {
			problems = append(problems, "with scripts off: "+p)
		}
	}
	if errOn := scripts(false); err == nil {
		err = errOn
	}
	if err != nil {
		return
	}
	if _, err = tab.Load(ctx, path); err != nil {
		return
	}
	if _, err = tab.Settle(ctx, servedWidth); err != nil {
		return
	}
	err = read(&live)
	problems = append(problems, tab.Drain()...)
	// What the page reports while it is left (a schema still loading when
	// the navigation cancels it) is not the page's, nor the next one's.
	if _, errBlank := chromedp.Run(ctx, chromedp.Navigate("about:blank")); err == nil {
		err = errBlank
	}
	tab.Drain()
	return
}

// TestServedPages proves the prerendered HTML: for every route, and for a
// path no route has, the page read with scripts off has its title, says it
// in main and has only links that lead to pages of the site; main reads the
// same before scripts and after the app hydrated the page (served.Check);
// loading it logs no error, a hydration mismatch included; and following
// links with scripts off leads from the first page to every other and back
// (served.Unreachable).
func TestServedPages(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	st, origin := siteServer(t)
	tab, err := browser.OpenTab(sharedBrowser(t), origin)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	recallTab(t, tab)
	if err := tab.Resize(tab.Context(), servedWidth); err != nil {
		t.Fatal(err)
	}
	links := map[string][]string{}
	check := func(t *testing.T, path string, route matrix.Route, wantStatus int64) {
		ctx, cancel := context.WithTimeout(tab.Context(), 30*time.Second)
		defer cancel()
		off, live, status, problems, err := readServed(ctx, tab, path)
		if err != nil {
			t.Fatal(err)
		}
		if status != wantStatus {
			t.Errorf("GET %s: status %d, want %d", path, status, wantStatus)
		}
		for _, p := range served.Check(st, route, origin, off, live) {
			t.Error(p)
		}
		for _, p := range problems {
			if status == http.StatusNotFound && strings.HasSuffix(p, "failed request: HTTP 404 for "+origin+path) {
				continue // the 404 page's own answer
			}
			t.Error(p)
		}
		links[route.Path] = off.Links
	}
	for _, r := range st.Routes {
		t.Run(r.Slug, func(t *testing.T) { check(t, st.Base+r.Path[1:], r, http.StatusOK) })
	}
	t.Run("not-found", func(t *testing.T) {
		check(t, st.Base+"no/such/page", matrix.Route{Path: "/no/such/page", Title: "This page could not be found"}, http.StatusNotFound)
		delete(links, "/no/such/page")
	})
	if !t.Failed() {
		for _, p := range served.Unreachable(st, origin, links) {
			t.Error(p)
		}
	}
}

// TestHydrationMismatchFails proves that a page whose HTML is not what the
// app renders fails: the real site, with one word of the button page's
// prerendered summary changed, fails its matrix cell (React reports the
// mismatch as an error) and the served check (main reads otherwise once
// hydrated). Its tabs read a copy of the built site, changed by this code:
// it is recalled on the real site's answers to the URLs they asked for.
func TestHydrationMismatchFails(t *testing.T) {
	t.Parallel() // a fixture site, server and tab of its own
	if passesAsRecorded(t) {
		return
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, site.FS()); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "usage", "components", "button.html")
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	const summary, tampered = "Buttons, button groups and split buttons.", "Buttons, button groups and split tampered."
	if !bytes.Contains(html, []byte(summary)) {
		t.Fatalf("%s does not hold the summary %q", page, summary)
	}
	if err := os.WriteFile(page, bytes.ReplaceAll(html, []byte(summary), []byte(tampered)), 0o644); err != nil {
		t.Fatal(err)
	}
	files := os.DirFS(dir)

	run, walk := fixtureWalkAt(t, files, t.TempDir(), false)
	recallTab(t, walk.tab)
	res := walk.Cell(fixtureCell(t, run, "usage-components-button/1280/default/en-US"))
	if !slices.ContainsFunc(res.Problems, func(p string) bool { return strings.Contains(strings.ToLower(p), "hydrat") }) {
		t.Errorf("the cell's problems %q name no hydration error", res.Problems)
	}

	st, origin := fixtureSiteAt(t, files)
	tab, err := browser.OpenTab(sharedBrowser(t), origin)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	recallTab(t, tab)
	ctx, cancel := context.WithTimeout(tab.Context(), 30*time.Second)
	defer cancel()
	if err := tab.Resize(ctx, servedWidth); err != nil {
		t.Fatal(err)
	}
	route := st.Routes[slices.IndexFunc(st.Routes, func(r matrix.Route) bool { return r.Slug == "usage-components-button" })]
	off, live, _, _, err := readServed(ctx, tab, st.Base+route.Path[1:])
	if err != nil {
		t.Fatal(err)
	}
	got := served.Check(st, route, origin, off, live)
	if !slices.ContainsFunc(got, func(p string) bool {
		return strings.Contains(p, "main's text changes when the page hydrates") && strings.Contains(p, "tampered")
	}) {
		t.Errorf("served.Check = %q, want main's text to change from the tampered summary", got)
	}
}
