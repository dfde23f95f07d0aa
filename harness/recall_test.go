package harness

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"flag"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/recall"
	"github.com/tessera-ds/tessera/harness/store"
	"github.com/tessera-ds/tessera/site"
)

// recallCode is the harness's code that go test ./harness links, its tests,
// scripts and fixtures included: a change to any of it runs every recalled
// test again; a change to a command (accept, merge, sensitivity) does not
// (TestRecallCode holds the list to the test's imports).
//
//go:embed *.go a11y/*.go browser/*.go browser/js compare/*.go coverage/*.go judge/*.go matrix/*.go recall/*.go report/*.go report/reporttest/*.go served/*.go store/*.go testdata
var recallCode embed.FS

// recallFile is one record of recalled tests, read once and written as
// the tests it holds pass.
type recallFile struct {
	path, header string
	once         sync.Once
	err          error
	mu           sync.Mutex
	loads        store.Loads
}

// siteRecalls holds the tests that walk the served site (recall.File);
// fixtureRecalls those that serve only fixtures (recall.FixturesFile).
var (
	siteRecalls    = &recallFile{path: filepath.Join("snapshots", recall.File), header: recall.Header}
	fixtureRecalls = &recallFile{path: filepath.Join("snapshots", recall.FixturesFile), header: recall.FixturesHeader}
)

// recalled is what the recalled tests of a run share: the environment and
// the harness's code, read once; and, for the tests that walk the site, its
// routes and today's answers, read once too.
var recalled struct {
	once sync.Once
	err  error
	env  []string
	code string // recall.Code of recallCode, with go.sum's digest and Go's version

	siteOnce sync.Once
	siteErr  error
	answers  *Answers
	routes   []string
}

// recording holds, by top-level test name, what the tabs of a recalled test
// that runs asked the server for.
var recording sync.Map // string -> *recallRecord

type recallRecord struct {
	mu    sync.Mutex
	uris  map[string]bool
	other bool // a request that was not a GET: the test cannot be recalled
}

// fixtureFiles are the files of the repository that the fixture tests read
// besides the harness's code (whose fixtures, under testdata, recallCode
// holds): axe-core's script and the fonts of the skip fixture. A fixture
// test's record names them, from the repository's root, as its answers.
var fixtureFiles = []string{
	"/node_modules/axe-core/axe.min.js",
	"/node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2",
	"/node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff2",
}

// passesAsRecorded reports whether t, a test that reads nothing but the served site
// through the tabs it opens (behaviourTab or recallTab), passes as recorded:
// its code, the environment, the routes and the answer to every URL it read
// are those of the record (recall.File), written by the last go test
// ./harness -update that ran it whole and saw it pass. Then t returns at once.
// Else t runs, and such an -update records what it read.
func passesAsRecorded(t *testing.T) bool {
	t.Helper()
	st, origin := siteServer(t)
	recalled.siteOnce.Do(func() {
		for _, r := range st.Routes {
			recalled.routes = append(recalled.routes, r.Slug+"="+r.Path)
		}
		recalled.answers, recalled.siteErr = NewAnswers(site.FS(), st.Base, origin)
	})
	if recalled.siteErr != nil {
		t.Fatal(recalled.siteErr)
	}
	r := &recallRecord{uris: map[string]bool{}}
	answered := func(ctx context.Context, uris []string) (map[string]string, error) {
		return recalled.answers.Answered(ctx, uris)
	}
	return recallOrRecord(t, siteRecalls, recalled.routes, r, answered, func() ([]string, bool) {
		r.mu.Lock()
		defer r.mu.Unlock()
		uris := make([]string, 0, len(r.uris))
		for u := range r.uris {
			uris = append(uris, recalled.answers.Plain(u))
		}
		return uris, !r.other
	})
}

// fixturePassesAsRecorded is passesAsRecorded for a test that serves only
// fixtures (testdata, part of the harness's code) and reads of the
// repository no more than fixtureFiles: it passes as recorded
// (recall.FixturesFile) when its code, the environment and those files are
// as recorded. Its verdict is a function of them, as go test's own cache
// holds for a test that reads only files: a change to the harness's code,
// where the checks these tests prove live, runs them all again.
func fixturePassesAsRecorded(t *testing.T) bool {
	t.Helper()
	return recallOrRecord(t, fixtureRecalls, nil, nil, digestFiles, func() ([]string, bool) { return fixtureFiles, true })
}

// digestFiles is the digest of each file, named from the repository's root.
func digestFiles(_ context.Context, names []string) (map[string]string, error) {
	out := make(map[string]string, len(names))
	for _, name := range names {
		b, err := os.ReadFile(filepath.Join("..", filepath.FromSlash(name)))
		if err != nil {
			return nil, err
		}
		sum := sha256.Sum256(b)
		out[name] = hex.EncodeToString(sum[:])[:store.PrintDigits]
	}
	return out, nil
}

// recallOrRecord is the work of passesAsRecorded on the record f: answered
// gives today's digest of each answer a record names; read, when a whole
// -update run saw t pass, what t read and whether it can be recalled. The
// tabs of t record into r (nil: t opens none on the served site).
func recallOrRecord(t *testing.T, f *recallFile, routes []string, r *recallRecord, answered func(context.Context, []string) (map[string]string, error), read func() ([]string, bool)) bool {
	t.Helper()
	recalled.once.Do(func() {
		env, err := CurrentEnvironment(sharedBrowser(t))
		if err != nil {
			recalled.err = err
			return
		}
		recalled.env = env.Declared()
		if recalled.code, recalled.err = recall.Code(recallCode); recalled.err != nil {
			return
		}
		// The modules the code links (chromedp among them) and the Go that
		// builds it are code too.
		sum, err := os.ReadFile(filepath.Join("..", "go.sum"))
		if err != nil {
			recalled.err = err
			return
		}
		modules := sha256.Sum256(sum)
		recalled.code += fmt.Sprintf(" modules %x %s", modules[:8], goruntime.Version())
	})
	if recalled.err != nil {
		t.Fatal(recalled.err)
	}
	f.once.Do(func() { f.loads, f.err = store.ReadLoads(f.path) })
	if f.err != nil {
		t.Fatal(f.err)
	}
	name := t.Name()
	inputs := recall.Inputs(name, recalled.env, recalled.code, routes)
	f.mu.Lock()
	rec, ok := f.loads[name]
	f.mu.Unlock()
	if !*full {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		today, err := answered(ctx, slices.Collect(maps.Keys(rec.Answers)))
		if err != nil {
			t.Fatal(err)
		}
		why := recall.Changed(rec, ok, inputs, today)
		if why == "" {
			same := "its code, the environment, the routes and the %d answers it read"
			if routes == nil {
				same = "its code, the environment and the %d files it read"
			}
			t.Logf("passes as recorded in %s: "+same+" are the same (-full runs it)", f.path, len(rec.Answers))
			return true
		}
		t.Logf("runs: %s", why)
	}
	if r != nil {
		recording.Store(name, r)
	}
	t.Cleanup(func() {
		recording.Delete(name)
		if !*update || t.Failed() || !wholeRun() {
			return
		}
		uris, ok := read()
		if !ok {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		today, err := answered(ctx, uris)
		if err != nil {
			t.Error(err)
			return
		}
		f.mu.Lock()
		defer f.mu.Unlock()
		f.loads[name] = store.RouteLoads{Inputs: inputs, Answers: today}
		if err := f.loads.Write(f.path, f.header); err != nil {
			t.Error(err)
		}
	})
	return false
}

// recallTab adds what tab asks the server for, until t ends, to the record
// of the recalled test t is part of (nothing when it is not).
func recallTab(t *testing.T, tab *browser.Tab) {
	top, _, _ := strings.Cut(t.Name(), "/")
	v, ok := recording.Load(top)
	if !ok {
		return
	}
	r := v.(*recallRecord)
	tab.TakeRequests()
	t.Cleanup(func() {
		uris, other := tab.TakeRequests()
		r.mu.Lock()
		defer r.mu.Unlock()
		for _, u := range uris {
			r.uris[u] = true
		}
		r.other = r.other || other
	})
}

// wholeRun reports whether the run runs every test whole: a record of a
// test whose subtests a -run pattern chose would miss what the others read.
func wholeRun() bool {
	return flag.Lookup("test.run").Value.String() == "" && flag.Lookup("test.skip").Value.String() == ""
}

// TestRecallCode holds recallCode to the packages go test ./harness links:
// a package left out would change what a test does and leave it recalled.
func TestRecallCode(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-test", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/tessera-ds/tessera/harness/"
	for pkg := range strings.FieldsSeq(string(out)) {
		dir, ok := strings.CutPrefix(pkg, module)
		if !ok || strings.ContainsAny(dir, " [") {
			continue
		}
		if matches, _ := fs.Glob(recallCode, dir+"/*.go"); len(matches) == 0 {
			t.Errorf("recallCode has no file of %s, which go test ./harness links: add %s/*.go to its go:embed", pkg, dir)
		}
	}
}
