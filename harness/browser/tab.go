package browser

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/inspector"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/compare"
)

// ViewportHeight is the height of the viewport, and so of the first screen.
const ViewportHeight = 900

// Epoch is the instant the page's clock shows at the start of every cell:
// 2026-01-15 12:00:00 UTC.
const Epoch = 1768478400000

// Tab is one browser tab of the harness, set up for deterministic rendering.
// It records what the page reports that a check must fail on: uncaught
// exceptions, console errors, failed requests and requests to another origin.
type Tab struct {
	ctx     context.Context
	cancel  context.CancelFunc
	origin  string   // the server's origin, such as http://127.0.0.1:40123
	browser *Browser // the browser it lives in

	crashed   chan struct{} // closed when the tab's renderer crashes
	crashOnce sync.Once

	dogsMu sync.Mutex
	dogs   map[*watchdog]bool // the watchdogs of the tab's live cell contexts (CellContext)

	mu       sync.Mutex
	problems []string
	urls     map[network.RequestID]string
	width    int
	// requests are the same-origin URLs (path and query) the tab asked for
	// since the last TakeRequests; other is set by a request that is not a GET.
	requests map[string]bool
	other    bool
}

// OpenTab opens a tab of b for pages of origin, in a browser context of its
// own, with the clock, time zone, media and style sheet of determinism.js.
func OpenTab(b *Browser, origin string) (*Tab, error) {
	t := &Tab{origin: origin, browser: b, crashed: make(chan struct{}), urls: map[network.RequestID]string{}, requests: map[string]bool{}}
	ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext(), chromedp.WithListener(t.listen))
	t.ctx, t.cancel = ctx, cancel
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tt *chromedp.Target) error {
		steps := []func() error{
			func() error {
				_, err := cdp.Call(ctx, tt, emulation.SetTimezoneOverride, emulation.SetTimezoneOverrideParams{TimezoneID: "UTC"})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, tt, emulation.SetLocaleOverride, emulation.SetLocaleOverrideParams{Locale: "en-US"})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, tt, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{
					{Name: "prefers-reduced-motion", Value: "reduce"},
					{Name: "prefers-color-scheme", Value: "light"},
				}})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, tt, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, tt, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
					Source: "(" + Script("determinism") + ")(" + fmt.Sprint(Epoch) + ")",
				})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, tt, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
					Source: "(" + Script("ready-rects") + ")()",
				})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, tt, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
					Source: "(" + Script("resources") + ")()",
				})
				return err
			},
		}
		for _, step := range steps {
			if err := step(); err != nil {
				return err
			}
		}
		return nil
	}))
	if err != nil {
		cancel()
		return nil, fmt.Errorf("opening a tab: %w", err)
	}
	return t, nil
}

// SaveData has the tab's pages read the reader's wish to save data
// (navigator.connection.saveData, Emulation.setDataSaverOverride), so that
// the site fetches no page's code before it is asked for (link prefetch). A
// matrix cell then loads exactly what its own page renders from, and the
// record of a route's loads holds nothing another page's change reaches.
func (t *Tab) SaveData() error {
	if _, err := chromedp.Call(t.ctx, emulation.SetDataSaverOverride, emulation.SetDataSaverOverrideParams{DataSaverEnabled: new(true)}); err != nil {
		return fmt.Errorf("asking the tab to save data: %w", err)
	}
	return nil
}

// Errors of a tab that broke during a cell: the cell may run again on a
// fresh tab (ErrStalled is the third).
var (
	ErrCrashed     = errors.New("the tab's renderer crashed (Chromium sent Inspector.targetCrashed)")
	ErrBrowserDied = errors.New("Chromium's browser process died")
)

// ErrNoProgress is the cause of a cell's context that ended because no step
// of the cell answered for the cell's bound (see Progress).
var ErrNoProgress = errors.New("no step of the cell answered")

// CellContext is a context for the work of one cell, or of a part of it: it
// ends when no step in the tab answered for d (a watchdog that Progress
// feeds, so that a slow machine doing work is not mistaken for a hang), with
// the cause ErrNoProgress, or at once, with the cause ErrCrashed, when the
// tab's renderer crashes, so that a crash is named as one rather than waited
// out. A step's answer feeds every watchdog of the tab: a part of a cell
// with a context of its own (a keyboard walk, a state) is progress of the
// cell.
func (t *Tab) CellContext(d time.Duration) (context.Context, context.CancelFunc) {
	ctx, cancelCause := context.WithCancelCause(t.ctx)
	w := &watchdog{d: d}
	w.quiet = time.AfterFunc(d, func() { cancelCause(fmt.Errorf("%w for %s", ErrNoProgress, d)) })
	t.dogsMu.Lock()
	if t.dogs == nil {
		t.dogs = map[*watchdog]bool{}
	}
	t.dogs[w] = true
	t.dogsMu.Unlock()
	go func() {
		select {
		case <-t.crashed:
			cancelCause(ErrCrashed)
		case <-ctx.Done():
		}
	}()
	return context.WithValue(ctx, tabKey{}, t), func() {
		t.dogsMu.Lock()
		delete(t.dogs, w)
		t.dogsMu.Unlock()
		w.quiet.Stop()
		cancelCause(context.Canceled)
	}
}

type tabKey struct{}

// watchdog is the timer of a cell's context, and the bound it restarts with.
type watchdog struct {
	quiet *time.Timer
	d     time.Duration
}

// Progress tells the watchdogs of the tab whose cell context ctx is, if any,
// that a step answered.
func Progress(ctx context.Context) {
	t, ok := ctx.Value(tabKey{}).(*Tab)
	if !ok || ctx.Err() != nil {
		return
	}
	t.Alive()
}

// Alive restarts the tab's watchdogs: a step answered, or the cell waits
// for another tab's work and is not hung.
func (t *Tab) Alive() {
	t.dogsMu.Lock()
	defer t.dogsMu.Unlock()
	for w := range t.dogs {
		w.quiet.Reset(w.d)
	}
}

// Lost names what broke the tab when err, the error of a cell run in ctx
// (from cellContext), came from a stalled screenshot, a crashed renderer or a
// dead browser; it returns nil for any other error.
func (t *Tab) Lost(ctx context.Context, err error) error {
	select {
	case <-t.crashed:
		return fmt.Errorf("%w (the cell stopped at: %v)", ErrCrashed, err)
	default:
	}
	switch {
	case errors.Is(err, ErrStalled):
		return err
	case errors.Is(context.Cause(ctx), ErrCrashed):
		return fmt.Errorf("%w (the cell stopped at: %v)", ErrCrashed, err)
	case t.browser != nil && t.browser.Dead():
		return fmt.Errorf("%w (the cell stopped at: %v)", ErrBrowserDied, err)
	}
	return nil
}

// Context is the tab's chromedp context, for actions of its own.
func (t *Tab) Context() context.Context { return t.ctx }

// Close closes the tab and its browser context.
func (t *Tab) Close() { t.cancel() }

// listen runs in the tab's event loop: it must return fast and send nothing.
func (t *Tab) listen(ev any) {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch ev := ev.(type) {
	case *inspector.EventTargetCrashed:
		t.crashOnce.Do(func() { close(t.crashed) })
	case *runtime.EventExceptionThrown:
		t.problems = append(t.problems, "uncaught exception: "+exceptionText(ev.ExceptionDetails))
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
			t.problems = append(t.problems, "console."+string(ev.Type)+": "+argsText(ev.Args))
		}
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.EntryLevelError && ev.Entry.Source != log.EntrySourceNetwork {
			t.problems = append(t.problems, "browser error ("+string(ev.Entry.Source)+"): "+shortText(ev.Entry.Text))
		}
	case *network.EventRequestWillBeSent:
		t.urls[ev.RequestID] = ev.Request.URL
		if u, err := url.Parse(ev.Request.URL); err == nil && t.offOrigin(u) {
			t.problems = append(t.problems, "off-origin request: "+ev.Request.Method+" "+shortURL(ev.Request.URL))
		} else if err == nil && u.Scheme+"://"+u.Host == t.origin {
			if ev.Request.Method != "GET" {
				t.other = true
			}
			t.requests[u.RequestURI()] = true
		}
	case *network.EventResponseReceived:
		if ev.Response.Status >= 400 {
			t.problems = append(t.problems, fmt.Sprintf("failed request: HTTP %d for %s", ev.Response.Status, shortURL(ev.Response.URL)))
		}
	case *network.EventLoadingFailed:
		if !ev.Canceled {
			t.problems = append(t.problems, "failed request: "+shortURL(t.urls[ev.RequestID])+": "+ev.ErrorText)
		}
	}
}

// shortText cuts the data: URLs inside a message.
func shortText(s string) string {
	fields := strings.Fields(s)
	for i, f := range fields {
		if strings.HasPrefix(strings.Trim(f, "'\""), "data:") {
			fields[i] = shortURL(f)
		}
	}
	return strings.Join(fields, " ")
}

// shortURL cuts a long URL, such as a data: URL, for a failure message.
func shortURL(u string) string {
	if len(u) > 120 {
		return u[:100] + "…(" + fmt.Sprint(len(u)) + " bytes)"
	}
	return u
}

func (t *Tab) offOrigin(u *url.URL) bool {
	switch u.Scheme {
	case "http", "https", "ws", "wss":
		return u.Scheme+"://"+u.Host != t.origin
	}
	return false // data:, blob:, about: never leave the browser
}

func exceptionText(d *runtime.ExceptionDetails) string {
	text := d.Text
	if d.Exception != nil && d.Exception.Description != "" {
		text = d.Exception.Description
	}
	if d.URL != "" {
		text += fmt.Sprintf(" (%s:%d)", d.URL, d.LineNumber+1)
	}
	return text
}

func argsText(args []*runtime.RemoteObject) string {
	parts := make([]string, 0, len(args))
	for _, a := range args {
		var s string
		switch {
		case len(a.Value) > 0 && json.Unmarshal(a.Value, &s) == nil:
			parts = append(parts, s)
		case len(a.Value) > 0:
			parts = append(parts, string(a.Value))
		case a.Description != "":
			parts = append(parts, a.Description)
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return strings.Join(parts, " ")
}

// Drain returns what the page reported since the last Drain and forgets it.
func (t *Tab) Drain() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	p := t.problems
	t.problems = nil
	clear(t.urls)
	return p
}

// TakeRequests returns the same-origin URLs (path and query) the tab asked
// the server for since the last call, in any order, and forgets them; other
// reports a request among them that was not a GET, whose answer cannot be
// asked for again without the page.
func (t *Tab) TakeRequests() (uris []string, other bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for u := range t.requests {
		uris = append(uris, u)
	}
	clear(t.requests)
	other, t.other = t.other, false
	return uris, other
}

// Resize sets the viewport to width x ViewportHeight CSS pixels at device
// scale 1; it does nothing when the width is set already. It returns once
// the page itself reports the new size and has rendered a frame with it
// (viewport.js): the answer to Emulation.setDeviceMetricsOverride says
// Chromium took the order, and the page is what a cell must read, so that
// the app never renders the cell's location at the previous width.
func (t *Tab) Resize(ctx context.Context, width int) error {
	if t.width == width {
		return nil
	}
	t.width = 0 // unknown until the page reports the new one
	_, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: int64(width), Height: ViewportHeight, DeviceScaleFactor: 1,
		ScreenWidth: int64(width), ScreenHeight: ViewportHeight,
	})
	if err != nil {
		return fmt.Errorf("setting the viewport to %dx%d: %w", width, ViewportHeight, err)
	}
	Progress(ctx)
	if _, err := chromedp.Run(ctx, Call[chromedp.Void]("viewport", width, ViewportHeight, SettleTimeout)); err != nil {
		return fmt.Errorf("waiting for the page to take the %dx%d viewport: %w", width, ViewportHeight, err)
	}
	t.width = width
	return nil
}

// Load navigates to path (below the origin) with a full page load.
func (t *Tab) Load(ctx context.Context, path string) (*network.Response, error) {
	resp, err := chromedp.Run(ctx, chromedp.NavigateResponse(t.origin+path))
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", path, err)
	}
	Progress(ctx)
	return resp, nil
}

// Push moves the app to path without a reload (navigate.js).
func (t *Tab) Push(ctx context.Context, path string) error {
	if _, err := chromedp.Run(ctx, Call[chromedp.Void]("navigate", path)); err != nil {
		return fmt.Errorf("navigating to %s: %w", path, err)
	}
	return nil
}

// SettleTimeout is how long Settle waits for the app to finish rendering.
const SettleTimeout = 15000 // ms

// Settle waits until the app has rendered the current location, with fonts
// and images loaded, scrolls back to the top and reads the page's Facts. The
// page must be width px wide, and have been so when the app marked it ready.
func (t *Tab) Settle(ctx context.Context, width int) (Facts, error) {
	f, err := chromedp.Run(ctx, Call[Facts]("settle", SettleTimeout, width))
	if err != nil {
		return f, fmt.Errorf("waiting for the page to render: %w", err)
	}
	if f.Duplicates, err = chromedp.Run(ctx, Call[Duplicates]("duplicates")); err != nil {
		return f, fmt.Errorf("reading the page's ids and landmarks: %w", err)
	}
	return f, t.Reraster(ctx)
}

// CaptureTimeout bounds one screenshot. A healthy capture takes well under a
// second; Chromium now and then never answers one (its compositor produces
// no frame for the tab), and waiting longer does not help.
const CaptureTimeout = 15 * time.Second

// ErrStalled is the error of a screenshot that Chromium did not answer
// within CaptureTimeout.
var ErrStalled = errors.New("Chromium did not answer the screenshot request")

// Screenshot captures the viewport (clip nil) or the clip, as PNG bytes.
func (t *Tab) Screenshot(ctx context.Context, clip *Clip) ([]byte, error) {
	parent := ctx
	ctx, cancel := context.WithTimeout(ctx, CaptureTimeout)
	defer cancel()
	p := page.CaptureScreenshotParams{Format: page.CaptureScreenshotFormatPng, OptimizeForSpeed: new(true), FromSurface: new(true)}
	if clip != nil {
		p.Clip = &page.Viewport{X: float64(clip.X), Y: float64(clip.Y), Width: float64(clip.Width), Height: float64(clip.Height), Scale: 1}
		p.CaptureBeyondViewport = new(!clip.Fits)
	}
	res, err := chromedp.Call(ctx, page.CaptureScreenshot, p)
	if err != nil && parent.Err() == nil && ctx.Err() != nil {
		return nil, fmt.Errorf("capturing a screenshot: %w within %s", ErrStalled, CaptureTimeout)
	}
	if err != nil {
		return nil, fmt.Errorf("capturing a screenshot: %w", err)
	}
	Progress(parent)
	return res.Data, nil
}

// Reraster has Chromium raster the whole page afresh before a capture: it
// sets the device scale to 2 and back to 1, waiting for two frames at each.
// A tile keeps the pixels of the raster that drew it until its content is
// invalidated, and the anti-aliasing of a path (an icon, a rounded corner)
// can differ by a few levels with the raster that drew it; without this a
// capture depends on the order the page was painted in, not only on the page.
func (t *Tab) Reraster(ctx context.Context) error {
	if t.width == 0 {
		return nil
	}
	for _, scale := range []float64{2, 1} {
		if _, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: int64(t.width), Height: ViewportHeight, DeviceScaleFactor: scale,
			ScreenWidth: int64(t.width), ScreenHeight: ViewportHeight,
		}); err != nil {
			return fmt.Errorf("rastering afresh at scale %g: %w", scale, err)
		}
		if _, err := chromedp.Run(ctx, Call[bool]("frames")); err != nil {
			return fmt.Errorf("rastering afresh at scale %g: %w", scale, err)
		}
	}
	return nil
}

// Clip is an element's box in CSS pixels of the document (clip.js).
type Clip struct {
	X, Y, Width, Height int
	Fits                bool   // inside the viewport
	Masks               []Rect // boxes of [data-capture-mask] inside, relative to the clip
}

// Rect is a box in CSS pixels.
type Rect struct{ X, Y, Width, Height int }

// MaskColor fills the masked parts of a capture.
var MaskColor = color.NRGBA{255, 0, 255, 255}

// Mask fills the rects of img with MaskColor.
func Mask(img *image.NRGBA, rects []Rect) {
	for _, r := range rects {
		box := image.Rect(r.X, r.Y, r.X+r.Width, r.Y+r.Height).Intersect(img.Rect)
		draw.Draw(img, box, image.NewUniform(MaskColor), image.Point{}, draw.Src)
	}
}

// ElementClip finds the index-th element matching selector and returns its
// box, after scrolling it to the middle of the viewport when scroll is set.
func (t *Tab) ElementClip(ctx context.Context, selector string, index int, scroll bool) (Clip, error) {
	c, err := chromedp.Run(ctx, Call[Clip]("clip", selector, index, scroll))
	if err != nil {
		return c, fmt.Errorf("finding %s number %d: %w", selector, index, err)
	}
	if c.Width <= 0 || c.Height <= 0 {
		return c, fmt.Errorf("%s number %d has no area (%dx%d)", selector, index, c.Width, c.Height)
	}
	return c, nil
}

// Section is one section of the page's article (sections.js): its capture's
// name and its box, with its live example parts as masks.
type Section struct {
	Name string
	Clip
}

// Sections lists the sections of the article that selector finds, each with
// the boxes of the elements live finds inside it as masks; none when there
// is no article.
func (t *Tab) Sections(ctx context.Context, article, live string) ([]Section, error) {
	s, err := chromedp.Run(ctx, Call[[]Section]("sections", article, live, -1))
	if err != nil {
		return nil, fmt.Errorf("reading the sections of %s: %w", article, err)
	}
	return s, nil
}

// SectionClip scrolls the index-th section of Sections into view and returns
// its box.
func (t *Tab) SectionClip(ctx context.Context, article, live string, index int) (Clip, error) {
	s, err := chromedp.Run(ctx, Call[[]Section]("sections", article, live, index))
	if err != nil {
		return Clip{}, fmt.Errorf("finding section %d of %s: %w", index, article, err)
	}
	if len(s) != 1 || s[0].Width <= 0 || s[0].Height <= 0 {
		return Clip{}, fmt.Errorf("section %d of %s has no area", index, article)
	}
	return s[0].Clip, nil
}

// DecodeScreenshot decodes the PNG bytes of a screenshot.
func DecodeScreenshot(b []byte) (*image.NRGBA, error) {
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("decoding a screenshot: %w", err)
	}
	return compare.NRGBA(img), nil
}
