package harness

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
)

// This file holds what the interaction and behaviour tests share: opening a
// page, calling the scripts of js/ that read and prepare it, waiting for a
// state, running input and checking what the page reported.

// openPage opens a tab at 1280 px on the route with the slug, in en-US, and
// waits until the app has rendered it.
func openPage(t *testing.T, slug string) (*browser.Tab, context.Context) {
	t.Helper()
	tab, ctx, st := behaviourTab(t, 1280, false)
	loadPage(t, tab, ctx, st, slug, "en-US")
	return tab, ctx
}

// loadPage loads the route with the slug into tab, in the default theme and
// locale, and waits until the app has rendered it.
func loadPage(t *testing.T, tab *browser.Tab, ctx context.Context, st *matrix.Site, slug, locale string) {
	t.Helper()
	path := cellPath(st, slug, "default", locale)
	if _, err := tab.Load(ctx, path); err != nil {
		t.Fatal(err)
	}
	poll(t, ctx, failAfter10s, pageNow, slug, rendered(locationPath(path)))
}

// jsCall is a call of the function of js/<name>.js with args, whose result
// is a T: what call runs once and poll runs until the page is as wanted.
type jsCall[T any] struct {
	name string
	args []any
	// pending makes a result that reports a failure (see failure) a state
	// the page has not reached yet, which poll waits through instead of
	// failing the test at once. call fails on it all the same.
	pending bool
}

// js returns the call of js/<name>.js with args.
func js[T any](name string, args ...any) jsCall[T] {
	return jsCall[T]{name: name, args: args}
}

// String spells c as the call it makes: interactions-files("state", "live").
func (c jsCall[T]) String() string {
	args := make([]string, len(c.args))
	for i, a := range c.args {
		j, _ := json.Marshal(a) // callScript has marshalled a already
		args[i] = string(j)
	}
	return c.name + "(" + strings.Join(args, ", ") + ")"
}

// run calls c in the tab of ctx.
func (c jsCall[T]) run(ctx context.Context) (T, error) {
	return chromedp.Run(ctx, browser.Call[T](c.name, c.args...))
}

// scriptError is the error field of a script's result: what the script could
// not find or do, "" when it could. Result types embed it, so that call and
// poll see it.
type scriptError struct {
	Error string `json:"error"`
}

// failure returns e.Error.
func (e scriptError) failure() string { return e.Error }

// failure returns what v, a script's result, says went wrong: "" when
// nothing did, or when v cannot say (its type has no failure method).
func failure(v any) string {
	if f, ok := v.(interface{ failure() string }); ok {
		return f.failure()
	}
	return ""
}

// call runs c once and returns its result, failing the test on an error or
// on a result that reports a failure.
func call[T any](t *testing.T, ctx context.Context, c jsCall[T]) T {
	t.Helper()
	v, err := c.run(ctx)
	if err != nil {
		t.Fatalf("%s: %v", c, err)
	}
	if f := failure(v); f != "" {
		t.Fatalf("%s: %s", c, f)
	}
	return v
}

// patience is how long poll waits for a state that satisfies ok, and what it
// does when none has come by then.
type patience struct {
	within time.Duration
	// judge makes poll hand the last state it read back to the caller, whose
	// own checks judge it, instead of failing the test.
	judge bool
}

var (
	// judgeAfter2s is the patience of the checks that judge each state they
	// wait for with messages of their own: the keyboard checks of the
	// actions, fields and select groups.
	judgeAfter2s = patience{within: 2 * time.Second, judge: true}
	// failAfter5s is the patience of the checks whose want says it all.
	failAfter5s = patience{within: 5 * time.Second}
	// failAfter10s is the patience for a page that loads, or reloads on the
	// way.
	failAfter10s = patience{within: 10 * time.Second}
)

// poll runs read every 25 ms until ok holds of its result, and returns that
// result. A result that reports a failure (a missing example, see failure)
// fails the test at once, unless read is pending; an error is retried.
//
// When p.within has passed without a result that satisfies ok, poll fails the
// test with read, want, the last state it read (as %+v) and the error of the
// last read. With p.judge, it returns the last state instead, and fails only
// when the last read failed, since then there is no state to judge.
func poll[S any](t *testing.T, ctx context.Context, p patience, read jsCall[S], want string, ok func(S) bool) S {
	t.Helper()
	var last S
	var lastErr error
	for deadline := time.Now().Add(p.within); ; time.Sleep(25 * time.Millisecond) {
		s, err := read.run(ctx)
		if f := failure(s); err == nil && f != "" {
			if !read.pending {
				t.Fatalf("%s: %s", read, f)
			}
			err = errors.New(f)
		}
		if err == nil && ok(s) {
			return s
		}
		if err == nil {
			last = s
		}
		lastErr = err
		if !time.Now().Before(deadline) {
			break
		}
	}
	if !p.judge {
		t.Fatalf("%s: waited %v for %s; last state %+v, error %v", read, p.within, want, last, lastErr)
	}
	if lastErr != nil {
		t.Fatalf("%s: waiting for %s: %v", read, want, lastErr)
	}
	return last
}

// do runs browser input, failing the test, with what it was doing, on an
// error.
func do(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// focusResult is what the scripts' focus operations return.
type focusResult struct {
	scriptError
	Focused bool `json:"focused"`
}

// focus runs c, a script's focus operation, and fails the test, naming what
// it was to focus, when the focus did not land there.
func focus(t *testing.T, ctx context.Context, what string, c jsCall[focusResult]) {
	t.Helper()
	r, err := c.run(ctx)
	if err != nil {
		t.Fatalf("focusing %s: %v", what, err)
	}
	if r.Error != "" || !r.Focused {
		t.Fatalf("focusing %s: %q, focused %v", what, r.Error, r.Focused)
	}
}

// noProblems fails the test on what the page reported: console errors,
// exceptions, failed requests.
func noProblems(t *testing.T, tab *browser.Tab) {
	t.Helper()
	for _, p := range tab.Drain() {
		t.Errorf("the page reported: %s", p)
	}
}
