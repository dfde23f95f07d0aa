package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/tessera-ds/tessera/harness/a11y"
)

// Trees reads what the page exposes to assistive technology, as Chromium
// computed it: the whole page's accessibility tree when whole (a11y.Tree;
// else page is ""), and the tree of its live examples ([data-example]), one
// branch after the other (a11y.Branch), which is what a locale changes.
func (t *Tab) Trees(ctx context.Context, whole bool) (page, examples string, err error) {
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`(window.__tesseraExamples = [...document.querySelectorAll('[data-example]')]).length`))
	if err != nil {
		return "", "", fmt.Errorf("finding the live examples: %w", err)
	}
	if !whole && n == 0 {
		return "", "", nil
	}
	if err := axOn(ctx); err != nil {
		return "", "", err
	}
	defer func() {
		if off := axOff(ctx); err == nil {
			err = off
		}
	}()
	if whole {
		res, err := chromedp.Call(ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
		if err != nil {
			return "", "", fmt.Errorf("reading the accessibility tree: %w", err)
		}
		page, _ = a11y.Tree(axNodes(res.Nodes), 0)
	}
	examples, err = t.branches(ctx, "window.__tesseraExamples", n)
	return page, examples, err
}

// axNodes are CDP accessibility nodes in a11y's types.
func axNodes(ns []*accessibility.Node) []a11y.Node {
	nodes := make([]a11y.Node, 0, len(ns))
	for _, n := range ns {
		nodes = append(nodes, axNode(n))
	}
	return nodes
}

// axOn turns Chromium's accessibility on in the page, so that it keeps the
// tree up to date while the harness reads it.
func axOn(ctx context.Context) error {
	if _, err := chromedp.Call(ctx, accessibility.Enable, cdp.Empty{}); err != nil {
		return fmt.Errorf("turning the accessibility tree on: %w", err)
	}
	return nil
}

// axOff turns Chromium's accessibility off in the page again. A command of
// the Accessibility domain turns it on, and while it is on the renderer
// keeps the tree up to date with every change of the page: measured, the
// whole matrix ran at 0.6 cells a second with it left on.
func axOff(ctx context.Context) error {
	if _, err := chromedp.Call(ctx, accessibility.Disable, cdp.Empty{}); err != nil {
		return fmt.Errorf("turning the accessibility tree off: %w", err)
	}
	return nil
}

// axNode is a CDP accessibility node in a11y's types.
func axNode(n *accessibility.Node) a11y.Node {
	an := a11y.Node{
		ID:      string(n.NodeID),
		Ignored: n.Ignored,
		Role:    axValue(n.Role),
		Name:    axValue(n.Name),
		Desc:    axValue(n.Description),
		Value:   axValue(n.Value),
		DOM:     int64(n.BackendDOMNodeID),
	}
	for _, c := range n.ChildIDs {
		an.Children = append(an.Children, string(c))
	}
	if len(n.Properties) > 0 {
		an.Props = make(map[string]string, len(n.Properties))
		for _, p := range n.Properties {
			an.Props[string(p.Name)] = axValue(p.Value)
		}
	}
	return an
}

// axValue is a computed value as text: a string unquoted, a number or a
// boolean as JSON writes it, "" for none.
func axValue(v *accessibility.Value) string {
	if v == nil || len(v.Value) == 0 {
		return ""
	}
	var s string
	if err := json.Unmarshal(v.Value, &s); err == nil {
		return s
	}
	return strings.TrimSpace(string(v.Value))
}

// StateTree is the accessibility tree of what a state shows: the live part
// (the index-th match of selector) and each thing the state opened outside
// every example (a dialog, a menu, a toast: state-capture.js), one branch
// after the other, each with its own line (a11y.Branch).
func (t *Tab) StateTree(ctx context.Context, selector string, index int) (text string, err error) {
	n, err := chromedp.Run(ctx, Call[int]("state-capture", "shown", selector, index))
	if err != nil {
		return "", fmt.Errorf("finding what the state shows: %w", err)
	}
	if err := axOn(ctx); err != nil {
		return "", err
	}
	defer func() {
		if off := axOff(ctx); err == nil {
			err = off
		}
	}()
	// What a state opened can still be at work on the page when its pixels
	// hold still (a modal marking the page behind it hidden): the tree is
	// the one two reads agree on, a frame and the page's pending work apart.
	last := ""
	for range maxTreeReads {
		text, err = t.branches(ctx, "window.__tesseraShown", n)
		if err != nil || text == last {
			return text, err
		}
		last = text
		if _, err := chromedp.Run(ctx, Call[chromedp.Void]("idle")); err != nil {
			return "", err
		}
	}
	return "", fmt.Errorf("what the state shows read otherwise each of %d times, a frame apart", maxTreeReads)
}

// maxTreeReads bounds the reads of a state's tree until two agree.
const maxTreeReads = 10

// branches is the accessibility tree of each of the first n elements of the
// page's array, one branch after the other.
func (t *Tab) branches(ctx context.Context, array string, n int) (string, error) {
	var b strings.Builder
	for i := range n {
		branch, err := t.branch(ctx, fmt.Sprintf("%s[%d]", array, i))
		if err != nil {
			return "", err
		}
		b.WriteString(branch)
	}
	return b.String(), nil
}

// branch is the accessibility tree of the element expr evaluates to, with
// its own line (a11y.Branch): Chromium's nodes of its subtree alone, which
// on a long page is a fraction of the whole tree's.
func (t *Tab) branch(ctx context.Context, expr string) (string, error) {
	obj, err := chromedp.Call(ctx, runtime.Evaluate, runtime.EvaluateParams{Expression: expr})
	if err != nil {
		return "", err
	}
	if obj.Result.ObjectID == "" {
		return "", fmt.Errorf("%s went away while its tree was read", expr)
	}
	defer chromedp.Call(ctx, runtime.ReleaseObject, runtime.ReleaseObjectParams{ObjectID: obj.Result.ObjectID})
	node, err := chromedp.Call(ctx, dom.DescribeNode, dom.DescribeNodeParams{ObjectID: obj.Result.ObjectID})
	if err != nil {
		return "", err
	}
	res, err := chromedp.Call(ctx, accessibility.QueryAXTree, accessibility.QueryAXTreeParams{ObjectID: obj.Result.ObjectID})
	if err != nil {
		return "", fmt.Errorf("reading the accessibility tree of %s: %w", expr, err)
	}
	text, _ := a11y.Branch(axNodes(res.Nodes), int64(node.Node.BackendNodeID))
	return text, nil
}

// MaxStops bounds a keyboard path: a page whose Tab never comes back to its
// first stop has a focus trap, or more stops than a reader would tab through.
const MaxStops = 1000

// KeyboardPath presses Tab from the top of the page, with nothing focused,
// until the focus reaches the end of the page (a stop focus-start.js puts
// after everything, so the focus never leaves the page for the browser's own
// controls) or comes back to the first stop, and returns the stops in the
// order Tab reached them. A stop reached twice
// before that is a focus trap: an error naming it. The page is left with
// nothing focused, scrolled to the top.
func (t *Tab) KeyboardPath(ctx context.Context) ([]a11y.Stop, error) {
	if _, err := chromedp.Run(ctx, Call[chromedp.Void]("focus-start", true)); err != nil {
		return nil, fmt.Errorf("putting the focus before the page's first stop: %w", err)
	}
	var stops []a11y.Stop
	seen := map[cdp.BackendNodeID]int{}
	var first cdp.BackendNodeID
	for len(stops) <= MaxStops {
		if _, err := chromedp.Run(ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
			return nil, err
		}
		node, stop, err := t.focused(ctx)
		if err != nil {
			return nil, err
		}
		if node == 0 || node == first {
			break
		}
		if i, ok := seen[node]; ok {
			return nil, fmt.Errorf("the keyboard path loops: Tab comes back to stop %d (%s) after stop %d (%s), never to the first; a keyboard reader is trapped", i+1, stops[i], len(stops), stops[len(stops)-1])
		}
		if first == 0 {
			first = node
		}
		seen[node] = len(stops)
		stops = append(stops, stop)
	}
	if len(stops) > MaxStops {
		return nil, fmt.Errorf("the keyboard path has more than %d stops without coming back to the first", MaxStops)
	}
	if _, err := chromedp.Run(ctx, Call[chromedp.Void]("focus-start", false)); err != nil {
		return nil, fmt.Errorf("taking the focus away after the keyboard path: %w", err)
	}
	return stops, axOff(ctx)
}

// focused returns the focused element's DOM node and its stop: the role and
// name Chromium gives it, and the live example it is in. node is 0 when
// nothing in the page has the focus, or the end of the page has.
func (t *Tab) focused(ctx context.Context) (cdp.BackendNodeID, a11y.Stop, error) {
	return t.stopAt(ctx, `(() => { const e = document.activeElement; return e && e !== document.body && e !== document.documentElement && !e.hasAttribute('data-path-end') ? e : null })()`)
}

// stopAt returns the DOM node of the element expr evaluates to and its stop
// (see focused); node is 0 when expr gives null.
func (t *Tab) stopAt(ctx context.Context, expr string) (cdp.BackendNodeID, a11y.Stop, error) {
	obj, err := chromedp.Call(ctx, runtime.Evaluate, runtime.EvaluateParams{Expression: expr})
	if err != nil {
		return 0, a11y.Stop{}, err
	}
	if obj.ExceptionDetails != nil {
		return 0, a11y.Stop{}, fmt.Errorf("reading the focused element: %s", obj.ExceptionDetails.Text)
	}
	id := obj.Result.ObjectID
	if id == "" {
		return 0, a11y.Stop{}, nil
	}
	defer chromedp.Call(ctx, runtime.ReleaseObject, runtime.ReleaseObjectParams{ObjectID: id})
	tree, err := chromedp.Call(ctx, accessibility.GetPartialAXTree, accessibility.GetPartialAXTreeParams{ObjectID: id})
	if err != nil {
		return 0, a11y.Stop{}, fmt.Errorf("asking Chromium for the focused element's role and name: %w", err)
	}
	if len(tree.Nodes) == 0 {
		return 0, a11y.Stop{}, fmt.Errorf("the focused element has no accessibility node")
	}
	// The first node is the element's own; the rest are its ancestors.
	n := axNode(tree.Nodes[0])
	res, err := chromedp.Call(ctx, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: `function () { return this.closest('[data-example]')?.dataset.example ?? '' }`,
		ObjectID:            id, ReturnByValue: new(true),
	})
	if err != nil {
		return 0, a11y.Stop{}, err
	}
	var example string
	if res.ExceptionDetails == nil && len(res.Result.Value) > 0 {
		_ = json.Unmarshal(res.Result.Value, &example)
	}
	return cdp.BackendNodeID(n.DOM), a11y.Stop{Role: n.Role, Name: n.Name, Example: example}, nil
}

// MaxStateStops bounds a keyboard path inside a state.
const MaxStateStops = 100

// StatePath walks what a state opened with the keyboard, from where the state
// put the focus (StateTree must have run: it keeps what the state shows):
// Tab through a dialog or a popover, ArrowDown through a list or a menu
// (state-keys.js), until a stop comes again, the focus leaves what the state
// opened, or the key moves nothing; as text (a11y.StatePath). It is "" for a
// state that put the focus in nothing it opened. The page is left as the
// walk left it.
func (t *Tab) StatePath(ctx context.Context) (string, error) {
	key, err := chromedp.Run(ctx, Call[string]("state-keys", "key"))
	if err != nil {
		return "", fmt.Errorf("finding the focus in what the state opened: %w", err)
	}
	press := map[string]string{"Tab": kb.Tab, "ArrowDown": kb.ArrowDown}[key]
	if press == "" {
		return "", nil
	}
	var stops []a11y.Stop
	seen := map[cdp.BackendNodeID]int{}
	how, to := a11y.Leaves, a11y.Stop{}
	for {
		inside, err := chromedp.Run(ctx, Call[bool]("state-keys", "stop"))
		if err != nil {
			return "", err
		}
		node, stop, err := t.stopAt(ctx, "window.__tesseraStop")
		if err != nil {
			return "", err
		}
		if node == 0 {
			break
		}
		if i, ok := seen[node]; ok {
			how, to = a11y.BackTo, stops[i]
			if i == len(stops)-1 {
				how = a11y.Stays
			}
			break
		}
		if !inside && len(stops) > 0 {
			how, to = a11y.OutTo, stop
			break
		}
		if len(stops) == MaxStateStops {
			return "", fmt.Errorf("%s inside the state reaches more than %d stops without coming back to one", key, MaxStateStops)
		}
		seen[node] = len(stops)
		stops = append(stops, stop)
		if _, err := chromedp.Run(ctx, chromedp.KeyEvent(press)); err != nil {
			return "", err
		}
	}
	return a11y.StatePath(key, stops, how, to), axOff(ctx)
}
