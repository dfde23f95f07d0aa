package browser

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// State is a state a reader reaches from a live example by acting, as the
// example's module declares it (the block's data-states): an id, unique in
// the example, and the steps that reach it from the page at rest.
type State struct {
	ID    string `json:"id"`
	Steps []Step `json:"steps"`
}

// Step is one act of a reader; exactly one field is set. Targets are found
// by role and accessible name as Chromium computes them: first inside the
// example's live part, then in the rest of its block, then in what it
// opened outside every example.
type Step struct {
	Click   *Target `json:"click,omitempty"`   // a mouse click on its middle
	Hover   *Target `json:"hover,omitempty"`   // the mouse rests on its middle
	Focus   *Target `json:"focus,omitempty"`   // keyboard focus: Shift+Tab from it, then Tab
	Press   string  `json:"press,omitempty"`   // a key (Keys)
	Type    *string `json:"type,omitempty"`    // text typed into what has focus
	WaitFor *Target `json:"waitFor,omitempty"` // until an element with the role (and name) shows
}

// Target names an element by its role and accessible name.
type Target struct {
	Role string `json:"role"`
	Name string `json:"name,omitempty"`
}

func (t Target) String() string {
	if t.Name == "" {
		return t.Role
	}
	return t.Role + " " + strconv.Quote(t.Name)
}

// Keys are the keys a step may press, by KeyboardEvent.key.
var Keys = map[string]string{
	"Enter": kb.Enter, "Escape": kb.Escape, " ": " ", "Tab": kb.Tab,
	"ArrowDown": kb.ArrowDown, "ArrowUp": kb.ArrowUp, "ArrowLeft": kb.ArrowLeft, "ArrowRight": kb.ArrowRight,
	"Home": kb.Home, "End": kb.End, "PageDown": kb.PageDown, "PageUp": kb.PageUp, "Backspace": kb.Backspace,
}

func (s Step) String() string {
	switch {
	case s.Click != nil:
		return "click " + s.Click.String()
	case s.Hover != nil:
		return "hover " + s.Hover.String()
	case s.Focus != nil:
		return "focus " + s.Focus.String() + " by Tab"
	case s.Press != "":
		return "press " + strconv.Quote(s.Press)
	case s.Type != nil:
		return "type " + strconv.Quote(*s.Type)
	case s.WaitFor != nil:
		return "wait for " + s.WaitFor.String()
	}
	return "an empty step"
}

var stateID = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// ParseStates reads an example's data-states. The site validates states
// when it builds; this refuses what the harness cannot run, naming the
// state and the step.
func ParseStates(raw string) ([]State, error) {
	if raw == "" {
		return nil, nil
	}
	var states []State
	if err := json.Unmarshal([]byte(raw), &states); err != nil {
		return nil, fmt.Errorf("data-states is not a list of states: %w", err)
	}
	seen := map[string]bool{}
	for _, st := range states {
		if !stateID.MatchString(st.ID) || seen[st.ID] {
			return nil, fmt.Errorf("state %q: an id is lowercase words joined by '-', unique in the example", st.ID)
		}
		seen[st.ID] = true
		if len(st.Steps) == 0 {
			return nil, fmt.Errorf("state %q has no steps", st.ID)
		}
		for i, s := range st.Steps {
			if err := s.valid(); err != nil {
				return nil, fmt.Errorf("state %q, step %d: %w", st.ID, i+1, err)
			}
		}
	}
	return states, nil
}

func (s Step) valid() error {
	n := 0
	for _, set := range []bool{s.Click != nil, s.Hover != nil, s.Focus != nil, s.Press != "", s.Type != nil, s.WaitFor != nil} {
		if set {
			n++
		}
	}
	if n != 1 {
		return fmt.Errorf("a step does exactly one of click, hover, focus, press, type, waitFor; this one does %d", n)
	}
	for _, t := range []*Target{s.Click, s.Hover, s.Focus, s.WaitFor} {
		if t != nil && t.Role == "" {
			return errors.New("a target needs a role")
		}
		if t != nil && t.Name == "" && t != s.WaitFor {
			return fmt.Errorf("%s needs an accessible name", s)
		}
	}
	if _, ok := Keys[s.Press]; s.Press != "" && !ok {
		return fmt.Errorf("press %q: not a key the harness presses", s.Press)
	}
	return nil
}

// StateWait bounds a waitFor step.
const StateWait = 10 * time.Second

// StartState brings the live part (the index-th match of selector) to the
// middle of the viewport, where each of its states starts.
func (t *Tab) StartState(ctx context.Context, selector string, index int) error {
	_, err := chromedp.Run(ctx, Call[any]("state-capture", "start", selector, index))
	return err
}

// Step carries out one step of a state on the live part (the index-th match
// of selector).
func (t *Tab) Step(ctx context.Context, selector string, index int, s Step) error {
	switch {
	case s.Click != nil, s.Hover != nil:
		tg := s.Click
		if tg == nil {
			tg = s.Hover
		}
		node, err := t.find(ctx, selector, index, *tg)
		if err != nil {
			return err
		}
		if s.Click != nil {
			off, err := t.callOn(ctx, node, `function () { return this.disabled || this.getAttribute('aria-disabled') === 'true' ? 'disabled' : '' }`)
			if err != nil {
				return err
			}
			if off != "" {
				return fmt.Errorf("%s is disabled: a click does nothing", tg)
			}
		}
		x, y, err := t.middle(ctx, node, *tg)
		if err != nil {
			return err
		}
		if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y}); err != nil || s.Hover != nil {
			return err
		}
		for _, typ := range []input.DispatchMouseEventType{input.DispatchMouseEventTypeMousePressed, input.DispatchMouseEventTypeMouseReleased} {
			if _, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: typ, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1}); err != nil {
				return err
			}
		}
		return nil
	case s.Focus != nil:
		node, err := t.find(ctx, selector, index, *s.Focus)
		if err != nil {
			return err
		}
		// The focus goes to the target, one stop away and back: it arrives
		// from the keyboard, as a reader's does (what :focus-visible tells
		// apart). Back with Shift+Tab and forward with Tab, or forward and
		// back when no stop comes before the target (the first example of a
		// page whose navbar is hidden): a Shift+Tab from the page's first
		// stop leaves the page, and the browser brings the focus back to the
		// last stop on its own time, once the Tab was pressed or after.
		way, err := t.callOn(ctx, node, focusFirst)
		if err != nil {
			return err
		}
		keys := []chromedp.Action[chromedp.Void]{chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)), chromedp.KeyEvent(kb.Tab)}
		if way == "forward" {
			keys[0], keys[1] = keys[1], keys[0]
		}
		for _, k := range keys {
			if _, err := chromedp.Run(ctx, k); err != nil {
				return err
			}
		}
		at, err := t.callOn(ctx, node, `function () {
			const a = document.activeElement;
			if (a === this || this.contains(a)) return '';
			return a ? (a.getAttribute('role') ?? a.localName) + ' "' + (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 40) + '"' : 'nothing';
		}`)
		if err != nil {
			return err
		}
		if at != "" {
			return fmt.Errorf("Shift+Tab then Tab from %s focused %s", s.Focus, at)
		}
		return nil
	case s.Press != "":
		_, err := chromedp.Run(ctx, chromedp.KeyEvent(Keys[s.Press]))
		return err
	case s.Type != nil:
		_, err := chromedp.Run(ctx, chromedp.KeyEvent(*s.Type))
		return err
	case s.WaitFor != nil:
		deadline := time.Now().Add(StateWait)
		for {
			nodes, err := t.query(ctx, "", *s.WaitFor)
			if err != nil || len(nodes) > 0 {
				return err
			}
			if time.Now().After(deadline) {
				return fmt.Errorf("no %s showed within %s", s.WaitFor, StateWait)
			}
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(20 * time.Millisecond):
			}
		}
	}
	return errors.New("an empty step")
}

// focusFirst focuses the element it is called on and tells which way a
// keyboard step may leave it and come back: "back" when a stop comes before
// it in the page (a focusable element the reader sees), else "forward".
const focusFirst = `function () {
	this.focus({ preventScroll: true });
	const stop = (el) => el.tabIndex >= 0 && !el.matches(':disabled') && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true });
	const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
	walk.currentNode = document.activeElement ?? this;
	while (walk.previousNode()) if (stop(walk.currentNode)) return 'back';
	return 'forward';
}`

// SettleState waits until what the state shows holds still and returns its
// clip (state-capture.js).
func (t *Tab) SettleState(ctx context.Context, selector string, index int) (Clip, error) {
	c, err := chromedp.Run(ctx, Call[Clip]("state-capture", "settle", selector, index))
	if err == nil && (c.Width <= 0 || c.Height <= 0) {
		err = fmt.Errorf("the state shows nothing in the viewport (%dx%d)", c.Width, c.Height)
	}
	return c, err
}

// MouseAway moves the mouse off the page, so that nothing is hovered.
func (t *Tab) MouseAway(ctx context.Context) error {
	_, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: -1, Y: -1})
	return err
}

// find returns the element with the target's role and name: the first in the
// live part, else in the rest of its example's block (the code's toolbar),
// else the first outside every example (what it opened).
func (t *Tab) find(ctx context.Context, selector string, index int, tg Target) (cdp.BackendNodeID, error) {
	live := fmt.Sprintf("document.querySelectorAll(%q)[%d]", selector, index)
	for _, root := range []string{live, live + ".closest('[data-example]')"} {
		in, err := t.query(ctx, root, tg)
		if err != nil || len(in) > 0 {
			return first(in), err
		}
	}
	out, err := t.query(ctx, "", tg)
	if err != nil {
		return 0, err
	}
	for _, n := range out {
		outside, err := t.callOn(ctx, n, `function () { return this.closest('[data-example]') ? '' : 'yes' }`)
		if err != nil {
			return 0, err
		}
		if outside != "" {
			return n, nil
		}
	}
	return 0, fmt.Errorf("no %s in the example or in what it opened", tg)
}

func first(nodes []cdp.BackendNodeID) cdp.BackendNodeID {
	if len(nodes) == 0 {
		return 0
	}
	return nodes[0]
}

// query returns the elements below root (a script expression; "": the
// document) that Chromium exposes with the target's role and name, in tree
// order, leaving out those it ignores.
func (t *Tab) query(ctx context.Context, root string, tg Target) ([]cdp.BackendNodeID, error) {
	if root == "" {
		root = "document"
	}
	obj, err := chromedp.Call(ctx, runtime.Evaluate, runtime.EvaluateParams{Expression: root})
	if err != nil {
		return nil, err
	}
	if obj.ExceptionDetails != nil || obj.Result.ObjectID == "" {
		return nil, fmt.Errorf("no element %s", root)
	}
	defer chromedp.Call(ctx, runtime.ReleaseObject, runtime.ReleaseObjectParams{ObjectID: obj.Result.ObjectID})
	res, err := chromedp.Call(ctx, accessibility.QueryAXTree, accessibility.QueryAXTreeParams{ObjectID: obj.Result.ObjectID, AccessibleName: tg.Name, Role: tg.Role})
	if err != nil {
		return nil, fmt.Errorf("asking Chromium for %s: %w", tg, err)
	}
	var nodes []cdp.BackendNodeID
	for _, n := range res.Nodes {
		if !n.Ignored && n.BackendDOMNodeID != 0 {
			nodes = append(nodes, n.BackendDOMNodeID)
		}
	}
	return nodes, nil
}

// callOn calls fn with the element as this and returns its result as text.
func (t *Tab) callOn(ctx context.Context, node cdp.BackendNodeID, fn string) (string, error) {
	obj, err := chromedp.Call(ctx, dom.ResolveNode, dom.ResolveNodeParams{BackendNodeID: node})
	if err != nil {
		return "", err
	}
	defer chromedp.Call(ctx, runtime.ReleaseObject, runtime.ReleaseObjectParams{ObjectID: obj.Object.ObjectID})
	res, err := chromedp.Call(ctx, runtime.CallFunctionOn, runtime.CallFunctionOnParams{FunctionDeclaration: fn, ObjectID: obj.Object.ObjectID, ReturnByValue: new(true)})
	if err != nil {
		return "", err
	}
	if res.ExceptionDetails != nil {
		return "", fmt.Errorf("in the page: %s", res.ExceptionDetails.Text)
	}
	var s string
	if len(res.Result.Value) > 0 && string(res.Result.Value) != "null" && string(res.Result.Value) != "undefined" {
		if err := json.Unmarshal(res.Result.Value, &s); err != nil {
			return "", err
		}
	}
	return s, nil
}

// middle scrolls the element into view if it is not and returns the middle
// of its first box in the viewport, refusing a point where another element
// would take the mouse.
func (t *Tab) middle(ctx context.Context, node cdp.BackendNodeID, tg Target) (x, y float64, err error) {
	if _, err := chromedp.Call(ctx, dom.ScrollIntoViewIfNeeded, dom.ScrollIntoViewIfNeededParams{BackendNodeID: node}); err != nil {
		return 0, 0, err
	}
	q, err := chromedp.Call(ctx, dom.GetContentQuads, dom.GetContentQuadsParams{BackendNodeID: node})
	if err != nil {
		return 0, 0, err
	}
	if len(q.Quads) == 0 || len(q.Quads[0]) != 8 {
		return 0, 0, fmt.Errorf("%s has no box", tg)
	}
	b := q.Quads[0]
	x, y = (b[0]+b[2]+b[4]+b[6])/4, (b[1]+b[3]+b[5]+b[7])/4
	hit, err := t.callOn(ctx, node, fmt.Sprintf(`function () {
		const e = document.elementFromPoint(%g, %g);
		if (!e || e === this || this.contains(e)) return '';
		return (e.getAttribute('role') ?? e.localName) + (e.className ? '.' + String(e.className).split(' ')[0] : '');
	}`, x, y))
	if err != nil {
		return 0, 0, err
	}
	if hit != "" {
		return 0, 0, fmt.Errorf("%s is covered by %s at its middle (%.0f, %.0f)", tg, hit, x, y)
	}
	return x, y, nil
}
