package compare

import (
	"strings"
	"testing"
)

func TestTextDiff(t *testing.T) {
	long := strings.Repeat("x", maxQuote+10)
	tests := []struct {
		want, got, diff string
	}{
		{"a\nb\n", "a\nb\n", "no line differs"},
		{"A tag is a short label\nNext\n", "A tag is a brief label\nNext\n", `line 1 is "A tag is a brief label", want "A tag is a short label" (1 of 3 lines differ)`},
		{"a\nb\n", "a\n", `line 2 is "", want "b" (2 of 3 lines differ)`},
		{"a\n", "a\nb\n", `line 2 is "b", want "" (2 of 3 lines differ)`},
		{"a", "a\n", `line 2 is "", want missing (1 of 2 lines differ)`},
		{long + "\n", "y\n", `line 1 is "y", want "` + long[:maxQuote] + `…" (1 of 2 lines differ)`},
	}
	for _, tt := range tests {
		if got := TextDiff(tt.want, tt.got); got != tt.diff {
			t.Errorf("TextDiff(%q, %q) = %q, want %q", tt.want, tt.got, got, tt.diff)
		}
	}
}
