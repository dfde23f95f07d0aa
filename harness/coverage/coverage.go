// Package coverage holds the site's own style rules to the captures: which
// rules of the sheets a run judged no capture applied, against the reviewed
// list of the rules no capture can apply, each with its reason (List, kept
// beside the baselines as unreached.txt). A hover or open style that no
// state reaches fails its run.
//
// A rule is named by the conditions of the blocks around it and its
// selector, as the browser's CSSOM writes them, with the line number Vite
// puts at the end of a CSS module's scoped class left out (._bar_x1y2z_12
// is ._bar_x1y2z), so that an edit above a rule does not rename it; the same
// rule in two sheets is one rule. The browser reads the rules and which of
// them apply when a capture is taken (browser/js/rules.js); this package
// judges, with no browser.
package coverage

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
)

// List is the reviewed list of rules no capture applies: rule ID -> reason.
type List map[string]string

// ListFile is the list's file below the store.
const ListFile = "unreached.txt"

// Placeholder is the reason -update gives a rule it finds unreached: a
// person replaces it with the reason, or declares a state that reaches the
// rule. A rule with it counts as not listed.
const Placeholder = "TODO: say why no capture applies this rule, or declare a state that does"

const listHeader = `# The site's style rules that no capture applies, each with its reason:
# one rule a line, its name (conditions and selector), a tab, the reason.
# A run fails on a rule of a sheet it judged that no capture applied and
# that this file does not name; go test ./harness -update -full removes the
# rules captures now apply and adds those they do not, with a TODO reason.
`

// ReadList reads the list at path; a missing file is an empty list.
func ReadList(path string) (List, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return List{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseList(f, path)
}

func parseList(r io.Reader, name string) (List, error) {
	l := List{}
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, reason, ok := strings.Cut(line, "\t")
		if !ok || strings.TrimSpace(id) == "" || strings.TrimSpace(reason) == "" {
			return nil, fmt.Errorf("%s:%d: want a rule, a tab and the reason it is unreached, got %q", name, n, line)
		}
		if _, dup := l[id]; dup {
			return nil, fmt.Errorf("%s:%d: %q is listed twice", name, n, id)
		}
		l[id] = reason
	}
	return l, sc.Err()
}

// Write writes the list to path, sorted by rule.
func (l List) Write(path string) error {
	var b strings.Builder
	b.WriteString(listHeader)
	for _, id := range slices.Sorted(maps.Keys(l)) {
		fmt.Fprintf(&b, "%s\t%s\n", id, l[id])
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// Appliers is the record of which routes' captures apply each rule (rule
// -> route slugs, sorted), kept beside the baselines as AppliersFile: what
// the captures of a route a run does not check would apply.
type Appliers map[string][]string

// AppliersFile is the appliers' file below the store.
const AppliersFile = "rules.txt"

const appliersHeader = `# The site's style rules that captures apply, each with the routes whose
# captures apply it: one rule a line, its name, a tab, the routes. A run
# that does not check a route takes what its captures apply from here;
# go test ./harness -update writes it.
`

// ReadAppliers reads the record at path; a missing file is empty.
func ReadAppliers(path string) (Appliers, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return Appliers{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	a := Appliers{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, routes, ok := strings.Cut(line, "\t")
		if !ok || id == "" || strings.TrimSpace(routes) == "" {
			return nil, fmt.Errorf("%s:%d: want a rule, a tab and the routes that apply it, got %q", path, n, line)
		}
		a[id] = strings.Fields(routes)
	}
	return a, sc.Err()
}

// Write writes the record to path, sorted by rule.
func (a Appliers) Write(path string) error {
	var b strings.Builder
	b.WriteString(appliersHeader)
	for _, id := range slices.Sorted(maps.Keys(a)) {
		fmt.Fprintf(&b, "%s\t%s\n", id, strings.Join(a[id], " "))
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// Reached reports whether a capture applies the rule: one of this run's
// (now), or, by the record, one of a route the run did not check whole.
func Reached(id string, now map[string]map[string]bool, recorded Appliers, complete map[string]bool) bool {
	if len(now[id]) > 0 {
		return true
	}
	return slices.ContainsFunc(recorded[id], func(slug string) bool { return !complete[slug] })
}

// Updated is the record after a run: a route checked whole applies what
// this run saw it apply; another route, what it applied before and what
// this run saw.
func (a Appliers) Updated(now map[string]map[string]bool, complete map[string]bool) Appliers {
	by := map[string]map[string]bool{}
	add := func(id, slug string) {
		if by[id] == nil {
			by[id] = map[string]bool{}
		}
		by[id][slug] = true
	}
	for id, slugs := range a {
		for _, slug := range slugs {
			if !complete[slug] {
				add(id, slug)
			}
		}
	}
	for id, slugs := range now {
		for slug := range slugs {
			add(id, slug)
		}
	}
	out := Appliers{}
	for id, slugs := range by {
		out[id] = slices.Sorted(maps.Keys(slugs))
	}
	return out
}

// Verdict is what the captures say of the rules of the sheets a run saw.
type Verdict struct {
	Rules     int      // distinct rules of the sheets the run's pages hold
	Applied   int      // of those, the rules some capture applies
	Unreached []string // applied by no capture and not listed (or listed with the placeholder): each fails the run
	Listed    int      // applied by no capture and listed with a reason
	Stale     []string // listed, but applied by a capture
}

// Judge judges rules (IDs) by whether a capture applies each (reached) and
// the list.
func Judge(rules map[string]bool, reached func(id string) bool, list List) Verdict {
	v := Verdict{Rules: len(rules)}
	for id := range rules {
		switch reason, listed := list[id]; {
		case reached(id):
			v.Applied++
			if listed {
				v.Stale = append(v.Stale, id)
			}
		case listed && reason != Placeholder:
			v.Listed++
		default:
			v.Unreached = append(v.Unreached, id)
		}
	}
	slices.Sort(v.Unreached)
	slices.Sort(v.Stale)
	return v
}

// Update is the list after a run: the rules it saw that no capture applies,
// with their reasons kept (carried over from the same rule under another
// module hash, see carried) and the placeholder for new ones. With every
// sheet seen (all), a listed rule that no sheet holds any more goes; else
// the entries of rules it did not see stay.
func Update(rules map[string]bool, reached func(id string) bool, list List, all bool) List {
	out := List{}
	for id, reason := range list {
		if !all && !rules[id] {
			out[id] = reason
		}
	}
	for id := range rules {
		if !reached(id) {
			out[id] = cmp.Or(list[id], carried(id, list), Placeholder)
		}
	}
	return out
}

// moduleHash matches the hash a CSS module adds to a class name, as in
// ._navbar_1fsr0; it changes whenever the module's sheet does.
var moduleHash = regexp.MustCompile(`(\._[A-Za-z][A-Za-z0-9-]*)_[a-z0-9]{5}\b`)

// carried is the reason list gives the same rule under other module hashes
// (the first in order, if several do), or "": a reason a person wrote is
// not lost when an edit of the sheet renames its classes.
func carried(id string, list List) string {
	key := moduleHash.ReplaceAllString(id, "${1}_*")
	if key == id {
		return ""
	}
	var reasons []string
	for other, reason := range list {
		if other != id && reason != Placeholder && moduleHash.ReplaceAllString(other, "${1}_*") == key {
			reasons = append(reasons, other+"\t"+reason)
		}
	}
	if len(reasons) == 0 {
		return ""
	}
	slices.Sort(reasons)
	_, reason, _ := strings.Cut(reasons[0], "\t")
	return reason
}
