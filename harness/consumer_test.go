package harness

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/tessera-ds/tessera/harness/browser"
)

// consumerState is what consumerRead reads from the consumer app's page.
type consumerState struct {
	Button     string   `json:"button"`
	Styled     bool     `json:"styled"` // the button has its CSS module's class and the primary background of tokens.css
	Select     string   `json:"select"`
	Options    []string `json:"options"`
	Fields     []string `json:"fields"`
	Submit     string   `json:"submit"`
	Errors     []string `json:"errors"`
	Headers    []string `json:"headers"`
	Rows       []string `json:"rows"`
	IdleRounds int      `json:"idleRounds"`
}

// consumerRead reads the four components of testdata/consumer/src/App.tsx.
const consumerRead = `(() => {
  const q = (s) => document.querySelector(s)
  const all = (s) => [...document.querySelectorAll(s)].map((e) => e.textContent.trim())
  const button = q('[data-consumer="button"] button')
  const primary = getComputedStyle(document.documentElement).getPropertyValue('--primary-60').trim()
  const probe = document.createElement('i')
  probe.style.color = primary
  document.body.append(probe)
  const primaryRGB = getComputedStyle(probe).color
  probe.remove()
  return {
    button: button?.textContent.trim() ?? '',
    styled: !!button && /_button_/.test(button.className) && primary !== '' && getComputedStyle(button).backgroundColor === primaryRGB,
    select: q('[data-consumer="select"] input[role="combobox"]')?.value ?? '',
    options: all('[role="listbox"] [role="option"]'),
    fields: all('[data-consumer="form"] label'),
    submit: q('[data-consumer="form"] button[type="submit"]')?.textContent.trim() ?? '',
    errors: all('[data-consumer="form"] [data-validation="error"], [data-modal] [data-summary] li'),
    headers: all('[data-consumer="table"] thead th'),
    rows: all('[data-consumer="table"] tbody tr'),
    idleRounds: window.__consumerIdle ?? 0,
  }
})()`

// consumerIdle counts, in window.__consumerIdle, idle periods of the page that
// came after the components' props checks were queued (they run when the
// browser is idle, then load the schema): after two, with a pause between,
// every check has had its turn.
const consumerIdle = `(() => {
  const round = () => requestIdleCallback(() => setTimeout(() => {
    window.__consumerIdle = (window.__consumerIdle ?? 0) + 1
    if (window.__consumerIdle < 2) round()
  }, 250), { timeout: 2000 })
  round()
  return true
})()`

// TestConsumer opens testdata/consumer, an app that installs the packed
// @tessera-ds/library as a product team would (not the sources), in Chromium:
// a Button, a Select, a Form with a required field and a StandardTable render
// and work, with their CSS and labels; nothing logs a console error; and a
// prop the types allow but a rule forbids (an empty options list) logs the
// library's message naming component, prop and rule.
func TestConsumer(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	dist := filepath.Join(repoRoot(t), "testdata", "consumer", "dist")
	if _, err := os.Stat(filepath.Join(dist, "index.html")); err != nil {
		t.Fatalf("the consumer app is not built (%v): run `make consumer` in the repository's root (it runs `make package`, installs the tarball in testdata/consumer with npm ci and builds with `npm run build`)", err)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dist))) // on 127.0.0.1
	t.Cleanup(srv.Close)
	b := sharedBrowser(t)

	open := func(t *testing.T, query string) (*browser.Tab, context.Context) {
		t.Helper()
		tab, err := browser.OpenTab(b, srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(tab.Close)
		ctx, cancel := context.WithTimeout(tab.Context(), 60*time.Second)
		t.Cleanup(cancel)
		if err := tab.Resize(ctx, 1280); err != nil {
			t.Fatal(err)
		}
		if _, err := tab.Load(ctx, "/"+query); err != nil {
			t.Fatal(err)
		}
		return tab, ctx
	}
	t.Run("renders", func(t *testing.T) {
		tab, ctx := open(t, "")
		s := pollConsumer(t, ctx, 10*time.Second, "the four components", func(s consumerState) bool {
			return s.Button != "" && s.Select != "" && s.Submit != "" && len(s.Rows) > 0
		})
		if s.Button != "Clicked 0" || !s.Styled {
			t.Errorf("button %q, styled %v; want “Clicked 0” with Button's CSS and the primary colour of tokens.css", s.Button, s.Styled)
		}
		if s.Select != "Banana" {
			t.Errorf("select shows %q, want Banana", s.Select)
		}
		if !slices.Contains(s.Fields, "Name *") || s.Submit != "Submit" {
			t.Errorf("form labels %q, submit %q; want a required “Name *” and “Submit” from the locale file", s.Fields, s.Submit)
		}
		if want := []string{"Customer", "City", "Amount"}; !containsAll(strings.Join(s.Headers, "|"), want) || len(s.Rows) != 3 {
			t.Errorf("table headers %q and %d rows, want %q and 3 rows", s.Headers, len(s.Rows), want)
		}

		do(t, ctx, "clicking the button", chromedp.Click(chromedp.CSS(`[data-consumer="button"] button`)))
		pollConsumer(t, ctx, 5*time.Second, "the button counting the click", func(s consumerState) bool { return s.Button == "Clicked 1" })

		do(t, ctx, "opening the select", chromedp.Click(chromedp.CSS(`[data-consumer="select"] input`)))
		pollConsumer(t, ctx, 5*time.Second, "the options Apple, Banana, Cherry", func(s consumerState) bool {
			return slices.Equal(s.Options, []string{"Apple", "Banana", "Cherry"})
		})
		do(t, ctx, "picking Cherry", chromedp.Click(chromedp.CSS(`[role="listbox"] [role="option"]:nth-child(3)`)))
		pollConsumer(t, ctx, 5*time.Second, "Cherry selected", func(s consumerState) bool { return s.Select == "Cherry" && len(s.Options) == 0 })

		// The submit button is disabled while the form is invalid; Enter in the field submits, and the form says why not.
		do(t, ctx, "Enter in the empty required field", chromedp.Click(chromedp.CSS(`[data-consumer="form"] input`)), chromedp.KeyEvent(kb.Enter))
		pollConsumer(t, ctx, 5*time.Second, "“Name: This field is required” in the form's popup", func(s consumerState) bool {
			return slices.Contains(s.Errors, "Name: This field is required")
		})

		waitIdle(t, ctx)
		noProblems(t, tab)
	})

	t.Run("invalid-prop", func(t *testing.T) {
		tab, ctx := open(t, "?invalid")
		pollConsumer(t, ctx, 10*time.Second, "the four components", func(s consumerState) bool { return s.Button != "" && len(s.Rows) > 0 })
		waitIdle(t, ctx)
		const want = `console.error: SingleSelect: invalid prop "options": array may not be empty`
		problems := tab.Drain()
		if !slices.Contains(problems, want) {
			t.Errorf("the page did not log %q", want)
		}
		for _, p := range problems {
			if p != want {
				t.Errorf("the page reported: %s", p)
			}
		}
	})
}

// waitIdle waits until the page has been idle twice since it rendered, so
// that every component's props check has run.
func waitIdle(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](consumerIdle)); err != nil {
		t.Fatalf("waiting for the page to be idle: %v", err)
	}
	pollConsumer(t, ctx, 10*time.Second, "two idle periods", func(s consumerState) bool { return s.IdleRounds >= 2 })
}

// pollConsumer reads the page every 25 ms until ok holds of what it reads,
// and returns that; it fails the test, with want and the last state, when
// that has not happened within d.
func pollConsumer(t *testing.T, ctx context.Context, d time.Duration, want string, ok func(consumerState) bool) consumerState {
	t.Helper()
	var last consumerState
	var err error
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(25 * time.Millisecond) {
		if last, err = chromedp.Run(ctx, chromedp.Evaluate[consumerState](consumerRead)); err == nil && ok(last) {
			return last
		}
	}
	t.Fatalf("waited %v for %s; last state %+v, error %v", d, want, last, err)
	return last
}

// containsAll tells whether s contains every one of words.
func containsAll(s string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(s, w) {
			return false
		}
	}
	return true
}
