package harness

import (
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// stateTreePage is a form behind a modal dialog, marked aria-hidden as a
// modal marks the page behind it, with the focus still in the form: the
// focus moves into the dialog the first time the page is asked for its idle
// time, as a modal's focus move can land after a first read of the tree.
const stateTreePage = `<!doctype html><html lang="en"><body>
<main><div class="live"><form aria-label="Contact"><input aria-label="Full name"></form></div></main>
<script>
const idle = window.requestIdleCallback;
let moved = false;
window.requestIdleCallback = (cb, opts) => {
  if (!moved) {
    moved = true;
    document.querySelector('[role=dialog] button').focus();
  }
  return idle(cb, opts);
};
window.openModal = () => {
  document.querySelector('input').focus();
  const d = document.createElement('div');
  d.setAttribute('role', 'dialog');
  d.setAttribute('aria-modal', 'true');
  d.setAttribute('aria-label', 'Not sent');
  d.innerHTML = '<button>Close</button>';
  document.body.append(d);
  document.querySelector('main').setAttribute('aria-hidden', 'true');
};
</script></body></html>`

// TestStateTreeFresh holds that a state's tree is read from a tree Chromium
// built afresh each time. Chromium exposes an aria-hidden subtree that holds
// the focus; a tree it keeps up to date goes on exposing it once the focus
// left (a modal's form in a run under load), and two such reads agree.
func TestStateTreeFresh(t *testing.T) {
	t.Parallel() // a server and a tab of its own
	tab, ctx := pageTab(t, stateTreePage)
	if _, err := tab.Load(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	// The state's steps leave Chromium's tree on, as a waitFor step does.
	if _, err := chromedp.Call(ctx, accessibility.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`window.openModal()`)); err != nil {
		t.Fatal(err)
	}
	got, err := tab.StateTree(ctx, ".live", 0)
	if err != nil {
		t.Fatal(err)
	}
	if want := ""; got != want {
		t.Errorf("StateTree = %q, want %q: the form behind the modal, which the focus left, is hidden", got, want)
	}
}
