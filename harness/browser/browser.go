// Package browser drives Chromium for the harness: it starts the browser
// (and starts it again when it dies), opens tabs set up alike, navigates,
// settles a page, takes screenshots, and calls the browser-side scripts of
// js/, one function a file.
package browser

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
)

// InstallCommand installs the browser the harness needs on Debian.
const InstallCommand = "apt-get update && apt-get install -y chromium fonts-dejavu-core fonts-dejavu-extra fonts-liberation"

// Flags are the Chromium switches the harness starts the browser with, besides
// a fresh --user-data-dir and the debugging pipe. They remove rendering
// variance (no GPU, no LCD text, no hinting, sRGB, scale 1, hidden scrollbars)
// and the browser's own network traffic, which the closed networks of CI
// answer with refused connections.
var Flags = []string{
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--no-default-browser-check",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
	"--disable-default-apps",
	"--disable-extensions",
	"--disable-breakpad",
	"--disable-client-side-phishing-detection",
	"--disable-domain-reliability",
	"--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater,PaintHolding",
	"--disable-background-timer-throttling",
	"--disable-backgrounding-occluded-windows",
	"--disable-renderer-backgrounding",
	"--disable-hang-monitor",
	"--disable-ipc-flooding-protection",
	"--disable-popup-blocking",
	"--disable-prompt-on-repost",
	"--disable-dev-shm-usage",
	"--metrics-recording-only",
	"--safebrowsing-disable-auto-update",
	"--password-store=basic",
	"--use-mock-keychain",
	"--mute-audio",
	"--hide-scrollbars",
	"--font-render-hinting=none",
	"--disable-lcd-text",
	"--force-color-profile=srgb",
	"--force-device-scale-factor=1",
	"--disable-partial-raster",
	"--disable-checker-imaging",
	"--window-size=1280,900",
}

// ExecPath finds Chromium: $CHROME_PATH, else Debian's binary, else a
// chromium or chrome on $PATH. Debian's /usr/bin/chromium is a shell wrapper
// that adds switches of its own, so the binary behind it comes first.
func ExecPath() (string, error) {
	if p := os.Getenv("CHROME_PATH"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("CHROME_PATH: %w (unset it to use Debian's chromium, installed with `%s`)", err, InstallCommand)
		}
		return p, nil
	}
	if _, err := os.Stat("/usr/lib/chromium/chromium"); err == nil {
		return "/usr/lib/chromium/chromium", nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("no Chromium found: install it with `%s`, or set CHROME_PATH", InstallCommand)
}

// Browser is one running Chromium, started by the harness or attached to.
type Browser struct {
	ctx     context.Context // the browser's first chromedp context
	cancel  context.CancelFunc
	Product string   // such as "Chrome/156.0.8078.79"
	Flags   []string // the switches it was started with; nil when attached
}

// StartBrowser starts Chromium with Flags, or attaches to the browser at
// wsURL when it is not empty (then Flags is nil: the remote browser's switches
// are its own).
func StartBrowser(wsURL string) (*Browser, error) {
	var allocCtx context.Context
	var cancelAlloc context.CancelFunc
	b := &Browser{}
	if wsURL != "" {
		allocCtx, cancelAlloc = remote.NewAllocator(context.Background(), wsURL)
	} else {
		path, err := ExecPath()
		if err != nil {
			return nil, err
		}
		opts := []chromedp.ExecAllocatorOption{chromedp.ExecPath(path)}
		for _, f := range Flags {
			name, value, hasValue := strings.Cut(strings.TrimPrefix(f, "--"), "=")
			if hasValue {
				opts = append(opts, chromedp.Flag(name, value))
			} else {
				opts = append(opts, chromedp.Flag(name, true))
			}
		}
		allocCtx, cancelAlloc = chromedp.NewExecAllocator(context.Background(), opts...)
		b.Flags = Flags
	}
	ctx, cancel := chromedp.NewContext(allocCtx)
	b.ctx = ctx
	b.cancel = func() { cancel(); cancelAlloc() }
	v, err := chromedp.CallBrowser(ctx, browser.GetVersion, cdp.Empty{})
	if err != nil {
		b.cancel()
		if wsURL == "" {
			return nil, fmt.Errorf("starting Chromium (install it with `%s`): %w", InstallCommand, err)
		}
		return nil, fmt.Errorf("attaching to the browser at %s: %w", wsURL, err)
	}
	b.Product = v.Product
	return b, nil
}

// Context is the browser's first chromedp context: it ends when the browser
// does.
func (b *Browser) Context() context.Context { return b.ctx }

// Dead reports whether the browser is gone: its process exited or the
// connection to it dropped.
func (b *Browser) Dead() bool { return b.ctx.Err() != nil }

// Relauncher keeps a browser the harness started alive for a run: Live
// hands it out, and starts a new one first when it died, once for all the
// tabs that find it dead.
type Relauncher struct {
	mu       sync.Mutex
	browser  *Browser
	start    func() (*Browser, error)
	restarts int
}

// NewRelauncher starts a browser with start and keeps it alive.
func NewRelauncher(start func() (*Browser, error)) (*Relauncher, error) {
	b, err := start()
	if err != nil {
		return nil, err
	}
	return &Relauncher{browser: b, start: start}, nil
}

// Current is the browser, alive or not.
func (r *Relauncher) Current() *Browser {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.browser
}

// Live returns the browser, started again when it died.
func (r *Relauncher) Live() (*Browser, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.browser.Dead() {
		return r.browser, nil
	}
	r.browser.Close()
	b, err := r.start()
	if err != nil {
		return nil, fmt.Errorf("%w, and starting it again failed: %v", ErrBrowserDied, err)
	}
	r.browser = b
	r.restarts++
	return b, nil
}

// Restarts is how many times Live started the browser again.
func (r *Relauncher) Restarts() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.restarts
}

// Close ends the browser (or the connection to a remote one).
func (b *Browser) Close() error {
	b.cancel()
	if err := b.ctx.Err(); err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}
