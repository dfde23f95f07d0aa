package harness

import (
	"strings"
	"testing"
	"time"
)

func TestProgressLine(t *testing.T) {
	var b strings.Builder
	p := NewProgress(&b, 10, 0)
	defer p.Stop()
	p.Done(false)
	p.Done(true)
	p.start = p.start.Add(-2 * time.Second) // 2 cells in 2 s: 1 cell/s, 8 s left
	if got, want := p.Line(), "harness: 2/10 cells, 1 failed, 1.0 cells/s, 8s left"; got != want {
		t.Errorf("Line() = %q, want %q", got, want)
	}
}
