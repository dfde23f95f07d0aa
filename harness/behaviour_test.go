package harness

import (
	"context"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// pageNow reads the page's state with state.js.
var pageNow = js[pageState]("state")

// pageState is what state.js reads.
type pageState struct {
	Location     string `json:"location"`
	Ready        bool   `json:"ready"`
	Title        string `json:"title"`
	Online       string `json:"online"`
	Narrow       string `json:"narrow"`
	Toggle       string `json:"toggle"`
	ErrorStatus  string `json:"errorStatus"`
	ErrorHeading string `json:"errorHeading"`
	ErrorLinks   []struct {
		Text string `json:"text"`
		Href string `json:"href"`
	} `json:"errorLinks"`
	Progress      string  `json:"progress"`
	ChunkReloadAt *string `json:"chunkReloadAt"`
	NarrowStored  *string `json:"narrowStored"`
	PrefetchLinks int     `json:"prefetchLinks"`
}

// behaviourTab opens a tab on the real site, in a browser context of its own.
// With saveData, the browser asks to save data, which turns link prefetch
// off: a page's chunks then load only when the page is visited.
func behaviourTab(t *testing.T, width int, saveData bool) (*Tab, context.Context, *Site) {
	t.Helper()
	st, origin := siteServer(t)
	tab, err := OpenTab(sharedBrowser(t), origin)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.Close)
	ctx, cancel := context.WithTimeout(tab.Context(), 60*time.Second)
	t.Cleanup(cancel)
	if err := tab.Resize(ctx, width); err != nil {
		t.Fatal(err)
	}
	if saveData {
		if _, err := chromedp.Call(ctx, emulation.SetDataSaverOverride, emulation.SetDataSaverOverrideParams{DataSaverEnabled: ptr(true)}); err != nil {
			t.Fatal(err)
		}
	}
	return tab, ctx, st
}

// rendered tells whether the app has rendered path (with or without a
// trailing slash).
func rendered(path string) func(pageState) bool {
	return func(s pageState) bool {
		return s.Ready && strings.TrimSuffix(locationPath(s.Location), "/") == strings.TrimSuffix(path, "/")
	}
}

// mainFrameNavigations counts the tab's top-level document loads from now on.
func mainFrameNavigations(t *testing.T, ctx context.Context) func() int {
	t.Helper()
	var mu sync.Mutex
	n := 0
	err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*page.EventFrameNavigated); ok && ev.Frame.ParentID == "" {
			mu.Lock()
			n++
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return func() int {
		mu.Lock()
		defer mu.Unlock()
		return n
	}
}

// interceptScripts pauses every script request of the site's assets from
// now on and answers it with decide's verdict: fail it, or continue it after
// a delay. It returns the URLs it paused.
func interceptScripts(t *testing.T, ctx context.Context, decide func(n int, url string) (fail bool, delay time.Duration)) func() []string {
	t.Helper()
	var mu sync.Mutex
	var urls []string
	ctx, cancel := context.WithCancel(ctx)
	paused := chromedp.Events(ctx, fetch.RequestPaused)
	if _, err := chromedp.Call(ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*/tessera/assets/*.js"}}}); err != nil {
		cancel()
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ev, err := range paused {
			if err != nil {
				return
			}
			mu.Lock()
			n := len(urls)
			urls = append(urls, ev.Request.URL)
			mu.Unlock()
			fail, delay := decide(n, ev.Request.URL)
			go func() {
				time.Sleep(delay)
				if fail {
					chromedp.Call(ctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: network.ErrorReasonFailed})
				} else {
					chromedp.Call(ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: ev.RequestID})
				}
			}()
		}
	}()
	t.Cleanup(func() {
		chromedp.Call(ctx, fetch.Disable, cdp.Empty{})
		cancel()
		<-done
	})
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(urls)
	}
}

// failChunkUntilReload fails the chunk of the page named slug, every time it
// is asked for, until the page reloads: a page chunk is requested twice when
// it has dependencies (Vite's modulepreload, then the import itself), and a
// chunk that failed once must keep failing for the import to see it. Other
// scripts load (the page's idle-time loads, such as a props schema, may come
// first). Every request is answered after delay.
func failChunkUntilReload(loads func() int, slug string, delay time.Duration) func(n int, url string) (bool, time.Duration) {
	return func(_ int, url string) (bool, time.Duration) {
		return pageChunk(url, slug) && loads() == 0, delay
	}
}

// pageChunk reports whether url is the chunk of the page named slug, which the
// build names <slug>-<hash>.js, the hash 8 characters of [A-Za-z0-9_-].
func pageChunk(url, slug string) bool {
	hash, ok := strings.CutPrefix(path.Base(url), slug+"-")
	return ok && chunkHash.MatchString(hash)
}

var chunkHash = regexp.MustCompile(`^[A-Za-z0-9_-]{8}\.js$`)

// siteScriptRequests records the site's script requests from now on.
func siteScriptRequests(t *testing.T, ctx context.Context) func() []string {
	t.Helper()
	var mu sync.Mutex
	var urls []string
	err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*network.EventRequestWillBeSent); ok && strings.Contains(ev.Request.URL, "/tessera/assets/") && strings.HasSuffix(ev.Request.URL, ".js") {
			mu.Lock()
			urls = append(urls, ev.Request.URL)
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(urls)
	}
}

// startOnOverview opens a tab at 1280 px that saves data (so no link
// prefetches a chunk), on the overview.
func startOnOverview(t *testing.T) (*Tab, context.Context, *Site) {
	t.Helper()
	tab, ctx, st := behaviourTab(t, 1280, true)
	if _, err := tab.Load(ctx, cellPath(st, "overview", "default", "en-US")); err != nil {
		t.Fatal(err)
	}
	poll(t, ctx, failAfter10s, pageNow, "the overview", rendered(st.Base))
	return tab, ctx, st
}

func cellPath(st *Site, slug, theme, locale string) string {
	for _, r := range st.Routes {
		if r.Slug == slug {
			return Cell{Route: r, Width: 1280, Theme: theme, Locale: locale}.Path(st.Base)
		}
	}
	panic("no route " + slug)
}

// TestBehaviour checks what the site does, not how it looks: the 404 page,
// the chunk-reload guard, the progress bar, the navbar's narrow mode and link
// prefetch, each in a tab of its own.
func TestBehaviour(t *testing.T) {
	t.Run("404", func(t *testing.T) {
		tab, ctx, st := behaviourTab(t, 1280, false)
		for _, locale := range st.Locales {
			path := st.Base + "no-such-page?locale=" + locale
			resp, err := tab.Load(ctx, path)
			if err != nil {
				t.Fatal(err)
			}
			if resp.Status != 404 {
				t.Errorf("%s: HTTP status %d, want 404", path, resp.Status)
			}
			s := poll(t, ctx, failAfter10s, pageNow, path+" rendered", rendered(st.Base+"no-such-page"))
			if s.ErrorStatus != "404" || s.ErrorHeading != "This page could not be found" {
				t.Errorf("%s: error page status %q, heading %q; want 404, %q", path, s.ErrorStatus, s.ErrorHeading, "This page could not be found")
			}
			home := slices.IndexFunc(s.ErrorLinks, func(l struct {
				Text string `json:"text"`
				Href string `json:"href"`
			}) bool {
				// react-router writes the base without its slash; the server redirects it.
				return l.Text == "Back to the home page" && strings.TrimSuffix(l.Href, "/") == strings.TrimSuffix(st.Base, "/")
			})
			if home < 0 {
				t.Errorf("%s: error page links %+v, want %q to %s", path, s.ErrorLinks, "Back to the home page", st.Base)
			}
		}
		tab.Drain()
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("[data-error-page] a"))); err != nil {
			t.Fatal(err)
		}
		s := poll(t, ctx, failAfter10s, pageNow, "the home page after the link", rendered(st.Base))
		if s.Title != "Overview · Tessera" || s.ErrorStatus != "" {
			t.Errorf("after the link home: title %q, error page %q; want the overview", s.Title, s.ErrorStatus)
		}
	})

	t.Run("chunk-reload-guard", func(t *testing.T) {
		// Each step starts in a fresh tab on the overview, with the time of the
		// last guarded reload set as the step needs (the page's clock is the
		// harness's, so no step waits a minute), and fails the first script the
		// move to the button page asks for.
		tests := []struct {
			name        string
			lastReload  *int // ms from now; nil: none
			wantReloads int
			wantError   string
		}{
			{"first failure reloads once", nil, 1, ""},
			{"second failure inside 60 s shows the error page", ptr(-30_000), 0, "500"},
			{"failure after 60 s reloads again", ptr(-61_000), 1, ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				tab, ctx, st := startOnOverview(t)
				if tt.lastReload != nil {
					if _, err := chromedp.Run(ctx, callScript[chromedp.Void]("chunk-guard", *tt.lastReload)); err != nil {
						t.Fatal(err)
					}
				}
				loads := mainFrameNavigations(t, ctx)
				failed := interceptScripts(t, ctx, failChunkUntilReload(loads, "usage-components-button", 0))
				button := cellPath(st, "usage-components-button", "default", "en-US")
				if err := tab.Push(ctx, button); err != nil {
					t.Fatal(err)
				}
				poll(t, ctx, failAfter10s, pageNow, "the button page", func(s pageState) bool {
					return rendered(locationPath(button))(s) && loads() >= tt.wantReloads
				})
				time.Sleep(300 * time.Millisecond) // a further reload, if one came, has begun
				s := call(t, ctx, pageNow)
				if len(failed()) == 0 {
					t.Fatal("the move to the button page asked for no script to fail")
				}
				if got := loads(); got != tt.wantReloads || s.ErrorStatus != tt.wantError || locationPath(s.Location) != locationPath(button) {
					t.Errorf("%d reloads, error page %q, at %s; want %d reloads, error page %q, at %s",
						got, s.ErrorStatus, s.Location, tt.wantReloads, tt.wantError, locationPath(button))
				}
				if tt.wantReloads > 0 && s.ChunkReloadAt == nil {
					t.Errorf("the guard stored no time for its reload")
				}
				tab.Drain()
			})
		}
	})

	t.Run("progress-bar", func(t *testing.T) {
		type entry struct {
			State string  `json:"state"`
			T     float64 `json:"t"`
		}
		// moveToButton moves a fresh tab from the overview to the button page
		// with its first script delayed 600 ms and maybe failed, and returns
		// the states the progress bar took.
		moveToButton := func(t *testing.T, fail bool, until func(pageState) bool) ([]entry, pageState) {
			tab, ctx, st := startOnOverview(t)
			// Inside the guard's window a failed chunk shows the error page: no reload.
			if _, err := chromedp.Run(ctx, callScript[chromedp.Void]("chunk-guard", -1000)); err != nil {
				t.Fatal(err)
			}
			decide := func(int, string) (bool, time.Duration) { return false, 600 * time.Millisecond }
			if fail {
				decide = failChunkUntilReload(mainFrameNavigations(t, ctx), "usage-components-button", 600*time.Millisecond)
			}
			interceptScripts(t, ctx, decide)
			if _, err := chromedp.Run(ctx, callScript[[]entry]("progress-log")); err != nil {
				t.Fatal(err)
			}
			if err := tab.Push(ctx, cellPath(st, "usage-components-button", "default", "en-US")); err != nil {
				t.Fatal(err)
			}
			s := poll(t, ctx, failAfter10s, pageNow, "the progress bar to end", until)
			log, err := chromedp.Run(ctx, callScript[[]entry]("progress-log"))
			if err != nil {
				t.Fatal(err)
			}
			tab.Drain()
			return log, s
		}
		states := func(log []entry) []string {
			var out []string
			for _, e := range log {
				out = append(out, e.State)
			}
			return out
		}
		at := func(log []entry, state string) float64 {
			for _, e := range log {
				if e.State == state {
					return e.T
				}
			}
			return -1
		}

		t.Run("delayed chunk", func(t *testing.T) {
			log, _ := moveToButton(t, false, func(s pageState) bool {
				return s.Ready && s.Progress == "idle" && strings.Contains(s.Location, "button")
			})
			if got, want := states(log), []string{"idle", "waiting", "running", "done", "idle"}; !slices.Equal(got, want) {
				t.Fatalf("progress bar states %q, want %q", got, want)
			}
			// Lower bounds are exact (a timer never fires early) when measured
			// from log[0], taken just before the navigation began: the "waiting"
			// entry is taken when its mutation is observed, which a busy main
			// thread delays past the moment the app's 200 ms timer started.
			// Upper bounds only catch a bar that is stuck, since a busy machine
			// delays timers.
			start := log[0].T
			if d := at(log, "running") - start; d < 200 || d > 2000 {
				t.Errorf("progress bar shown %.0f ms after the navigation began, want about 200", d)
			}
			if d := at(log, "done") - start; d < 600 {
				t.Errorf("progress bar done %.0f ms after the navigation began, want after the 600 ms chunk", d)
			}
			if d := log[len(log)-1].T - at(log, "done"); d < 450 || d > 2500 {
				t.Errorf("progress bar hidden %.0f ms after done, want about 500", d)
			}
		})
		t.Run("failed chunk", func(t *testing.T) {
			log, s := moveToButton(t, true, func(s pageState) bool { return s.Progress == "failed" && s.ErrorStatus != "" })
			if got := states(log); !slices.Contains(got, "running") {
				t.Errorf("progress bar states %q, want it shown (running) before it failed", got)
			}
			if s.ErrorStatus == "" {
				t.Errorf("after a failed chunk the page shows no error page")
			}
		})
	})

	t.Run("narrow-mode-survives-reload", func(t *testing.T) {
		tab, ctx, st := behaviourTab(t, 1280, false)
		button := cellPath(st, "usage-components-button", "default", "en-US")
		if _, err := tab.Load(ctx, button); err != nil {
			t.Fatal(err)
		}
		s := poll(t, ctx, failAfter10s, pageNow, "the button page", rendered(locationPath(button)))
		if s.Narrow != "false" || s.Toggle != "Collapse menu" {
			t.Fatalf("navbar narrow %q, toggle %q; want false, %q", s.Narrow, s.Toggle, "Collapse menu")
		}
		for _, step := range []struct{ click, narrow, toggle string }{
			{"Collapse menu", "true", "Expand menu"},
			{"Expand menu", "false", "Collapse menu"},
		} {
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`nav[data-navbar] button[aria-label="`+step.click+`"]`))); err != nil {
				t.Fatal(err)
			}
			poll(t, ctx, failAfter10s, pageNow, "narrow="+step.narrow, func(s pageState) bool { return s.Narrow == step.narrow })
			if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
				t.Fatal(err)
			}
			s := poll(t, ctx, failAfter10s, pageNow, "the page after the reload", rendered(locationPath(button)))
			if s.Narrow != step.narrow || s.Toggle != step.toggle {
				t.Errorf("after %q and a reload: narrow %q, toggle %q; want %s, %q", step.click, s.Narrow, s.Toggle, step.narrow, step.toggle)
			}
		}
	})

	t.Run("prefetch", func(t *testing.T) {
		// At 600 px the navbar's links are folded away: the overview's links
		// below the first screen are the first to ask for those pages.
		tests := []struct {
			name     string
			saveData bool
			after    func(ctx context.Context) error // after the load
			prefers  bool
		}{
			{"online", false, nil, true},
			{"save-data", true, nil, false},
			{"offline", false, func(ctx context.Context) error {
				_, err := chromedp.Call(ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1})
				return err
			}, false},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				tab, ctx, st := behaviourTab(t, 600, tt.saveData)
				if _, err := tab.Load(ctx, cellPath(st, "overview", "default", "en-US")); err != nil {
					t.Fatal(err)
				}
				s := poll(t, ctx, failAfter10s, pageNow, "the overview", rendered(st.Base))
				if s.PrefetchLinks == 0 {
					t.Fatal("the overview has no a[data-prefetch] link")
				}
				if tt.after != nil {
					if err := tt.after(ctx); err != nil {
						t.Fatal(err)
					}
					poll(t, ctx, failAfter10s, pageNow, "data-online=false", func(s pageState) bool { return s.Online == "false" })
				}
				time.Sleep(300 * time.Millisecond) // links in the first screen have had their turn
				requests := siteScriptRequests(t, ctx)
				if _, err := chromedp.Run(ctx, callScript[int]("scroll-to-end")); err != nil {
					t.Fatal(err)
				}
				time.Sleep(700 * time.Millisecond)
				got := requests()
				if tt.prefers && len(got) == 0 {
					t.Errorf("links scrolled into view fetched no chunk")
				}
				if !tt.prefers && len(got) > 0 {
					t.Errorf("links scrolled into view fetched %d chunks (%s), want none", len(got), strings.Join(got, ", "))
				}
				tab.Drain()
			})
		}
	})
}
