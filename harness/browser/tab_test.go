package browser

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestCellContextWatchdog holds the cell's bound to progress, not to a total:
// a cell that keeps answering outlives the bound, and one that goes quiet
// ends with ErrNoProgress.
func TestCellContextWatchdog(t *testing.T) {
	tab := &Tab{ctx: context.Background(), crashed: make(chan struct{})}
	const d = time.Second
	ctx, cancel := tab.CellContext(d)
	defer cancel()
	var last time.Time // taken before the last Progress: the watchdog cannot end the context sooner than d after it
	for start := time.Now(); time.Since(start) < 2*d; time.Sleep(10 * time.Millisecond) {
		last = time.Now()
		Progress(ctx)
	}
	if err := ctx.Err(); err != nil {
		t.Fatalf("after answering for twice its bound, the cell's context ended: %v (%v)", err, context.Cause(ctx))
	}
	<-ctx.Done()
	if got := time.Since(last); got < d {
		t.Errorf("the quiet cell's context ended after %s, want at least %s", got, d)
	}
	if got := context.Cause(ctx); !errors.Is(got, ErrNoProgress) {
		t.Errorf("the quiet cell's context ended with %v, want %v", got, ErrNoProgress)
	}
	Progress(context.Background()) // no watchdog: nothing to feed
}

// TestCellContextPart feeds a cell's watchdog from a part of the cell with a
// context of its own in the same tab (a keyboard walk, a state).
func TestCellContextPart(t *testing.T) {
	tab := &Tab{ctx: context.Background(), crashed: make(chan struct{})}
	const d = time.Second
	cell, cancel := tab.CellContext(d)
	defer cancel()
	part, cancelPart := tab.CellContext(time.Hour)
	for start := time.Now(); time.Since(start) < 2*d; time.Sleep(10 * time.Millisecond) {
		Progress(part)
	}
	if err := cell.Err(); err != nil {
		t.Fatalf("while a part of the cell answered for twice its bound, the cell's context ended: %v (%v)", err, context.Cause(cell))
	}
	cancelPart()
	<-cell.Done()
	if got := context.Cause(cell); !errors.Is(got, ErrNoProgress) {
		t.Errorf("the quiet cell's context ended with %v, want %v", got, ErrNoProgress)
	}
}

// TestCellContextCrash ends the cell's context at once when the renderer
// crashes.
func TestCellContextCrash(t *testing.T) {
	tab := &Tab{ctx: context.Background(), crashed: make(chan struct{})}
	ctx, cancel := tab.CellContext(time.Hour)
	defer cancel()
	close(tab.crashed)
	<-ctx.Done()
	if got := context.Cause(ctx); !errors.Is(got, ErrCrashed) {
		t.Errorf("cause %v, want %v", got, ErrCrashed)
	}
}
