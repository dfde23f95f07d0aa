package compare

import (
	"fmt"
	"strings"
)

// maxQuote bounds a line quoted by TextDiff.
const maxQuote = 120

// TextDiff names the first line where got differs from want, quoting both
// (each cut to maxQuote characters), and counts the lines that differ.
func TextDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	first, n := -1, 0
	for i := range max(len(w), len(g)) {
		if i >= len(w) || i >= len(g) || w[i] != g[i] {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	if first < 0 {
		return "no line differs"
	}
	return fmt.Sprintf("line %d is %s, want %s (%d of %d lines differ)", first+1, quoteLine(g, first), quoteLine(w, first), n, max(len(w), len(g)))
}

func quoteLine(lines []string, i int) string {
	if i >= len(lines) {
		return "missing"
	}
	s := lines[i]
	if r := []rune(s); len(r) > maxQuote {
		s = string(r[:maxQuote]) + "…"
	}
	return fmt.Sprintf("%q", s)
}
