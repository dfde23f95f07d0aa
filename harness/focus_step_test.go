package harness

import (
	"slices"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/tessera-ds/tessera/harness/browser"
)

// focusStepPage has three buttons after a hidden one (as the harness hides
// the navbar) and records every element the focus enters.
const focusStepPage = `<!doctype html><html lang="en"><body>
<nav style="visibility: hidden"><button>Menu</button></nav>
<div class="live"><button>A</button><button>B</button><button>C</button></div>
<script>
window.__entered = [];
document.addEventListener('focusin', (e) => window.__entered.push(e.target.textContent));
</script></body></html>`

// TestFocusStep holds the way a focus step reaches its target: one stop
// away and back, never out of the page. From the page's first stop a
// Shift+Tab would leave the page, and the browser brings the focus back to
// its last stop on its own time (a run under load then found the focus on
// the page's last stop, not on the target).
func TestFocusStep(t *testing.T) {
	t.Parallel() // a server and a tab of its own
	tab, ctx := pageTab(t, focusStepPage)
	for _, tt := range []struct {
		target string
		want   []string
	}{
		{"A", []string{"A", "B", "A"}}, // the first stop: forward and back
		{"B", []string{"B", "A", "B"}},
		{"C", []string{"C", "B", "C"}},
	} {
		if _, err := tab.Load(ctx, "/"); err != nil {
			t.Fatal(err)
		}
		if err := tab.Step(ctx, ".live", 0, browser.Step{Focus: &browser.Target{Role: "button", Name: tt.target}}); err != nil {
			t.Errorf("focus %s: %v", tt.target, err)
			continue
		}
		if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("idle")); err != nil {
			t.Fatal(err)
		}
		got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string]("window.__entered"))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("focus %s: the focus entered %q, want %q", tt.target, got, tt.want)
		}
	}
}
