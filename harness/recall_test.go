package harness

import (
	"context"
	"embed"
	"flag"
	"io/fs"
	"maps"
	"os/exec"
	"path/filepath"
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

// recallPath is the record of what the recalled tests read (recall.File).
var recallPath = filepath.Join("snapshots", recall.File)

// recalled is what the recalled tests of a run share: the record as read,
// today's answers, the environment and the routes, read once.
var recalled struct {
	once    sync.Once
	err     error
	answers *Answers
	env     []string
	code    string // recall.Code of recallCode
	routes  []string

	mu    sync.Mutex
	loads store.Loads
}

// recording holds, by top-level test name, what the tabs of a recalled test
// that runs asked the server for.
var recording sync.Map // string -> *recallRecord

type recallRecord struct {
	mu    sync.Mutex
	uris  map[string]bool
	other bool // a request that was not a GET: the test cannot be recalled
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
		for _, r := range st.Routes {
			recalled.routes = append(recalled.routes, r.Slug+"="+r.Path)
		}
		if recalled.answers, recalled.err = NewAnswers(site.FS(), st.Base, origin); recalled.err != nil {
			return
		}
		recalled.loads, recalled.err = store.ReadLoads(recallPath)
	})
	if recalled.err != nil {
		t.Fatal(recalled.err)
	}
	name := t.Name()
	inputs := recall.Inputs(name, recalled.env, recalled.code, recalled.routes)
	recalled.mu.Lock()
	rec, ok := recalled.loads[name]
	recalled.mu.Unlock()
	if !*full {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		answered, err := recalled.answers.Answered(ctx, slices.Collect(maps.Keys(rec.Answers)))
		if err != nil {
			t.Fatal(err)
		}
		why := recall.Changed(rec, ok, inputs, answered)
		if why == "" {
			t.Logf("passes as recorded in %s: its code, the environment, the routes and the %d answers it read are the same (-full runs it)", recallPath, len(rec.Answers))
			return true
		}
		t.Logf("runs: %s", why)
	}
	r := &recallRecord{uris: map[string]bool{}}
	recording.Store(name, r)
	t.Cleanup(func() {
		recording.Delete(name)
		if !*update || t.Failed() || r.other || !wholeRun() {
			return
		}
		uris := make([]string, 0, len(r.uris))
		for u := range r.uris {
			uris = append(uris, recalled.answers.Plain(u))
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		answered, err := recalled.answers.Answered(ctx, uris)
		if err != nil {
			t.Error(err)
			return
		}
		recalled.mu.Lock()
		defer recalled.mu.Unlock()
		recalled.loads[name] = store.RouteLoads{Inputs: inputs, Answers: answered}
		if err := recalled.loads.Write(recallPath, recall.Header); err != nil {
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
