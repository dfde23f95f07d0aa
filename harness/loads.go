package harness

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"net/http"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/tessera-ds/tessera/harness/report"

	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/store"
)

// Answers asks the server, with no browser, for the URLs a route loaded, and
// digests each answer: its status, the header fields a page can act on, and
// its body.
//
// A built file's name carries a hash of its content, and a file names the
// files it imports, so one changed style sheet renames the chunk that imports
// it, the chunk that imports that one, and so on up to the entry and the
// HTML. Answers reads those names without their hash, in URLs and in bodies:
// a file whose only change is the new names of others digests as before, and
// the route that loaded it is not visited for that alone. A name that two
// built files share without their hash keeps its hash, in URLs and in
// bodies, so that a chunk importing one of them and then the other differs.
type Answers struct {
	origin string
	client *http.Client
	names  *strings.Replacer // hashed base name -> the name without its hash, in bodies
	plain  map[string]string // URL of a built file -> that URL without the hash
	hashed map[string]string // the reverse

	mu    sync.Mutex
	cache map[string]string // URL (as Plain gives it) -> digest
}

// hashedName matches the base name of a built file: a name, a dash, 8
// characters of content hash, the extension.
var hashedName = regexp.MustCompile(`^(.+)-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$`)

// HashedDir is the folder of the built site that holds the files Vite names
// with their content hash (build.assetsDir in site/vite.config.ts). A file
// elsewhere keeps its name: fixture-cyrillic.woff2 is not fixture.woff2.
const HashedDir = "assets/"

// NewAnswers returns Answers for the site files served under base at origin.
func NewAnswers(files fs.FS, base, origin string) (*Answers, error) {
	a := &Answers{origin: origin, client: &http.Client{}, plain: map[string]string{}, hashed: map[string]string{}, cache: map[string]string{}}
	named := map[string][]string{} // URL without the hash -> the built files' URLs
	err := fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if m := hashedName.FindStringSubmatch(path.Base(p)); m != nil && strings.HasPrefix(p, HashedDir) {
			u := base + path.Join(path.Dir(p), m[1]+m[2])
			named[u] = append(named[u], base+p)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing the built files: %w", err)
	}
	var pairs []string
	for u, built := range named {
		// A name two files share, or a file of its own has, keeps its hash.
		if _, err := fs.Stat(files, strings.TrimPrefix(u, base)); len(built) == 1 && err != nil {
			a.plain[built[0]], a.hashed[u] = u, built[0]
			pairs = append(pairs, path.Base(built[0]), path.Base(u))
		}
	}
	a.names = strings.NewReplacer(pairs...)
	return a, nil
}

// Plain is uri (a path and query) with the hash read out of a built file's
// name.
func (a *Answers) Plain(uri string) string {
	if p, ok := a.plain[uri]; ok {
		return p
	}
	return uri
}

// Digest is the digest of the server's answer to uri, as Plain gives it.
func (a *Answers) Digest(ctx context.Context, uri string) (string, error) {
	a.mu.Lock()
	d, ok := a.cache[uri]
	a.mu.Unlock()
	if ok {
		return d, nil
	}
	ask := uri
	if h, ok := a.hashed[uri]; ok {
		ask = h
	}
	d, err := a.fetch(ctx, ask)
	if err != nil {
		return "", err
	}
	a.mu.Lock()
	a.cache[uri] = d
	a.mu.Unlock()
	return d, nil
}

// unseen are the header fields that describe the bytes rather than what a
// page is given: the body is digested as it decodes, its built names read
// without their hash.
var unseen = map[string]bool{"Date": true, "Etag": true, "Last-Modified": true, "Content-Length": true, "Content-Encoding": true}

// fetch digests the server's answer to uri.
func (a *Answers) fetch(ctx context.Context, uri string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.origin+uri, nil)
	if err != nil {
		return "", err
	}
	resp, err := a.client.Do(req)
	if err != nil {
		return "", fmt.Errorf("asking the server for %s: %w", uri, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", fmt.Errorf("reading the server's answer to %s: %w", uri, err)
	}
	h := sha256.New()
	fmt.Fprintf(h, "%d\n", resp.StatusCode)
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range resp.Header {
			if !unseen[k] && !yield(k) {
				return
			}
		}
	}) {
		fmt.Fprintf(h, "%s: %s\n", k, strings.Join(resp.Header[k], ", "))
	}
	io.WriteString(h, a.names.Replace(string(body)))
	return hex.EncodeToString(h.Sum(nil))[:store.PrintDigits], nil
}

// Answered digests the answers to uris (as Plain gives them), side by side.
func (a *Answers) Answered(ctx context.Context, uris []string) (map[string]string, error) {
	out := make(map[string]string, len(uris))
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	var first error
	for _, u := range uris {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			d, err := a.Digest(ctx, u)
			mu.Lock()
			defer mu.Unlock()
			if err != nil && first == nil {
				first = err
			}
			out[u] = d
		})
	}
	wg.Wait()
	return out, first
}

// RouteInputs is the digest of what a route's verdicts rest on besides the
// answers it loads: the environment and the harness's code (the printer's
// fixed inputs), and each cell's recorded fingerprint and baselines. ok is
// false when a cell has no recorded fingerprint (it failed, or never ran):
// such a route is visited.
func (p *Pass) RouteInputs(r matrix.Route, recorded store.Manifest) (digest string, ok bool) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\nroute %s\n", p.Printer.fixed, r.Slug)
	for _, c := range p.Site.RouteCells(r) {
		fp := recorded[c.Name()]
		if fp == "" {
			return "", false
		}
		fmt.Fprintf(h, "%s %s %s\n", c.Name(), fp, p.Store.Digest(c))
	}
	return hex.EncodeToString(h.Sum(nil))[:store.PrintDigits], true
}

// RouteUnchanged reports whether route r's cells can be reported unchanged
// without a visit: the run is strict and skips by fingerprint, the route's
// inputs (RouteInputs) are the recorded ones, and the server answers every
// URL its cells loaded as it did when they were recorded. Then the cells
// cannot render otherwise than when they passed.
func (p *Pass) RouteUnchanged(ctx context.Context, r matrix.Route) (bool, error) {
	if p.Answers == nil || p.Printer == nil || p.Full || p.Drifted {
		return false, nil
	}
	rec, ok := p.Loads[r.Slug]
	if !ok || len(rec.Answers) == 0 {
		return false, nil
	}
	if in, ok := p.RouteInputs(r, p.Recorded); !ok || in != rec.Inputs {
		return false, nil
	}
	return p.AnswersAsRecorded(ctx, r)
}

// AnswersAsRecorded reports whether the server answers every URL route r's
// cells loaded when it was last recorded as it did then (false with no
// record). A base cell of a route visited for another reason can then skip
// by its fingerprint: its states and keyboard path run the page's scripts,
// which a fingerprint does not hold, and a state can load a chunk the page
// at rest did not.
func (p *Pass) AnswersAsRecorded(ctx context.Context, r matrix.Route) (bool, error) {
	rec, ok := p.Loads[r.Slug]
	if p.Answers == nil || !ok || len(rec.Answers) == 0 {
		return false, nil
	}
	got, err := p.Answers.Answered(ctx, slices.Collect(maps.Keys(rec.Answers)))
	if err != nil {
		return false, err
	}
	for u, d := range rec.Answers {
		if got[u] != d {
			return false, nil
		}
	}
	return true, nil
}

// NotVisited is the result of a cell of a route RouteUnchanged found
// unchanged: it passed as recorded. first says it is the first cell of its
// route the run reports, which counts the route as not visited.
func (p *Pass) NotVisited(c matrix.Cell, first bool) report.CellResult {
	res := report.CellResult{Cell: c, Unchanged: true, NotVisited: true}
	p.unchanged.Add(1)
	if first {
		p.notVisited.Add(1)
	}
	if p.Report != nil {
		p.Report.Add(res)
	}
	return res
}

// RouteVisited notes, under -update, what a visit of route r asked the
// server for: whole says every cell of the route ran, so the list is what
// the route loads; a partial visit forgets the route's record.
func (p *Pass) RouteVisited(r matrix.Route, uris []string, other, whole bool) {
	if !p.Update || p.Answers == nil {
		return
	}
	if !whole || other || len(uris) == 0 {
		p.partly.Store(r.Slug, true)
		return
	}
	plain := make([]string, len(uris))
	for i, u := range uris {
		plain[i] = p.Answers.Plain(u)
	}
	p.loaded.Store(r.Slug, plain)
}

// RoutesSeen reports how many routes had a cell in the run, and how many of
// those were not visited (NotVisited).
func (p *Pass) RoutesSeen() (routes, notVisited int) {
	return int(p.routes.Load()), int(p.notVisited.Load())
}

// NewLoads is the record after -update: the recorded one, with each route
// this run visited whole recorded anew (its inputs read from manifest, the
// manifest the run writes), and dropped the routes visited in part, those
// with a cell that failed, and those the site no longer has.
func (p *Pass) NewLoads(ctx context.Context, manifest store.Manifest) (store.Loads, error) {
	out := store.Loads{}
	for _, r := range p.Site.Routes {
		if _, partly := p.partly.Load(r.Slug); partly {
			continue
		}
		v, visited := p.loaded.Load(r.Slug)
		if !visited {
			if rec, ok := p.Loads[r.Slug]; ok {
				out[r.Slug] = rec
			}
			continue
		}
		in, ok := p.RouteInputs(r, manifest)
		if !ok {
			continue
		}
		answers, err := p.Answers.Answered(ctx, v.([]string))
		if err != nil {
			return nil, err
		}
		out[r.Slug] = store.RouteLoads{Inputs: in, Answers: answers}
	}
	return out, nil
}
