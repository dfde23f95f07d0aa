package store

import (
	"bufio"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
)

// LoadsFile is the store's record of what each route's cells loaded.
const LoadsFile = "loads.txt"

// RouteLoads is what one route's cells loaded in a visit of every cell of
// the route: the digest of the inputs the visit was judged with, and each
// URL the browser asked the server for, with the digest of its answer.
type RouteLoads struct {
	Inputs  string            // the environment, the harness's code, the cells' fingerprints and their baselines
	Answers map[string]string // URL (path and query, asset names without their hash) -> digest of the answer
}

// Loads is the store's record of RouteLoads (LoadsFile), keyed by route slug.
type Loads map[string]RouteLoads

// ReadLoads reads the record at path; a missing one is empty.
func ReadLoads(path string) (Loads, error) {
	f, err := openOrEmpty(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseLoads(f, path)
}

func hexDigits(s string) bool {
	return len(s) == PrintDigits && strings.Trim(s, "0123456789abcdef") == ""
}

// everyRoute is the line over the URLs every route of the record loaded with
// the same answer, which Write lists once rather than under each route.
const everyRoute = "*"

func parseLoads(r io.Reader, name string) (Loads, error) {
	l := Loads{}
	shared := map[string]string{}
	sc := bufio.NewScanner(r)
	var under map[string]string // the answers the URL lines add to
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if u, ok := strings.CutPrefix(line, "  "); ok {
			uri, d, ok := strings.Cut(u, " ")
			if under == nil || !ok || !strings.HasPrefix(uri, "/") || !hexDigits(d) {
				return nil, fmt.Errorf("%s:%d: %q: want a URL's line under its route's or under %q (two spaces, the path, a space and %d hex digits); run go test ./harness -update to write it again", name, n, line, everyRoute, PrintDigits)
			}
			under[uri] = d
			continue
		}
		if line == everyRoute {
			under = shared
			continue
		}
		slug, d, ok := strings.Cut(line, " ")
		if !ok || slug == "" || strings.ContainsAny(slug, "/") || !hexDigits(d) {
			return nil, fmt.Errorf("%s:%d: %q: want a route's line (its slug, a space and %d hex digits) and under it its URLs; run go test ./harness -update to write it again", name, n, line, PrintDigits)
		}
		l[slug] = RouteLoads{Inputs: d, Answers: map[string]string{}}
		under = l[slug].Answers
	}
	for _, rl := range l {
		maps.Copy(rl.Answers, shared)
	}
	return l, sc.Err()
}

// shared is the URLs every route of l loaded with the same answer, when l
// has two routes or more.
func (l Loads) shared() map[string]string {
	out := map[string]string{}
	if len(l) < 2 {
		return out
	}
	first := true
	for _, rl := range l {
		if first {
			maps.Copy(out, rl.Answers)
			first = false
			continue
		}
		for u, d := range out {
			if rl.Answers[u] != d {
				delete(out, u)
			}
		}
	}
	return out
}

// LoadsHeader is the comment at the top of LoadsFile.
const LoadsHeader = "# What each route's cells loaded when go test ./harness -update last visited all of them: each URL the browser\n" +
	"# asked the server for (asset names without their content hash), with the digest of the answer. A route whose\n" +
	"# answers and inputs (environment, harness code, cells' fingerprints, baselines) are as recorded is reported\n" +
	"# unchanged without a visit; -full visits every route. The URLs under * every route loaded, with the same\n" +
	"# answer; each route's lines list the others.\n"

// Write writes the record to path through a temporary file, under header
// (comment lines): the URLs every route loaded alike once, under a line
// "*", then each key and its inputs on a line and its other URLs; the URLs
// sorted and indented by two spaces.
func (l Loads) Write(path, header string) error {
	var b strings.Builder
	b.WriteString(header)
	shared := l.shared()
	urls := func(answers map[string]string, skip map[string]string) {
		for _, u := range slices.Sorted(maps.Keys(answers)) {
			if _, ok := skip[u]; !ok {
				fmt.Fprintf(&b, "  %s %s\n", u, answers[u])
			}
		}
	}
	if len(shared) > 0 {
		b.WriteString(everyRoute + "\n")
		urls(shared, nil)
	}
	for _, slug := range slices.Sorted(maps.Keys(l)) {
		fmt.Fprintf(&b, "%s %s\n", slug, l[slug].Inputs)
		urls(l[slug].Answers, shared)
	}
	return WriteFileAtomic(path, []byte(b.String()))
}
