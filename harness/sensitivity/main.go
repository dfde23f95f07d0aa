// Command sensitivity proves what the harness's comparison catches. It
// applies each mutation of mutations.json to a scratch copy of the committed
// site (a git worktree), rebuilds the site there, runs the harness on the
// routes the mutation names, and judges: a visible mutation, or one a screen
// reader or a keyboard meets (heard), is caught when
// every cell it touches fails, and no run may fail a cell outside what its
// mutation may touch. A run with no mutation comes first, as the control.
// For each mutation that fails a capture it keeps a before/after crop of the
// change in crops/, the evidence of what a person sees, which TestCompareCorpus
// then holds the comparison to.
//
// Each trial's verdict is recorded in trials.txt with the digest of its
// inputs (TrialInputs): the mutation, the committed files a trial reads and
// the environment the control's run names. A mutation whose inputs are as
// recorded is reported from there, marked "recorded", and not run again, so
// that a run cut short goes on where it stopped; -fresh runs them all. The
// control always runs.
//
//	go run ./harness/sensitivity [-only id,id] [-fresh] [-dir scratch]
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/store"
)

// Mutation is one change a design-system team might make, and what it must
// and may fail.
type Mutation struct {
	ID      string   `json:"id"`
	What    string   `json:"what"`
	File    string   `json:"file"`    // relative to the repository
	Find    string   `json:"find"`    // occurs exactly once in File
	Replace string   `json:"replace"` // what Find becomes
	Routes  []string `json:"routes"`  // route slugs whose cells run
	// Touches matches the cells (route/width/theme/locale) that must fail;
	// MayTouch the cells that may fail besides (locale cells with baselines of
	// their own, navbars a token reaches). A failure matching neither is a
	// cell failed that no mutation touched.
	Touches  string `json:"touches"`
	MayTouch string `json:"mayTouch"`
	Visible  bool   `json:"visible"` // a person sees it at 1:1
	// Heard is a change that only a screen reader or a keyboard meets: the
	// accessibility tree or the keyboard path must catch it.
	Heard bool   `json:"heard,omitempty"`
	Why   string `json:"why"`
}

// Validate checks the mutation against the file it changes.
func (m Mutation) Validate(src string) error {
	switch {
	case m.ID == "" || len(m.Routes) == 0:
		return fmt.Errorf("mutation %q: an id and at least one route are required", m.ID)
	case strings.Count(src, m.Find) != 1:
		return fmt.Errorf("mutation %s: %q occurs %d times in %s, want exactly once", m.ID, m.Find, strings.Count(src, m.Find), m.File)
	}
	for _, re := range []string{m.Touches, m.MayTouch} {
		if _, err := regexp.Compile(re); err != nil {
			return fmt.Errorf("mutation %s: %w", m.ID, err)
		}
	}
	return nil
}

// RunPattern is the -run pattern of the harness for the routes.
func RunPattern(routes []string) string {
	quoted := make([]string, len(routes))
	for i, r := range routes {
		quoted[i] = regexp.QuoteMeta(r)
	}
	return "^TestMatrix$/^(" + strings.Join(quoted, "|") + ")$/"
}

// Cells reads the verdicts of the matrix's cells from go test -json output:
// cell name (route/width/theme/locale) → failed.
func Cells(r io.Reader) (map[string]bool, error) {
	cells := map[string]bool{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var ev struct{ Action, Test string }
		if json.Unmarshal(sc.Bytes(), &ev) != nil {
			continue
		}
		name, ok := strings.CutPrefix(ev.Test, "TestMatrix/")
		if !ok || strings.Count(name, "/") != 3 {
			continue
		}
		switch ev.Action {
		case "pass":
			cells[name] = false
		case "fail":
			cells[name] = true
		}
	}
	return cells, sc.Err()
}

// Verdict is what one run found.
type Verdict struct {
	Ran, Failed int
	Missed      []string // cells that must fail and passed
	Stray       []string // failed cells outside Touches and MayTouch
}

// Caught reports whether every touched cell failed.
func (v Verdict) Caught() bool { return len(v.Missed) == 0 && v.Failed > 0 }

// Judge compares the cells of a run with what the mutation touches.
func Judge(m Mutation, cells map[string]bool) Verdict {
	touches, may := regexp.MustCompile(m.Touches), regexp.MustCompile(m.MayTouch)
	var v Verdict
	for _, name := range slices.Sorted(maps.Keys(cells)) {
		failed := cells[name]
		v.Ran++
		must := m.Touches != "" && touches.MatchString(name)
		if failed {
			v.Failed++
		}
		switch {
		case must && !failed:
			v.Missed = append(v.Missed, name)
		case failed && !must && (m.MayTouch == "" || !may.MatchString(name)):
			v.Stray = append(v.Stray, name)
		}
	}
	return v
}

// CropBox is the box of the pixels that differ between a and b within a
// 400x300 window that starts at the largest region the strict rule counts
// (or, when it counts none, at the first pixel that differs, in reading
// order), padded by 16 px, inside the images: a crop of the change that
// fails the capture, not of a faint edge before it or of the empty middle of
// several.
func CropBox(a, b *image.NRGBA) (image.Rectangle, bool) {
	area := a.Rect.Intersect(b.Rect)
	differs := func(x, y int) bool {
		i, j := a.PixOffset(x, y), b.PixOffset(x, y)
		return !bytes.Equal(a.Pix[i:i+4], b.Pix[j:j+4])
	}
	var first image.Point
	found := false
	for y := area.Min.Y; y < area.Max.Y && !found; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			if differs(x, y) {
				first, found = image.Pt(x, y), true
				break
			}
		}
	}
	if !found {
		return image.Rectangle{}, false
	}
	if d := compare.Compare(a, b, compare.Strict); d.Changed > 0 {
		first = d.Box.Min
	}
	window := image.Rect(first.X-200, first.Y, first.X+200, first.Y+300).Intersect(area)
	var box image.Rectangle
	for y := window.Min.Y; y < window.Max.Y; y++ {
		for x := window.Min.X; x < window.Max.X; x++ {
			if differs(x, y) {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return box.Inset(-16).Intersect(window.Inset(-16)).Intersect(area), true
}

func main() {
	only := flag.String("only", "", "run only these mutations (comma-separated ids)")
	dir := flag.String("dir", filepath.Join(os.TempDir(), "tessera-sensitivity"), "the scratch worktree")
	fresh := flag.Bool("fresh", false, "run every mutation, even those whose inputs are as recorded in "+TrialsFile)
	jobs := flag.Int("jobs", 1, "how many mutations run at once, each in a scratch worktree of its own (-dir, -dir-2, ...); on 2 cores, 2 gain nothing")
	flag.Parse()
	if *jobs < 1 {
		fmt.Fprintf(os.Stderr, "sensitivity: -jobs %d runs nothing: give 1 or more\n", *jobs)
		os.Exit(2)
	}
	if err := run(*only, *dir, *fresh, *jobs); err != nil {
		fmt.Fprintln(os.Stderr, "sensitivity:", err)
		os.Exit(1)
	}
}

// LoadMutations reads harness/sensitivity/mutations.json below the
// repository's root and validates each mutation against the file it changes
// there: a mutation whose text has moved is an error that names it.
func LoadMutations(root string) ([]Mutation, error) {
	b, err := os.ReadFile(filepath.Join(root, "harness", "sensitivity", "mutations.json"))
	if err != nil {
		return nil, fmt.Errorf("%w (run from the repository's root)", err)
	}
	var all []Mutation
	if err := json.Unmarshal(b, &all); err != nil {
		return nil, fmt.Errorf("mutations.json: %w", err)
	}
	for _, m := range all {
		src, err := os.ReadFile(filepath.Join(root, m.File))
		if err != nil {
			return nil, fmt.Errorf("mutation %s: %w", m.ID, err)
		}
		if err := m.Validate(string(src)); err != nil {
			return nil, err
		}
	}
	return all, nil
}

func run(only, dir string, fresh bool, jobs int) error {
	root, err := filepath.Abs(".")
	if err != nil {
		return err
	}
	here := filepath.Join(root, "harness", "sensitivity")
	all, err := LoadMutations(root)
	if err != nil {
		return err
	}
	var muts []Mutation
	for _, m := range all {
		if only == "" || slices.Contains(strings.Split(only, ","), m.ID) {
			muts = append(muts, m)
		}
	}
	dirs := ScratchDirs(dir, jobs)
	for _, d := range dirs {
		if err := scratch(root, d); err != nil {
			return err
		}
	}
	trialsPath := filepath.Join(here, TrialsFile)
	trials, err := ReadTrials(trialsPath)
	if err != nil {
		return err
	}
	tree := Tree(mustOut(root, "git", "ls-tree", "-r", "HEAD"))
	var routes []string
	for _, m := range muts {
		for _, r := range m.Routes {
			if !slices.Contains(routes, r) {
				routes = append(routes, r)
			}
		}
	}

	// The control first, alone: its run names the environment every trial's inputs hold.
	control := Mutation{ID: "control", What: "no mutation", Routes: routes}
	start := time.Now()
	cells, out, err := trial(root, dir, control)
	if err != nil {
		return fmt.Errorf("mutation control: %w", err)
	}
	env := Environment(out)
	if env == "" {
		return fmt.Errorf("the control's run did not name its environment (harness: calibration: ...; ran in ...); its output ended:\n%s", lastLines(out, 8))
	}
	env += ", " + runtime.Version()
	results := map[string]result{control.ID: {v: Judge(control, cells), took: time.Since(start)}}

	// Then the mutations whose inputs are not as recorded, jobs at a time, each in a scratch worktree of its own.
	var pending []Mutation
	for _, m := range muts {
		if t, ok := trials[m.ID]; ok && !fresh && t.Inputs == TrialInputs(m, tree, env) {
			results[m.ID] = result{v: t.Verdict, took: t.Took, recorded: true}
		} else {
			pending = append(pending, m)
		}
	}
	fmt.Printf("sensitivity: %d mutations to run, %d as recorded, %d at a time\n", len(pending), len(muts)-len(pending), len(dirs))
	var mu sync.Mutex
	ran := 0 // mutations of pending that ran, under mu
	err = eachIn(dirs, pending, func(d string, m Mutation) error {
		start := time.Now()
		cells, _, err := trial(root, d, m)
		if err != nil {
			return fmt.Errorf("mutation %s: %w", m.ID, err)
		}
		r := result{v: Judge(m, cells), took: time.Since(start)}
		if r.v.Failed > 0 {
			// Now, before the next trial in d overwrites its report.
			if err := keepCrop(d, here, m, cells); err != nil {
				r.crop = " (no crop: " + err.Error() + ")"
			}
		}
		mu.Lock()
		defer mu.Unlock()
		results[m.ID] = r
		trials[m.ID] = Trial{ID: m.ID, Inputs: TrialInputs(m, tree, env), Verdict: r.v, Took: r.took}
		ran++
		fmt.Fprintf(os.Stderr, "sensitivity: %s ran (%s; %d of %d)\n", m.ID, r.took.Round(time.Second), ran, len(pending))
		return trials.Write(trialsPath)
	})
	if err != nil {
		return err
	}

	var lines []string
	say := func(format string, args ...any) {
		line := fmt.Sprintf(format, args...)
		fmt.Println(line)
		lines = append(lines, line)
	}
	visible, caught, stray := 0, 0, 0
	for _, m := range append([]Mutation{control}, muts...) {
		r := results[m.ID]
		v := r.v
		recorded := ""
		if r.recorded {
			recorded = ", recorded"
		}
		stray += len(v.Stray)
		kind, verdict := "invisible", "passes"
		if v.Failed > 0 {
			verdict = "fails"
		}
		if m.Visible || m.Heard {
			visible++
			kind, verdict = "visible", "MISSED"
			if !m.Visible {
				kind = "heard"
			}
			if v.Caught() {
				caught++
				verdict = "caught"
			}
		}
		say("%-26s %-9s %-6s cells=%d failed=%d missed=%d stray=%d (%s%s)%s", m.ID, kind, verdict, v.Ran, v.Failed, len(v.Missed), len(v.Stray), r.took.Round(time.Second), recorded, r.crop)
		for _, c := range v.Missed {
			say("  missed %s", c)
		}
		for _, c := range v.Stray {
			say("  stray  %s", c)
		}
	}
	say("sensitivity: %d/%d visible or heard mutations caught, %d cells failed that no mutation touched", caught, visible, stray)
	if only == "" {
		if err := os.WriteFile(filepath.Join(here, "result.txt"), []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			return err
		}
	}
	if caught != visible || stray != 0 {
		return errors.New("the comparison missed a visible or heard change or failed an untouched cell")
	}
	return nil
}

// scratch makes dir a worktree of the repository's HEAD, with its
// node_modules linked (so it builds with npm run build, never npm ci).
func scratch(root, dir string) error {
	if _, err := os.Stat(filepath.Join(dir, ".git")); err != nil {
		if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
			return fmt.Errorf("%s holds files but is no worktree of this repository (a run cut short leaves it so): remove it (rm -rf %s; git worktree prune), or give another folder with -dir", dir, dir)
		}
		if err := sh(root, "git", "worktree", "add", "--detach", "--force", dir, "HEAD"); err != nil {
			return err
		}
	} else if err := sh(dir, "git", "checkout", "--detach", "--force", mustOut(root, "git", "rev-parse", "HEAD")); err != nil {
		return err
	}
	link := filepath.Join(dir, "node_modules")
	if _, err := os.Lstat(link); err != nil {
		return os.Symlink(filepath.Join(root, "node_modules"), link)
	}
	return nil
}

// trial applies m in the scratch worktree, builds the site and runs its
// routes, and returns the cells' verdicts and the harness's output (go test
// -json's events, then anything written outside them).
func trial(root, dir string, m Mutation) (map[string]bool, string, error) {
	if err := sh(dir, "git", "checkout", "--force", "--", "."); err != nil {
		return nil, "", err
	}
	if m.File != "" {
		path := filepath.Join(dir, m.File)
		src, err := os.ReadFile(path)
		if err != nil {
			return nil, "", err
		}
		if err := os.WriteFile(path, []byte(strings.Replace(string(src), m.Find, m.Replace, 1)), 0o644); err != nil {
			return nil, "", err
		}
	}
	// A trial is judged by what the harness catches, not by the size budget: a mutation may add more than the bytes
	// the committed site has left, and its build reports the overrun instead of failing.
	build := exec.Command("npm", "run", "--silent", "build")
	build.Dir = dir
	build.Env = append(os.Environ(), "TESSERA_SIZE_BUDGET=report")
	if out, err := build.CombinedOutput(); err != nil {
		return nil, "", fmt.Errorf("npm run build: %w: %s", err, lastLines(string(out), 8))
	}
	cmd := exec.Command("go", "test", "./harness", "-count=1", "-json", "-timeout", "30m", "-run", RunPattern(m.Routes))
	cmd.Dir = dir
	var out, log bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &log
	cmd.Run()                                         // a failing run is what a mutation is for: read its verdicts
	cells, err := Cells(bytes.NewReader(out.Bytes())) // not &out, which reading would empty
	if err == nil && len(cells) == 0 {
		err = fmt.Errorf("the harness ran no cell: %s", lastLines(out.String(), 5))
	}
	return cells, out.String() + log.String(), err
}

// keepCrop saves the first failing capture of a touched cell (else any
// failed cell) as crops/<id>.before.png and .after.png.
func keepCrop(dir, here string, m Mutation, cells map[string]bool) error {
	touches := regexp.MustCompile(m.Touches)
	var names []string
	for _, n := range slices.Sorted(maps.Keys(cells)) {
		if cells[n] && (m.Touches == "" || touches.MatchString(n)) {
			names = append(names, n)
		}
	}
	for _, n := range names {
		parts := strings.Split(n, "/")
		prefix := parts[1] + "-" + parts[2] + "-" + parts[3]
		matches, _ := filepath.Glob(filepath.Join(dir, "harness", "last-run", "img", parts[0], prefix+"*.expected.png"))
		for _, exp := range matches {
			a, err1 := store.ReadPNG(exp)
			b, err2 := store.ReadPNG(strings.TrimSuffix(exp, ".expected.png") + ".actual.png")
			if err1 != nil || err2 != nil || a.Rect != b.Rect {
				continue
			}
			box, ok := CropBox(a, b)
			if !ok {
				continue
			}
			if err := os.MkdirAll(filepath.Join(here, "crops"), 0o755); err != nil {
				return err
			}
			if err := writePNG(filepath.Join(here, "crops", m.ID+".before.png"), a, box); err != nil {
				return err
			}
			return writePNG(filepath.Join(here, "crops", m.ID+".after.png"), b, box)
		}
	}
	return errors.New("no failing capture of the same size to crop")
}

func writePNG(path string, m *image.NRGBA, box image.Rectangle) error {
	out := image.NewNRGBA(image.Rect(0, 0, box.Dx(), box.Dy()))
	draw.Draw(out, out.Rect, m, box.Min, draw.Src)
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, out); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

func sh(dir, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %s: %w: %s", name, strings.Join(args, " "), err, lastLines(string(out), 8))
	}
	return nil
}

func mustOut(dir, name string, args ...string) string {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, _ := cmd.Output()
	return strings.TrimSpace(string(out))
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(len(lines)-n, 0):], "\n")
}

// result is one mutation's verdict in this run: run now, or as recorded.
type result struct {
	v        Verdict
	took     time.Duration // the trial's time: this run's, or the record's
	recorded bool
	crop     string // why no crop was kept, if so
}

// ScratchDirs are the scratch worktrees of jobs trials at once: dir, then
// dir-2, dir-3 and on.
func ScratchDirs(dir string, jobs int) []string {
	dirs := []string{dir}
	for i := 2; i <= jobs; i++ {
		dirs = append(dirs, fmt.Sprintf("%s-%d", dir, i))
	}
	return dirs
}

// eachIn runs do for every mutation, at most one at a time in each of dirs,
// in the order given; the first error stops new trials and is returned once
// the running ones end.
func eachIn(dirs []string, muts []Mutation, do func(dir string, m Mutation) error) error {
	next := make(chan Mutation)
	errs := make(chan error, len(dirs))
	var stop sync.Once
	done := make(chan struct{})
	for _, d := range dirs {
		go func() {
			var err error
			for m := range next {
				if err = do(d, m); err != nil {
					stop.Do(func() { close(done) })
					break
				}
			}
			errs <- err
		}()
	}
feed:
	for _, m := range muts {
		select {
		case next <- m:
		case <-done:
			break feed
		}
	}
	close(next)
	var first error
	for range dirs {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return first
}
