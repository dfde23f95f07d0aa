package matrix

import "testing"

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
