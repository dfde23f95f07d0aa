package matrix

import (
	"regexp"
	"strings"
)

// CountSelected counts the cells that the -run pattern selects below the
// test named test, the way the testing package matches subtest names: the
// pattern split at top-level bars into alternatives, each split at slashes
// into one expression per level (bars and slashes inside brackets and
// parentheses do not split). A pattern it cannot read counts every cell.
func CountSelected(pattern, test string, cells []Cell) int {
	if pattern == "" {
		return len(cells)
	}
	var alts [][]*regexp.Regexp
	for _, alt := range splitTop(pattern, '|') {
		var res []*regexp.Regexp
		for _, part := range splitTop(alt, '/') {
			re, err := regexp.Compile(part)
			if err != nil {
				return len(cells)
			}
			res = append(res, re)
		}
		alts = append(alts, res)
	}
	n := 0
	for _, c := range cells {
		name := append([]string{test}, strings.Split(c.Name(), "/")...)
		for _, res := range alts {
			if matchLevels(res, name) {
				n++
				break
			}
		}
	}
	return n
}

func matchLevels(res []*regexp.Regexp, name []string) bool {
	for i, re := range res {
		if i < len(name) && !re.MatchString(name[i]) {
			return false
		}
	}
	return true
}

// splitTop splits p at each sep outside brackets and parentheses.
func splitTop(p string, sep rune) []string {
	var parts []string
	depth, start := 0, 0
	for i, r := range p {
		switch r {
		case '[', '(':
			depth++
		case ']', ')':
			depth--
		case sep:
			if depth == 0 {
				parts = append(parts, p[start:i])
				start = i + 1
			}
		}
	}
	return append(parts, p[start:])
}
