package a11y

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Labels are a locale file's strings, by key: the dotted path of each string
// in the file ("button.moreActions").
type Labels map[string]string

// ParseLabels reads a locale file: nested objects whose leaves are strings.
func ParseLabels(b []byte) (Labels, error) {
	var tree map[string]any
	if err := json.Unmarshal(b, &tree); err != nil {
		return nil, err
	}
	out := Labels{}
	var walk func(prefix string, v any) error
	walk = func(prefix string, v any) error {
		switch v := v.(type) {
		case string:
			out[prefix] = v
		case map[string]any:
			for k, c := range v {
				key := k
				if prefix != "" {
					key = prefix + "." + k
				}
				if err := walk(key, c); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("%s: a %T, want a string or an object of them", prefix, v)
		}
		return nil
	}
	return out, walk("", tree)
}

// placeholder is a value's place in a locale's string: {{count}}.
var placeholder = regexp.MustCompile(`\{\{[^}]*\}\}`)

// treeLine is a line of a tree (Tree) taken apart: its indent, role and name.
type treeLine struct {
	indent     int
	role, name string
	text       string
}

func parseLine(line string) (treeLine, bool) {
	trimmed := strings.TrimLeft(line, " ")
	rest, ok := strings.CutPrefix(trimmed, "- ")
	if !ok {
		return treeLine{}, false
	}
	l := treeLine{indent: len(line) - len(trimmed), text: rest}
	role, after, _ := strings.Cut(rest, " ")
	l.role = role
	if strings.HasPrefix(after, `"`) {
		if q, err := strconv.QuotedPrefix(after); err == nil {
			l.name, _ = strconv.Unquote(q)
		}
	}
	return l, true
}

func parseTree(tree string) []treeLine {
	var out []treeLine
	for _, line := range strings.Split(tree, "\n") {
		if l, ok := parseLine(line); ok {
			out = append(out, l)
		}
	}
	return out
}

// CheckLabels judges the accessible names of a page in a locale (tree, as
// Tree writes it) against the same page in en-US (enTree, at the same width):
// no name is a raw key of the locale files (the key shown where its string
// is missing), and no node that en-US names is left without a name. Nodes
// are paired by their place in the tree and their role, in order. file is
// the locale's file (locales/ja-JP.json) and en the en-US strings, by which
// a problem names the key. Each problem is one line.
func CheckLabels(file, enTree, tree string, en Labels) []string {
	var problems []string
	keys := make([]string, 0, len(en))
	for k := range en {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	got := parseTree(tree)
	for _, l := range got {
		if _, raw := en[l.name]; raw {
			problems = append(problems, fmt.Sprintf("%s: %s is named by the raw key %q: the key has no string there, or the code does not look it up", file, l.text, l.name))
		}
	}
	want := parseTree(enTree)
	for _, p := range pairs(want, got) {
		w, g := want[p[0]], got[p[1]]
		if w.name == "" || g.name != "" {
			continue
		}
		problems = append(problems, fmt.Sprintf("%s: %s has no name, where en-US names it %q (%s)", file, g.text, w.name, keyOf(w.name, keys, en)))
	}
	return problems
}

// keyOf names the en-US key whose string a name is, or holds: the one whose
// words outside its {{placeholders}} the name holds most of.
func keyOf(name string, keys []string, en Labels) string {
	best, most := "", 0
	for _, k := range keys {
		words := 0
		for _, part := range placeholder.Split(en[k], -1) {
			if !strings.Contains(name, part) {
				words = 0
				break
			}
			words += len(part)
		}
		if words > most {
			best, most = k, words
		}
	}
	if best == "" {
		return "no en-US string holds it: the page gives it"
	}
	return "key " + best
}

// pairs pairs the lines of two trees of one page that stand in the same
// place: the longest common sequence of (indent, role), in order.
func pairs(a, b []treeLine) [][2]int {
	same := func(i, j int) bool { return a[i].indent == b[j].indent && a[i].role == b[j].role }
	// Most trees of a page in two locales have the same shape: the lines
	// before and after the first and last that differ pair as they stand.
	var out [][2]int
	head := 0
	for head < len(a) && head < len(b) && same(head, head) {
		out = append(out, [2]int{head, head})
		head++
	}
	tail := 0
	for tail < len(a)-head && tail < len(b)-head && same(len(a)-1-tail, len(b)-1-tail) {
		tail++
	}
	n, m := len(a)-head-tail, len(b)-head-tail
	for _, p := range middle(n, m, func(i, j int) bool { return same(head+i, head+j) }) {
		out = append(out, [2]int{head + p[0], head + p[1]})
	}
	for k := tail; k > 0; k-- {
		out = append(out, [2]int{len(a) - k, len(b) - k})
	}
	return out
}

// middle is the longest common sequence of two sequences of n and m items.
func middle(n, m int, same func(i, j int) bool) [][2]int {
	// lcs[i][j] is the length of the longest common sequence of a[i:], b[j:].
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			switch {
			case same(i, j):
				lcs[i][j] = lcs[i+1][j+1] + 1
			case lcs[i+1][j] >= lcs[i][j+1]:
				lcs[i][j] = lcs[i+1][j]
			default:
				lcs[i][j] = lcs[i][j+1]
			}
		}
	}
	var out [][2]int
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case same(i, j):
			out = append(out, [2]int{i, j})
			i++
			j++
		case lcs[i+1][j] >= lcs[i][j+1]:
			i++
		default:
			j++
		}
	}
	return out
}
