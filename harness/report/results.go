package report

import (
	"fmt"
	"image"
	"strings"
	"time"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/store"
)

// What a run found, cell by cell: the report is made of these.

// Capture statuses.
const (
	StatusPass    = "pass"    // equal to its baseline, or within its rule
	StatusFail    = "fail"    // differs from its baseline
	StatusMissing = "missing" // no baseline
	StatusCorrupt = "corrupt" // the baseline file cannot be read as a PNG
	StatusWritten = "written" // -update writes its baseline
	StatusTwin    = "twin"    // equal to its en-US twin, so it has no file of its own
	StatusRefused = "refused" // -update left its baseline alone: the cell has other problems
)

// CaptureResult is the verdict on one capture.
type CaptureResult struct {
	Key     store.Key
	Status  string
	Message string
	Diff    *compare.Diff
	Actual  *image.NRGBA // kept when the capture failed, or is to be written
	Want    *image.NRGBA // the image it was measured against, kept only when it failed
	Carry   bool         // -update keeps the baseline, from an earlier environment, within Drift
	// MustMatchTwin marks a capture that has no baseline of its own and must
	// equal its en-US twin (a themed locale cell's navbar): a difference is
	// fixed in the page, never accepted.
	MustMatchTwin bool
	// Parts are the component parts under a failing capture's changed
	// pixels: CSS-module classes, sorted (parts.js).
	Parts []string
}

// CellResult is what one cell found.
type CellResult struct {
	Cell       matrix.Cell
	Problems   []string // every failure, one line each
	Captures   []CaptureResult
	Violations []Violation
	Texts      []*TextResult // the page's words, accessibility tree and keyboard path, in the cells that read them
	Focus      []FocusResult // the focus stops whose focus is not visible
	Duration   time.Duration
	// Unchanged marks a cell whose fingerprint is the one recorded: its render
	// checks ran, its captures, comparisons and axe did not.
	Unchanged bool
	// NotVisited marks an unchanged cell of a route the run did not visit:
	// everything the route loaded answered as recorded, so no check ran.
	NotVisited bool
	Lost       error // the tab or the browser broke (ErrStalled, ErrCrashed, ErrBrowserDied): the cell may run again on a fresh one
	// Print is the digest of what the cell rendered from (the harness's
	// Printer.Pre), when the run printed it.
	Print   string
	Retried string // why the cell ran a second time, if it did
}

// FocusResult is a focus stop whose focus is not visible: its number in
// the keyboard path (the page's, or a state's), its line, and the crops of it focused and unfocused.
type FocusResult struct {
	State              string // the state the stop is inside; "": the page's path
	Stop               int
	Line               string
	Focused, Unfocused *image.NRGBA
}

// PixelsOnly reports whether every problem of the result is a capture that
// differs from what it is measured against.
func (r CellResult) PixelsOnly() bool {
	n := 0
	for _, c := range r.Captures {
		if c.Status == StatusFail {
			n++
		}
	}
	return n > 0 && n == len(r.Problems)
}

// Differing is the keys of the result's captures that differ from what they
// are measured against.
func (r CellResult) Differing() map[store.Key]bool {
	keys := map[store.Key]bool{}
	for _, c := range r.Captures {
		if c.Status == StatusFail {
			keys[c.Key] = true
		}
	}
	return keys
}

// Retaken is the verdict on a cell run again for the captures of first that
// differed (Differing): the retry's, holding first's other captures in
// their place (a difference the retry did not take again stays a problem),
// and both runs' time.
func Retaken(first, retry CellResult) CellResult {
	out := retry
	again := map[store.Key]CaptureResult{}
	for _, c := range retry.Captures {
		again[c.Key] = c
	}
	out.Captures = nil
	for _, c := range first.Captures {
		if a, ok := again[c.Key]; ok {
			c = a
			delete(again, c.Key)
		} else if c.Status == StatusFail {
			out.Problems = append(out.Problems, c.Message)
		}
		out.Captures = append(out.Captures, c)
	}
	for _, c := range retry.Captures {
		if _, ok := again[c.Key]; ok {
			out.Captures = append(out.Captures, c)
		}
	}
	// The texts of the states the retry did not run passed the first time
	// (a cell with a text that differed is not run again).
	taken := map[string]bool{}
	for _, t := range retry.Texts {
		taken[t.File] = true
	}
	for _, t := range first.Texts {
		if !taken[t.File] {
			out.Texts = append(out.Texts, t)
		}
	}
	out.Duration = first.Duration + retry.Duration
	return out
}

// Failed reports whether the cell found anything wrong.
func (r CellResult) Failed() bool { return len(r.Problems) > 0 }

// Violation is one axe-core rule that failed, with its nodes.
type Violation struct {
	ID      string    `json:"id"`
	Impact  string    `json:"impact"`
	Help    string    `json:"help"`
	HelpURL string    `json:"helpUrl"`
	Nodes   []AxeNode `json:"nodes"`
}

// AxeNode is one element that fails a rule.
type AxeNode struct {
	Target  string `json:"target"`
	HTML    string `json:"html"`
	Summary string `json:"summary"`
}

// String writes the violation as one line of a failure message.
func (v Violation) String() string {
	targets := make([]string, len(v.Nodes))
	for i, n := range v.Nodes {
		targets[i] = n.Target
	}
	return fmt.Sprintf("axe %s (%s): %s: %s", v.ID, v.Impact, v.Help, strings.Join(targets, ", "))
}

// TextResult is the verdict on a text of a cell (store.TextKind).
type TextResult struct {
	Kind    store.TextKind
	File    string
	From    string // the file it was judged against: File, or the narrowest width's
	Status  string // StatusPass, StatusFail, StatusMissing, StatusTwin (same as the narrowest width's, no file) or StatusWritten
	Got     string // kept when it is to be written, or failed
	Message string // why it failed
}
