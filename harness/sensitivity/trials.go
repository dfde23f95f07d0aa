package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tessera-ds/tessera/harness/store"
)

// TrialsFile is the record of each mutation's last trial, beside
// mutations.json: a trial whose inputs are as recorded is not run again.
const TrialsFile = "trials.txt"

// Trial is a mutation's recorded verdict and the digest of what it was
// judged from (TrialInputs).
type Trial struct {
	ID, Inputs string
	Verdict
	Took time.Duration
}

// Trials is the record, by mutation id.
type Trials map[string]Trial

const trialsHeader = `# The last trial of each mutation of mutations.json (go run ./harness/sensitivity): its id, the digest of
# its inputs (the mutation, the committed files a trial reads, the environment the harness ran in), and
# its verdict. A mutation whose inputs are as recorded is reported from here, not run again; -fresh runs
# every mutation.
`

// TrialInputs is the digest of what a trial's verdict depends on: the
// mutation as declared, the committed tree (Tree) and the environment the
// harness names in its run.
func TrialInputs(m Mutation, tree, env string) string {
	b, _ := json.Marshal(m)
	h := sha256.New()
	fmt.Fprintf(h, "mutation %s\ntree %s\nenvironment %s\n", b, tree, env)
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// notRead are the committed files no trial reads: the repository's prose
// (but CHANGELOG.md, which the site renders), the records of the recalled
// tests (a trial runs only TestMatrix) and what this command writes or reads
// per mutation.
var notRead = regexp.MustCompile(`(^|/)[^/]*\.md$|^harness/snapshots/recall(-fixtures)?\.txt$|^harness/sensitivity/(result\.txt|trials\.txt|mutations\.json|crops/)`)

// Tree is the digest of the committed files a trial reads, from the lines
// of git ls-tree -r HEAD ("<mode> <type> <object>\t<path>").
func Tree(lsTree string) string {
	h := sha256.New()
	for line := range strings.SplitSeq(strings.TrimSpace(lsTree), "\n") {
		_, path, _ := strings.Cut(line, "\t")
		if path == "CHANGELOG.md" || !notRead.MatchString(path) {
			fmt.Fprintln(h, line)
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// ranIn is the harness's line that names the environment of its run.
var ranIn = regexp.MustCompile(`harness: calibration: .*; ran in (.+)`)

// Environment is the environment a harness run names in its output: go
// test -json's events (the harness writes to standard error, which go test
// -json wraps like the rest), or plain lines; "" when it names none.
func Environment(out string) string {
	for line := range strings.SplitSeq(out, "\n") {
		var ev struct{ Output string }
		if json.Unmarshal([]byte(line), &ev) == nil {
			line = ev.Output
		}
		if m := ranIn.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			return m[1]
		}
	}
	return ""
}

// ReadTrials reads the record at path; a missing file is an empty record.
func ReadTrials(path string) (Trials, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return Trials{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseTrials(f, path)
}

func parseTrials(r io.Reader, name string) (Trials, error) {
	out := Trials{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		t, err := parseTrial(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v: delete the line, and the next run tries that mutation again", name, n, err)
		}
		out[t.ID] = t
	}
	return out, sc.Err()
}

// parseTrial reads "<id> <inputs> ran=N failed=N took=D missed=a,b stray=c".
func parseTrial(line string) (Trial, error) {
	f := strings.Fields(line)
	if len(f) != 7 {
		return Trial{}, fmt.Errorf("%d fields, want 7 (id inputs ran= failed= took= missed= stray=)", len(f))
	}
	t := Trial{ID: f[0], Inputs: f[1]}
	values := map[string]string{}
	for i, key := range []string{"ran", "failed", "took", "missed", "stray"} {
		v, ok := strings.CutPrefix(f[2+i], key+"=")
		if !ok {
			return Trial{}, fmt.Errorf("field %d is %q, want %s=", 3+i, f[2+i], key)
		}
		values[key] = v
	}
	var err error
	if t.Ran, err = strconv.Atoi(values["ran"]); err != nil {
		return Trial{}, err
	}
	if t.Failed, err = strconv.Atoi(values["failed"]); err != nil {
		return Trial{}, err
	}
	if t.Took, err = time.ParseDuration(values["took"]); err != nil {
		return Trial{}, err
	}
	list := func(v string) []string {
		if v == "-" {
			return nil
		}
		return strings.Split(v, ",")
	}
	t.Missed, t.Stray = list(values["missed"]), list(values["stray"])
	return t, nil
}

// Write writes the record to path, one trial a line, by id.
func (ts Trials) Write(path string) error {
	var b strings.Builder
	b.WriteString(trialsHeader)
	list := func(v []string) string {
		if len(v) == 0 {
			return "-"
		}
		return strings.Join(v, ",")
	}
	for _, id := range slices.Sorted(maps.Keys(ts)) {
		t := ts[id]
		fmt.Fprintf(&b, "%s %s ran=%d failed=%d took=%s missed=%s stray=%s\n", id, t.Inputs, t.Ran, t.Failed, t.Took.Round(time.Second), list(t.Missed), list(t.Stray))
	}
	return store.WriteFileAtomic(path, []byte(b.String()))
}
