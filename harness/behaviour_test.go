package harness

import (
	"context"
	"errors"
	"fmt"
	"image"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
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
	// Documents is how many documents the tab loaded since countDocuments.
	Documents int `json:"documents"`
}

// progressLog is what progress-log.js returns: the states the progress bar
// showed, each when its mutation was observed, and the marks its controller
// took as it entered each state, on the page's clock (performance.now, ms).
type progressLog struct {
	Shown []progressEntry `json:"shown"`
	Marks []progressEntry `json:"marks"`
}

type progressEntry struct {
	State string  `json:"state"`
	T     float64 `json:"t"`
}

// markResolution is how finely the page's clock reads: Chromium coarsens
// performance.now to 100 µs in a document that is not cross-origin isolated,
// so the difference of two marks is the interval between them to within two
// steps of it.
const markResolution = 2 * 0.1 // ms

func states(log []progressEntry) []string {
	var out []string
	for _, e := range log {
		out = append(out, e.State)
	}
	return out
}

// at is the time of the first entry of log in state, -1 when there is none.
func at(log []progressEntry, state string) float64 {
	for _, e := range log {
		if e.State == state {
			return e.T
		}
	}
	return -1
}

// sinceMark spells log with each time relative to t0.
func sinceMark(log []progressEntry, t0 float64) string {
	var b strings.Builder
	for i, e := range log {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %+.1f", e.State, e.T-t0)
	}
	return b.String()
}

// isSubsequence tells whether sub is of seq with some elements left out.
func isSubsequence(sub, seq []string) bool {
	i := 0
	for _, s := range seq {
		if i < len(sub) && sub[i] == s {
			i++
		}
	}
	return i == len(sub)
}

// behaviourTab opens a tab on the real site, in a browser context of its own.
// With saveData, the browser asks to save data, which turns link prefetch
// off: a page's chunks then load only when the page is visited.
func behaviourTab(t *testing.T, width int, saveData bool) (*browser.Tab, context.Context, *matrix.Site) {
	t.Helper()
	st, origin := siteServer(t)
	tab, err := browser.OpenTab(sharedBrowser(t), origin)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.Close)
	recallTab(t, tab)
	ctx, cancel := context.WithTimeout(tab.Context(), 60*time.Second)
	t.Cleanup(cancel)
	if err := tab.Resize(ctx, width); err != nil {
		t.Fatal(err)
	}
	if saveData {
		if err := tab.SaveData(); err != nil {
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

// setLastReload stores the time of the last guarded reload at offsetMs from
// the start of the next navigation (negative: before it), on the clock the
// guard reads. That clock is determinism.js's, which navigate.js sets back to
// Epoch as a navigation begins: a time taken from the clock before the move
// would be off by however long the page took to load and settle, and under
// load "61 s ago" became less than 60 s ago (the overview 1.5 s slower: the
// guard showed the error page instead of reloading).
func setLastReload(t *testing.T, ctx context.Context, offsetMs int) {
	t.Helper()
	if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("chunk-guard", browser.Epoch+offsetMs)); err != nil {
		t.Fatal(err)
	}
}

// countDocuments makes every document the tab loads from now on count itself
// (count-documents.js), for pageState.Documents: the reloads since.
func countDocuments(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: "(" + browser.Script("count-documents") + ")()",
	}); err != nil {
		t.Fatal(err)
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
func startOnOverview(t *testing.T) (*browser.Tab, context.Context, *matrix.Site) {
	t.Helper()
	tab, ctx, st := behaviourTab(t, 1280, true)
	if _, err := tab.Load(ctx, cellPath(st, "overview", "default", "en-US")); err != nil {
		t.Fatal(err)
	}
	poll(t, ctx, failAfter10s, pageNow, "the overview", rendered(st.Base))
	return tab, ctx, st
}

func cellPath(st *matrix.Site, slug, theme, locale string) string {
	for _, r := range st.Routes {
		if r.Slug == slug {
			return matrix.Cell{Route: r, Width: 1280, Theme: theme, Locale: locale}.Path(st.Base)
		}
	}
	panic("no route " + slug)
}

// TestBehaviour checks what the site does, not how it looks: the 404 page,
// the chunk-reload guard, the progress bar, the navbar's narrow mode, link
// prefetch, what a first load hydrates and what its first paint shows, each
// in a tab of its own.
func TestBehaviour(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
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
		// last guarded reload set as the step needs (setLastReload: the page's
		// clock is the harness's, so no step waits a minute), and fails the
		// button page's chunk the first time the move there asks for it.
		tests := []struct {
			name        string
			lastReload  *int // ms from now; nil: none
			wantReloads int
			wantError   string
		}{
			{"first failure reloads once", nil, 1, ""},
			{"second failure inside 60 s shows the error page", new(-30_000), 0, "500"},
			{"failure after 60 s reloads again", new(-61_000), 1, ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				tab, ctx, st := startOnOverview(t)
				if tt.lastReload != nil {
					setLastReload(t, ctx, *tt.lastReload)
				}
				countDocuments(t, ctx)
				loads := mainFrameNavigations(t, ctx)
				failed := interceptScripts(t, ctx, failChunkUntilReload(loads, "usage-components-button", 0))
				button := cellPath(st, "usage-components-button", "default", "en-US")
				if err := tab.Push(ctx, button); err != nil {
					t.Fatal(err)
				}
				// The page says in one read what it shows and how many times it
				// reloaded to get there. A document that has rendered the button
				// page has loaded its chunk, the one script failed, so no
				// further reload can follow.
				s := poll(t, ctx, failAfter10s, pageNow, "the button page", func(s pageState) bool {
					return rendered(locationPath(button))(s) && s.Documents >= tt.wantReloads
				})
				if len(failed()) == 0 {
					t.Fatal("the move to the button page asked for no script to fail")
				}
				if s.Documents != tt.wantReloads || s.ErrorStatus != tt.wantError || locationPath(s.Location) != locationPath(button) {
					t.Errorf("%d reloads, error page %q, at %s; want %d reloads, error page %q, at %s",
						s.Documents, s.ErrorStatus, s.Location, tt.wantReloads, tt.wantError, locationPath(button))
				}
				if tt.wantReloads > 0 && s.ChunkReloadAt == nil {
					t.Errorf("the guard stored no time for its reload")
				}
				tab.Drain()
			})
		}
	})

	t.Run("progress-bar", func(t *testing.T) {
		// moveToButton moves a fresh tab from the overview to the button page
		// with its first script delayed 600 ms and maybe failed, and returns
		// the states the progress bar showed and the marks its controller took.
		moveToButton := func(t *testing.T, fail bool, until func(pageState) bool) (progressLog, pageState) {
			tab, ctx, st := startOnOverview(t)
			// Inside the guard's window a failed chunk shows the error page: no reload.
			setLastReload(t, ctx, -1000)
			decide := func(int, string) (bool, time.Duration) { return false, 600 * time.Millisecond }
			if fail {
				decide = failChunkUntilReload(mainFrameNavigations(t, ctx), "usage-components-button", 600*time.Millisecond)
			}
			interceptScripts(t, ctx, decide)
			if _, err := chromedp.Run(ctx, browser.Call[progressLog]("progress-log")); err != nil {
				t.Fatal(err)
			}
			if err := tab.Push(ctx, cellPath(st, "usage-components-button", "default", "en-US")); err != nil {
				t.Fatal(err)
			}
			s := poll(t, ctx, failAfter10s, pageNow, "the progress bar to end", until)
			log, err := chromedp.Run(ctx, browser.Call[progressLog]("progress-log"))
			if err != nil {
				t.Fatal(err)
			}
			tab.Drain()
			return log, s
		}

		t.Run("delayed chunk", func(t *testing.T) {
			log, _ := moveToButton(t, false, func(s pageState) bool {
				return s.Ready && s.Progress == "idle" && strings.Contains(s.Location, "button")
			})
			// The controller's own marks say which states it entered, and
			// when: each is taken as the state begins, before its timer
			// starts, so a bound between two marks is the timer's (a timer
			// never fires early), whatever delays the page's rendering.
			if got, want := states(log.Marks), []string{"waiting", "running", "done", "idle"}; !slices.Equal(got, want) {
				t.Fatalf("progress bar controller entered %q, want %q", got, want)
			}
			// What the page showed follows the controller's states, in order,
			// with the bar shown (running): a busy main thread may render two
			// states of the controller as one, never another order.
			if shown := states(log.Shown); !isSubsequence(shown, append([]string{"idle"}, states(log.Marks)...)) || !slices.Contains(shown, "running") || shown[len(shown)-1] != "idle" {
				t.Errorf("progress bar showed %q, want the states %q in order, running among them, ending idle", shown, states(log.Marks))
			}
			// Upper bounds only catch a bar that is stuck, since a busy machine
			// delays timers.
			waiting, running, done, idle := at(log.Marks, "waiting"), at(log.Marks, "running"), at(log.Marks, "done"), at(log.Marks, "idle")
			t.Logf("marks %s; shown %s (ms from the 'waiting' mark)", sinceMark(log.Marks, waiting), sinceMark(log.Shown, waiting))
			if d := running - waiting; d < 200-markResolution || d > 2000 {
				t.Errorf("progress bar shown %.1f ms after its navigation began (its 'waiting' mark), want about 200", d)
			}
			if d := done - waiting; d < 600-markResolution {
				t.Errorf("progress bar done %.1f ms after its navigation began, want after the 600 ms chunk", d)
			}
			if d := idle - done; d < 500-markResolution || d > 2500 {
				t.Errorf("progress bar hidden %.1f ms after done, want about 500", d)
			}
		})
		t.Run("failed chunk", func(t *testing.T) {
			log, s := moveToButton(t, true, func(s pageState) bool { return s.Progress == "failed" && s.ErrorStatus != "" })
			if got := states(log.Marks); !slices.Contains(got, "running") || !slices.Contains(got, "failed") {
				t.Errorf("progress bar controller entered %q, want it shown (running) before it failed", got)
			}
			if got := states(log.Shown); !slices.Contains(got, "running") {
				t.Errorf("progress bar showed %q, want it shown (running) before it failed", got)
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
		// below the first screen are the first to ask for those pages. Only
		// the chunks of the pages linked there, and nowhere in the first
		// screen, are judged: no other link could ask for them, and the
		// page's other late loads (a props schema at idle time) are not the
		// links' doing.
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
				requests := siteScriptRequests(t, ctx)
				if _, err := tab.Load(ctx, cellPath(st, "overview", "default", "en-US")); err != nil {
					t.Fatal(err)
				}
				poll(t, ctx, failAfter10s, pageNow, "the overview", rendered(st.Base))
				below := belowFirstScreen(t, st, call(t, ctx, js[[]prefetchLink]("prefetch-probe", "links")))
				if len(below) == 0 {
					t.Fatal("the overview at 600 px links no page below its first screen only")
				}
				if tt.after != nil {
					if err := tt.after(ctx); err != nil {
						t.Fatal(err)
					}
					poll(t, ctx, failAfter10s, pageNow, "data-online=false", func(s pageState) bool { return s.Online == "false" })
				}
				if early := pageChunks(requests(), below); len(early) > 0 {
					t.Fatalf("links below the first screen fetched %s before they were in view", strings.Join(early, ", "))
				}
				scrolled := call(t, ctx, js[prefetchScroll]("prefetch-probe", "scroll"))
				if !slices.Contains(below, routeSlug(st, scrolled.Path)) {
					t.Fatalf("the overview's last link goes to %s, not to a page linked below the first screen only (%s)", scrolled.Path, strings.Join(below, ", "))
				}
				if tt.prefers {
					// The request follows the page's idle callback: wait for it.
					for deadline := time.Now().Add(failAfter10s.within); len(pageChunks(requests(), below)) == 0; time.Sleep(25 * time.Millisecond) {
						if time.Now().After(deadline) {
							t.Fatalf("links scrolled into view fetched no chunk of %s in %v", strings.Join(below, ", "), failAfter10s.within)
						}
					}
				} else {
					// The page has had its turn with the links in view (prefetch-probe.js): a prefetch
					// it decided on has begun, with its <link>s in the document.
					if got := slices.Concat(pageChunks(requests(), below), pageChunks(scrolled.Linked, below)); len(got) > 0 {
						t.Errorf("links scrolled into view fetched %s, want nothing", strings.Join(got, ", "))
					}
				}
				tab.Drain()
			})
		}
	})
	t.Run("hydration", func(t *testing.T) {
		// A first load hydrates only what runs: the prose stays the build's
		// HTML, an example far below the first screen hydrates as it comes
		// near or where a click lands, and a link in the prose still moves
		// in the app. The harness's own tabs hydrate everything at once
		// (determinism.js): this tab takes that back before the page loads.
		tab, ctx, st := behaviourTab(t, 1280, false)
		if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: "delete globalThis.__tesseraHydrateAll"}); err != nil {
			t.Fatal(err)
		}
		countDocuments(t, ctx)
		// Without a query: preferences in the address (or in storage) revalidate the page at once, and
		// every part hydrates before the update reaches it (app/static.tsx, partsSettled).
		table := locationPath(cellPath(st, "usage-components-table", "default", "en-US"))
		if _, err := tab.Load(ctx, table); err != nil {
			t.Fatal(err)
		}
		poll(t, ctx, failAfter10s, pageNow, "the table page", rendered(table))
		read := call(t, ctx, js[hydrationRead]("hydration-probe", "read"))
		if read.Prose == 0 || read.ProseHydrated != 0 {
			t.Errorf("%d of the %d links and code in the prose hydrated, want none of several", read.ProseHydrated, read.Prose)
		}
		// NEAR in app/static.tsx is 400 px: an example within it of the first screen hydrates with the page.
		const near = 400
		var far []string
		for _, ex := range read.Examples {
			switch {
			case ex.Top < float64(read.Viewport) && !ex.Hydrated:
				t.Errorf("example %s in the first screen (top %.0f px) is not hydrated", ex.ID, ex.Top)
			case ex.Top > float64(read.Viewport+near+near) && ex.Hydrated:
				t.Errorf("example %s far below the first screen (top %.0f px) hydrated with the page (the deferring ended by %q)", ex.ID, ex.Top, read.SettledBy)
			case ex.Top > float64(read.Viewport+near+near):
				far = append(far, ex.ID)
			}
		}
		sortable := slices.IndexFunc(read.Examples, func(e hydrationExample) bool { return e.Sortable && slices.Contains(far, e.ID) })
		if sortable < 0 || len(far) < 2 {
			t.Fatalf("far examples %v: want two or more far below the first screen, one of them with a sortable header", far)
		}
		// React hydrates the example a click lands in first, then handles the click.
		id := read.Examples[sortable].ID
		if got := call(t, ctx, js[hydrationClick]("hydration-probe", "click", id)); got.Sort != "ascending" {
			t.Errorf("a click on the first header of example %s, far below, left its aria-sort %q, want ascending", id, got.Sort)
		}
		last := far[len(far)-1]
		call(t, ctx, js[scriptError]("hydration-probe", "near", last))
		poll(t, ctx, failAfter10s, js[hydrationRead]("hydration-probe", "read"), "example "+last+" hydrated once in view", func(r hydrationRead) bool {
			i := slices.IndexFunc(r.Examples, func(e hydrationExample) bool { return e.ID == last })
			return i >= 0 && r.Examples[i].Hydrated
		})
		// A link the prose kept moves in the app: the same document renders the page it goes to.
		target := call(t, ctx, js[string]("click-prose-link"))
		s := poll(t, ctx, failAfter10s, pageNow, "the page a prose link goes to", rendered(target))
		if s.Documents != 1 {
			t.Errorf("the prose link to %s loaded %d documents, want the app to move there in the first", target, s.Documents)
		}
		tab.Drain()
	})
	t.Run("first-paint", func(t *testing.T) {
		// A stored preference shows in the first paint, before the app's
		// scripts run, as the page will stay: a page with every script of
		// the site failed (the head's inline script still runs) against the
		// same page settled, the part the preference changes pixel for
		// pixel (the pickers' own masks aside) and <main> where it was.
		tests := []struct{ name, route, key, value, part string }{
			{"narrow navbar", "", "tessera:navbar-narrow", "true", `nav[data-variant="side"]`},
			{"navbar theme", "", "tessera:navbar-theme", "dark", `nav[data-variant="side"]`},
			{"examples' language", "usage/components/file-upload", "tessera:locale", "de-DE", "[data-example]"},
			{"examples' language with its own font", "usage/components/file-upload", "tessera:locale", "ja-JP", "[data-example]"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				first, firstMain := paintWithStored(t, tt.route, tt.key, tt.value, tt.part, true)
				settled, settledMain := paintWithStored(t, tt.route, tt.key, tt.value, tt.part, false)
				if firstMain != settledMain {
					t.Errorf("<main> is at %+v in the first paint, at %+v once settled", firstMain, settledMain)
				}
				if !first.Rect.Eq(settled.Rect) {
					t.Fatalf("%s is %v in the first paint, %v once settled", tt.part, first.Rect, settled.Rect)
				}
				n, box := 0, image.Rectangle{}
				for y := first.Rect.Min.Y; y < first.Rect.Max.Y; y++ {
					for x := first.Rect.Min.X; x < first.Rect.Max.X; x++ {
						if first.NRGBAAt(x, y) != settled.NRGBAAt(x, y) {
							n++
							box = box.Union(image.Rect(x, y, x+1, y+1))
						}
					}
				}
				if n > 0 {
					t.Errorf("with %s stored as %q the first paint of %s differs from the settled page in %d pixels, within %v", tt.key, tt.value, tt.part, n, box)
				}
			})
		}
	})
}

// paintWithStored opens route at 1280 px in a fresh tab with value stored
// under key, as a reader who chose it has: a first visit settles (the app
// keeps what it keeps of the choice, a cookie included), then the page is
// loaded again with its scripts blocked (the first paint) or not (settled).
// It returns the capture of the first element part selects (its masks
// filled) and <main>'s box. A capture Chromium leaves unanswered is taken
// again in a fresh tab, as the matrix runs such a cell again.
func paintWithStored(t *testing.T, route, key, value, part string, blocked bool) (*image.NRGBA, browser.Rect) {
	t.Helper()
	for attempt := 1; ; attempt++ {
		img, main, err := paintOnce(t, route, key, value, part, blocked)
		if err == nil {
			return img, main
		}
		if !errors.Is(err, browser.ErrStalled) || attempt == 3 {
			t.Fatal(err)
		}
		t.Logf("%v; taking it again in a fresh tab", err)
	}
}

// paintOnce is one try of paintWithStored; it returns the error of a
// capture, which Chromium now and then leaves unanswered (browser.ErrStalled).
func paintOnce(t *testing.T, route, key, value, part string, blocked bool) (*image.NRGBA, browser.Rect, error) {
	t.Helper()
	tab, ctx, st := behaviourTab(t, 1280, false)
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: fmt.Sprintf("localStorage.setItem(%q, %q)", key, value)}); err != nil {
		t.Fatal(err)
	}
	path := st.Base + route
	if _, err := tab.Load(ctx, path); err != nil {
		t.Fatal(err)
	}
	poll(t, ctx, failAfter10s, pageNow, path, rendered(path))
	if blocked {
		interceptScripts(t, ctx, func(int, string) (bool, time.Duration) { return true, 0 })
	}
	if _, err := tab.Load(ctx, path); err != nil {
		t.Fatal(err)
	}
	if !blocked {
		poll(t, ctx, failAfter10s, pageNow, path, rendered(path))
	}
	main := call(t, ctx, js[struct {
		X, Y, Width, Height float64
	}]("first-paint"))
	clip, err := tab.ElementClip(ctx, part, 0, false)
	if err != nil {
		t.Fatal(err)
	}
	b, err := tab.Screenshot(ctx, &clip)
	if err != nil {
		tab.Close()
		return nil, browser.Rect{}, err
	}
	img, err := browser.DecodeScreenshot(b)
	if err != nil {
		t.Fatal(err)
	}
	browser.Mask(img, clip.Masks)
	tab.Drain()
	return img, browser.Rect{X: int(main.X), Y: int(main.Y), Width: int(main.Width), Height: int(main.Height)}, nil
}

// hydrationRead is what hydration-probe.js reads of a first load.
type hydrationRead struct {
	scriptError
	Viewport      int                `json:"viewport"`
	Examples      []hydrationExample `json:"examples"`
	Prose         int                `json:"prose"`
	ProseHydrated int                `json:"proseHydrated"`
	// SettledBy is what ended the deferring of the parts far below, if anything did.
	SettledBy string `json:"settledBy"`
}

type hydrationExample struct {
	ID       string  `json:"id"`
	Top      float64 `json:"top"`
	Hydrated bool    `json:"hydrated"`
	Sortable bool    `json:"sortable"`
}

// hydrationClick is the aria-sort of the header hydration-probe.js clicked.
type hydrationClick struct {
	scriptError
	Sort string `json:"sort"`
}

// prefetchLink is an internal link as prefetch-probe.js reads it.
type prefetchLink struct {
	Path     string  `json:"path"`
	Rendered bool    `json:"rendered"`
	Top      float64 `json:"top"`
	Bottom   float64 `json:"bottom"`
}

// prefetchScroll is what prefetch-probe.js says once the page has had its
// turn with the last link in view.
type prefetchScroll struct {
	Path   string   `json:"path"`
	Linked []string `json:"linked"`
}

// belowFirstScreen returns the slugs of the pages that links go to below the
// first screen only (ViewportHeight, read at the top of the page), and from
// no rendered link in it.
func belowFirstScreen(t *testing.T, st *matrix.Site, links []prefetchLink) []string {
	t.Helper()
	first, below := map[string]bool{}, []string{}
	for _, l := range links {
		if l.Rendered && l.Top < browser.ViewportHeight {
			first[routeSlug(st, l.Path)] = true
		}
	}
	for _, l := range links {
		if slug := routeSlug(st, l.Path); l.Rendered && l.Top >= browser.ViewportHeight && slug != "" && !first[slug] && !slices.Contains(below, slug) {
			below = append(below, slug)
		}
	}
	return below
}

// routeSlug is the slug of the route at path (below the site's base), "" for none.
func routeSlug(st *matrix.Site, path string) string {
	for _, r := range st.Routes {
		if strings.TrimSuffix(path, "/") == strings.TrimSuffix(strings.TrimSuffix(st.Base, "/")+r.Path, "/") {
			return r.Slug
		}
	}
	return ""
}

// pageChunks returns the URLs among urls that are the chunk (script or style
// sheet) of one of the pages named by slugs.
func pageChunks(urls, slugs []string) []string {
	var out []string
	for _, u := range urls {
		for _, slug := range slugs {
			if pageChunk(u, slug) || pageChunk(strings.TrimSuffix(u, ".css")+".js", slug) {
				out = append(out, u)
				break
			}
		}
	}
	return out
}
