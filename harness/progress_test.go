package harness

import (
	"strings"
	"testing"
	"time"
)

func TestCountSelected(t *testing.T) {
	cells := testSite(t).Cells() // 3 routes x 96
	tests := []struct {
		pattern string
		want    int
	}{
		{"", 288},
		{"TestMatrix", 288},
		{"TestOther", 0},
		{"/usage-components-button/1280/", 24},
		{"/usage-components-button/1280/default/en-US", 1},
		{"^TestMatrix$/^overview$/^600$/^default$/^en-US$", 1},
		{"/(overview|changelog)/(600|840)/dark", 2 * 2 * 6},
		{"/overview/600|/changelog/840/dark", 24 + 6},
		{"/overview$|changelog$/", 96},
		{"//[^/]*//ja-JP", 3 * 4 * 4},
	}
	for _, tt := range tests {
		if got := CountSelected(tt.pattern, "TestMatrix", cells); got != tt.want {
			t.Errorf("CountSelected(%q) = %d, want %d", tt.pattern, got, tt.want)
		}
	}
}

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
