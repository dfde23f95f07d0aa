package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/store"
)

// ResultFile and AcceptAllFile are written beside a report's index.html:
// what failed, for -accept and for merging shards, and the accept file that
// takes every failing capture.
const (
	ResultFile    = "result.json"
	AcceptAllFile = "accept-all.txt"
)

// Result is what a run leaves beside its report for -accept: every failing
// capture and text, with the file its new version is in.
type Result struct {
	// Drifted is the report's environment notice when the run was not in the
	// environment the baselines record, else "".
	Drifted string `json:"drifted,omitempty"`
	// Groups are the failures, one group per change, largest first.
	Groups []Group `json:"groups"`

	// The rest is what MergeReports needs to write one report of shards.
	Site    *matrix.Site               `json:"site"`
	Start   time.Time                  `json:"start"`
	Wall    time.Duration              `json:"wall"`
	Cells   []cellEntry                `json:"cells"`
	Notes   []string                   `json:"notes,omitempty"`
	Written int                        `json:"written"`
	Retried []string                   `json:"retried,omitempty"`
	Timings map[string][]time.Duration `json:"timings"`
}

// Failures lists the failures of every group, in the order of their
// baselines.
func (r *Result) Failures() []Failure {
	var fs []Failure
	for _, g := range r.Groups {
		fs = append(fs, g.Members...)
	}
	slices.SortFunc(fs, func(a, b Failure) int { return strings.Compare(a.Baseline, b.Baseline) })
	return fs
}

// Failure is one failing capture or page text of a run.
type Failure struct {
	Baseline string `json:"baseline"` // its baseline's path below harness/snapshots
	Cell     string `json:"cell"`
	Message  string `json:"message,omitempty"`
	Actual   string `json:"actual"` // the new capture or text, relative to the report's folder ("" when it could not be written)
	Expected string `json:"expected,omitempty"`
	Diff     string `json:"diff,omitempty"`
	// JudgedAgainst is, for a text, the file it was judged against: its own,
	// or the narrowest width's.
	JudgedAgainst string `json:"judgedAgainst,omitempty"`
	MustMatchTwin bool   `json:"mustMatchTwin,omitempty"` // it can only be fixed, see CaptureResult.MustMatchTwin
	// Parts are the component parts its change touched (CaptureResult.Parts).
	Parts []string `json:"parts,omitempty"`
}

// acceptable reports why f cannot be accepted, or "" when it can.
func (f Failure) unacceptable() string {
	switch {
	case f.MustMatchTwin:
		return "it must equal its en-US twin and has no baseline of its own: fix the page instead"
	case f.Actual == "":
		return "the report holds no new version of it"
	}
	return ""
}

// writeResult writes result.json, the failures in their groups, and
// accept-all.txt, every failure that can be accepted in the order of their
// baselines.
func (r *Report) writeResult(site *matrix.Site, timings *Timings, wall time.Duration) error {
	res := Result{Drifted: r.Environment, Groups: r.groups.result(), Site: site, Start: r.Start, Wall: wall,
		Notes: r.notes, Written: r.written, Retried: r.retried, Timings: timings.all()}
	for _, name := range slices.Sorted(maps.Keys(r.cells)) {
		res.Cells = append(res.Cells, r.cells[name])
	}
	b, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(r.Dir, ResultFile), append(b, '\n'), 0o644); err != nil {
		return err
	}
	var all strings.Builder
	if res.Drifted == "" {
		for _, f := range res.Failures() {
			if f.unacceptable() == "" {
				all.WriteString(f.Baseline + "\n")
			}
		}
	}
	return os.WriteFile(filepath.Join(r.Dir, AcceptAllFile), []byte(all.String()), 0o644)
}

// ReadResult reads result.json from a report's folder.
func ReadResult(reportDir string) (*Result, error) {
	b, err := os.ReadFile(filepath.Join(reportDir, ResultFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s has no %s: run the harness first (go test ./harness), then accept from the report it writes", reportDir, ResultFile)
	}
	if err != nil {
		return nil, err
	}
	var res Result
	if err := json.Unmarshal(b, &res); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(reportDir, ResultFile), err)
	}
	return &res, nil
}

// ParseAcceptFile reads an accept file: one baseline path below
// harness/snapshots per line; blank lines and lines starting with # are
// left out.
func ParseAcceptFile(r io.Reader) ([]string, error) {
	var lines []string
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lines = append(lines, line)
	}
	return lines, sc.Err()
}

// Accepted counts what Accept did; Recorded is how many cells' fingerprints
// it recorded.
type Accepted struct {
	Written, Unchanged, Removed, Recorded int
}

// Accept copies the new versions of the failures that lines name from the
// report in reportDir into the store: a capture encoded as -update encodes
// it, a text as it is; a wider width's text that now says what the narrowest
// says has its own file removed, as -update removes it. It checks every line
// before it writes anything, and refuses the whole file, naming each line it
// cannot take: one that names no failure of the report, one that can only be
// fixed, or any line of a report made in another environment than the
// baselines'. Accepting what is already in place changes nothing.
func Accept(st *store.Store, reportDir string, lines []string) (Accepted, error) {
	var done Accepted
	res, err := ReadResult(reportDir)
	if err != nil {
		return done, err
	}
	if res.Drifted != "" {
		return done, fmt.Errorf("the report's run was not in the environment the baselines record, so its captures are not baselines of that environment: run go test ./harness -update in the environment you want to record (the report says: %s)", firstLine(res.Drifted))
	}
	byBaseline := map[string]Failure{}
	for _, f := range res.Failures() {
		byBaseline[f.Baseline] = f
	}
	var picked []Failure
	var bad []string
	seen := map[string]bool{}
	for i, line := range lines {
		f, ok := byBaseline[line]
		switch {
		case !ok:
			bad = append(bad, fmt.Sprintf("line %d: %s: no failing capture or text of this report has this baseline (the lines come from %s or the report page)", i+1, line, AcceptAllFile))
		case f.unacceptable() != "":
			bad = append(bad, fmt.Sprintf("line %d: %s: %s", i+1, line, f.unacceptable()))
		case !seen[line]:
			seen[line] = true
			picked = append(picked, f)
		}
	}
	if len(bad) > 0 {
		return done, fmt.Errorf("-accept refused the file and changed nothing:\n%s", strings.Join(bad, "\n"))
	}
	// A text judged against the narrowest width's file comes after that file.
	slices.SortStableFunc(picked, func(a, b Failure) int {
		return boolInt(a.JudgedAgainst != "" && a.JudgedAgainst != a.Baseline) - boolInt(b.JudgedAgainst != "" && b.JudgedAgainst != b.Baseline)
	})
	carried, err := store.ReadCarried(filepath.Join(st.Dir, store.DriftFile))
	if err != nil {
		return done, err
	}
	for _, f := range picked {
		// The capture was made in the recorded environment: its baseline is
		// held to Strict from now on.
		carried.Release(f.Baseline)
		actual := filepath.Join(reportDir, filepath.FromSlash(f.Actual))
		path := filepath.Join(st.Dir, filepath.FromSlash(f.Baseline))
		var wrote, removed bool
		var err error
		if strings.HasSuffix(f.Baseline, ".txt") {
			wrote, removed, err = acceptText(st, path, actual, f)
		} else {
			wrote, err = acceptPNG(st, f.Baseline, actual)
		}
		if err != nil {
			return done, err
		}
		switch {
		case removed:
			done.Removed++
		case wrote:
			done.Written++
		default:
			done.Unchanged++
		}
	}
	if carried.Len() > 0 || fileExists(filepath.Join(st.Dir, store.DriftFile)) {
		if err := carried.Write(filepath.Join(st.Dir, store.DriftFile)); err != nil {
			return done, err
		}
	}
	done.Recorded, err = recordAccepted(st, res, picked)
	return done, err
}

// recordAccepted records in the store's manifest the fingerprint of each
// cell of the report whose every failure was accepted and that failed on
// nothing else (its entry keeps its print): the baselines now hold what it
// showed, so the next run finds it unchanged. It returns how many it
// recorded.
func recordAccepted(st *store.Store, res *Result, picked []Failure) (int, error) {
	failing, accepted := map[string]int{}, map[string]int{}
	for _, f := range res.Failures() {
		failing[f.Cell]++
	}
	for _, f := range picked {
		accepted[f.Cell]++
	}
	path := filepath.Join(st.Dir, store.ManifestFile)
	m, err := store.ReadManifest(path)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range res.Cells {
		name := e.Cell.Name()
		if e.Print == "" || accepted[name] == 0 || accepted[name] != failing[name] {
			continue
		}
		m[name] = store.CellPrint(e.Print, st.Digest(e.Cell))
		n++
	}
	if n == 0 {
		return 0, nil
	}
	return n, m.Write(path)
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// acceptPNG saves the new capture of the report, whole, as the baseline file.
func acceptPNG(st *store.Store, file, actual string) (bool, error) {
	k, err := store.ParseKey(file)
	if err != nil {
		return false, err
	}
	img, err := store.ReadPNG(actual)
	if err != nil {
		return false, err
	}
	return st.Save(k, img)
}

func acceptText(st *store.Store, path, actual string, f Failure) (wrote, removed bool, err error) {
	got, err := os.ReadFile(actual)
	if err != nil {
		return false, false, err
	}
	if f.JudgedAgainst != "" && f.JudgedAgainst != f.Baseline {
		narrow, err := os.ReadFile(filepath.Join(st.Dir, filepath.FromSlash(f.JudgedAgainst)))
		if err == nil && bytes.Equal(narrow, got) {
			err := os.Remove(path)
			if errors.Is(err, fs.ErrNotExist) {
				return false, false, nil
			}
			return false, err == nil, err
		}
	}
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, got) {
		return false, false, nil
	}
	return true, false, store.WriteFileAtomic(path, got)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
