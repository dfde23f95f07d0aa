package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"strings"
	"time"

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
	defer axOffAfter(ctx, &err)
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

// axOffAfter turns accessibility off at the end of a read that may have
// turned it on, keeping the read's own error (*err) first.
func axOffAfter(ctx context.Context, err *error) {
	if off := axOff(ctx); *err == nil {
		*err = off
	}
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
	// What a state opened can still be at work on the page when its pixels
	// hold still (a modal moving the focus into itself): the tree is the one
	// two reads agree on, a frame and the page's pending work apart. Each
	// read is of a tree Chromium built afresh. Chromium exposes an
	// aria-hidden subtree that holds the focus, and a tree it keeps up to
	// date goes on exposing it once the focus left: the form behind a modal
	// whose focus move landed after the first read was read twice alike
	// (TestStateTreeFresh).
	defer axOffAfter(ctx, &err)
	last := ""
	for range maxTreeReads {
		text, err = t.freshBranches(ctx, "window.__tesseraShown", n)
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

// freshBranches is branches of a tree Chromium builds afresh: accessibility
// turned off (dropping the tree kept so far) and on again.
func (t *Tab) freshBranches(ctx context.Context, array string, n int) (string, error) {
	if err := axOff(ctx); err != nil {
		return "", err
	}
	if err := axOn(ctx); err != nil {
		return "", err
	}
	return t.branches(ctx, array, n)
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
// order Tab reached them, each captured focused and with nothing focused
// (FocusShot). A stop reached twice before that is a focus trap: an error
// naming it. Each stop's work has perStop, and atStop runs while it has the
// focus. The page is left with nothing focused, scrolled to the top.
func (t *Tab) KeyboardPath(ctx context.Context, perStop time.Duration, atStop func(context.Context) error) (stops []a11y.Stop, shots []FocusShot, err error) {
	defer axOffAfter(ctx, &err)
	if _, err := chromedp.Run(ctx, Call[chromedp.Void]("focus-start", true)); err != nil {
		return nil, nil, fmt.Errorf("putting the focus before the page's first stop: %w", err)
	}
	seen := map[cdp.BackendNodeID]int{}
	var first cdp.BackendNodeID
	// step is one stop's work: the next stop, or nil at the end.
	step := func(ctx context.Context) (*a11y.Stop, error) {
		ctx, cancel := context.WithTimeout(ctx, perStop)
		defer cancel()
		if _, err := chromedp.Run(ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
			return nil, err
		}
		node, stop, err := t.focused(ctx)
		if err != nil {
			return nil, err
		}
		if node == 0 || node == first {
			return nil, nil
		}
		if i, ok := seen[node]; ok {
			return nil, fmt.Errorf("the keyboard path loops: Tab comes back to stop %d (%s) after stop %d (%s), never to the first; a keyboard reader is trapped", i+1, stops[i], len(stops), stops[len(stops)-1])
		}
		if first == 0 {
			first = node
		}
		seen[node] = len(stops)
		shot, err := t.focusedShot(ctx, "focused", len(stops))
		if err != nil {
			return nil, fmt.Errorf("capturing stop %d (%s) focused: %w", len(stops)+1, stop, err)
		}
		if err := atStop(ctx); err != nil {
			return nil, err
		}
		shots = append(shots, shot)
		return &stop, nil
	}
	for len(stops) <= MaxStops {
		stop, err := step(ctx)
		if err != nil {
			return nil, nil, err
		}
		if stop == nil {
			break
		}
		stops = append(stops, *stop)
	}
	if len(stops) > MaxStops {
		return nil, nil, fmt.Errorf("the keyboard path has more than %d stops without coming back to the first", MaxStops)
	}
	if _, err := chromedp.Run(ctx, Call[chromedp.Void]("focus-start", false)); err != nil {
		return nil, nil, fmt.Errorf("taking the focus away after the keyboard path: %w", err)
	}
	if err := t.unfocusedShots(ctx, shots, perStop); err != nil {
		return nil, nil, err
	}
	return stops, shots, nil
}

// FocusRoom is the room, in CSS px, a focus shot keeps around a stop's box
// for an indicator drawn outside it.
const FocusRoom = 8

// FocusShot is one focus stop captured focused and with nothing focused:
// the same crop of the page, the stop's box with FocusRoom around it, cut
// to the viewport, scrolled as the focus left it; and the least area its
// indicator must have (a11y.MinArea, summed over its boxes: a link that
// wraps has one a line).
type FocusShot struct {
	Focused, Unfocused *image.NRGBA
	Need               float64
	crop               Clip
}

// focusFrame is a focused stop's crop and box, as focus-crop.js measures it.
type focusFrame struct {
	Crop, View Rect
	Boxes      []Rect
	Radii      [4]float64
}

// focusedShot captures the focused element ("focused"), or the place a walk
// inside a state is at ("stop": state-keys.js), as stop number i of a walk
// (focus-crop.js keeps where the page was scrolled, to capture it again).
func (t *Tab) focusedShot(ctx context.Context, what string, i int) (FocusShot, error) {
	f, err := chromedp.Run(ctx, Call[focusFrame]("focus-crop", what, i, FocusRoom))
	if err != nil {
		return FocusShot{}, err
	}
	rect := func(r Rect) image.Rectangle { return image.Rect(r.X, r.Y, r.X+r.Width, r.Y+r.Height) }
	shot := FocusShot{crop: Clip{X: f.Crop.X, Y: f.Crop.Y, Width: f.Crop.Width, Height: f.Crop.Height, Fits: true}}
	for _, b := range f.Boxes {
		shot.Need += a11y.MinArea(rect(b), rect(f.View), f.Radii)
	}
	if f.Crop.Width <= 0 || f.Crop.Height <= 0 {
		return shot, nil // out of view: nothing to see, nothing needed
	}
	shot.Focused, err = t.capture(ctx, &shot.crop)
	return shot, err
}

// unfocusedShots captures each shot's crop again with nothing focused,
// scrolled as when it was focused: cut from one capture of the viewport
// for every run of stops that share a scroll.
func (t *Tab) unfocusedShots(ctx context.Context, shots []FocusShot, perStop time.Duration) error {
	var view *image.NRGBA
	var at image.Point // the document's point at the view's top left corner
	for i := range shots {
		if shots[i].Focused == nil {
			continue
		}
		err := func() error {
			ctx, cancel := context.WithTimeout(ctx, perStop)
			defer cancel()
			r, err := chromedp.Run(ctx, Call[struct {
				Scrolled bool
				X, Y     int
			}]("focus-crop", "restore", i))
			if err != nil {
				return fmt.Errorf("scrolling back to stop %d: %w", i+1, err)
			}
			if view != nil && !r.Scrolled {
				return nil
			}
			view, err = t.capture(ctx, nil)
			if err != nil {
				return fmt.Errorf("capturing stop %d with nothing focused: %w", i+1, err)
			}
			at = image.Pt(r.X, r.Y)
			return nil
		}()
		if err != nil {
			return err
		}
		c := shots[i].crop
		box := image.Rect(c.X, c.Y, c.X+c.Width, c.Y+c.Height).Sub(at)
		if !box.In(view.Rect) {
			return fmt.Errorf("stop %d's crop %v lies outside the viewport %v", i+1, box, view.Rect)
		}
		shots[i].Unfocused = view.SubImage(box).(*image.NRGBA)
	}
	return nil
}

// unfocusedShot captures shot i's crop again, scrolled as when it was
// focused, now that the focus is elsewhere.
func (t *Tab) unfocusedShot(ctx context.Context, shots []FocusShot, i int) error {
	if shots[i].Focused == nil {
		return nil
	}
	if _, err := chromedp.Run(ctx, Call[chromedp.Void]("focus-crop", "restore", i)); err != nil {
		return fmt.Errorf("scrolling back to stop %d: %w", i+1, err)
	}
	img, err := t.capture(ctx, &shots[i].crop)
	if err != nil {
		return fmt.Errorf("capturing stop %d without the focus: %w", i+1, err)
	}
	shots[i].Unfocused = img
	return nil
}

// capture captures the viewport (clip nil) or the clip as an image.
func (t *Tab) capture(ctx context.Context, clip *Clip) (*image.NRGBA, error) {
	b, err := t.Screenshot(ctx, clip)
	if err != nil {
		return nil, err
	}
	return DecodeScreenshot(b)
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
// state that put the focus in nothing it opened. Each stop is captured
// where the walk is, and again once the walk moved on (FocusShot); atStop
// runs at each. The page is left as the walk left it.
func (t *Tab) StatePath(ctx context.Context, atStop func(context.Context) error) (path string, stops []a11y.Stop, shots []FocusShot, err error) {
	defer axOffAfter(ctx, &err)
	key, err := chromedp.Run(ctx, Call[string]("state-keys", "key"))
	if err != nil {
		return "", nil, nil, fmt.Errorf("finding the focus in what the state opened: %w", err)
	}
	press := map[string]string{"Tab": kb.Tab, "ArrowDown": kb.ArrowDown}[key]
	if press == "" {
		return "", nil, nil, nil
	}
	// The walk is a keyboard reader's: a key that does nothing else tells
	// the page so, and what has the focus matches :focus-visible, as it
	// would had that reader opened the state (its steps may have clicked).
	if _, err := chromedp.Run(ctx, chromedp.KeyEvent(kb.Shift)); err != nil {
		return "", nil, nil, err
	}
	seen := map[cdp.BackendNodeID]int{}
	var last cdp.BackendNodeID
	how, to := a11y.Leaves, a11y.Stop{}
	for {
		inside, err := chromedp.Run(ctx, Call[bool]("state-keys", "stop"))
		if err != nil {
			return "", nil, nil, err
		}
		node, stop, err := t.stopAt(ctx, "window.__tesseraStop")
		if err != nil {
			return "", nil, nil, err
		}
		if len(shots) > 0 && node != last {
			// The place moved on: the last stop as it shows without it.
			if err := t.unfocusedShot(ctx, shots, len(shots)-1); err != nil {
				return "", nil, nil, err
			}
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
			return "", nil, nil, fmt.Errorf("%s inside the state reaches more than %d stops without coming back to one", key, MaxStateStops)
		}
		seen[node] = len(stops)
		shot, err := t.focusedShot(ctx, "stop", len(stops))
		if err != nil {
			return "", nil, nil, fmt.Errorf("capturing stop %d (%s) focused: %w", len(stops)+1, stop, err)
		}
		if err := atStop(ctx); err != nil {
			return "", nil, nil, err
		}
		stops = append(stops, stop)
		shots = append(shots, shot)
		last = node
		if _, err := chromedp.Run(ctx, chromedp.KeyEvent(press)); err != nil {
			return "", nil, nil, err
		}
	}
	if how == a11y.Stays {
		// The key moved nothing: the last stop loses the focus to nothing.
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`document.activeElement?.blur?.()`)); err != nil {
			return "", nil, nil, err
		}
		if err := t.unfocusedShot(ctx, shots, len(shots)-1); err != nil {
			return "", nil, nil, err
		}
	}
	return a11y.StatePath(key, stops, how, to), stops, shots, nil
}
