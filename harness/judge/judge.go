// Package judge decides what a capture and a page's words are judged
// against, the verdict, and what -update is to write. Its functions are pure:
// they take what the browser observed, the baselines as a read-only view, the
// rule and the mode, and return a result; they take no screenshot and write
// no file. The harness observes a cell, judges it here, then commits what the
// verdicts decided to the store.
package judge

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"slices"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// Baselines is the store as the judge reads it. A missing baseline is an
// error that wraps fs.ErrNotExist. *store.Store is one; the tests use maps.
type Baselines interface {
	Has(k store.Key) bool
	Load(k store.Key) (*image.NRGBA, error)
	ReadText(c matrix.Cell, kind store.TextKind) (string, error)
}

// Live is what a route's walk captured in this run, by key: the en-US twin
// a locale capture is judged against, and the narrower navbar a wider one is.
type Live map[store.Key]*image.NRGBA

// Judge holds what judging needs beside the observation.
type Judge struct {
	Baselines Baselines
	// Rule is the tolerance a capture is judged by against the stored
	// baseline of a key (compare.Strict or compare.Drift).
	Rule   func(store.Key) compare.Tolerance
	Widths []int // the site's widths, narrowest first
	Update bool  // decide what -update writes, rather than fail
	Env    string
}

// Capture judges one capture of cell c: a base-locale capture against its
// baseline (a theme's navbar: see navbar); a locale capture against its own
// baseline when it has one, else against its en-US twin; a navbar of a
// themed locale cell always against its twin. A twin captured in this run
// (live) is held to Strict (same page, same browser, same moment); a twin
// read from the baselines, to the rule of its file. Under Update, the status
// says what to write: StatusWritten (Actual), StatusTwin (remove its own file),
// StatusPass (keep it; Carry when it is kept within Drift).
func (j Judge) Capture(c matrix.Cell, k store.Key, img *image.NRGBA, live Live) report.CaptureResult {
	cr := report.CaptureResult{Key: k}
	if !c.Localized() {
		if c.Themed() {
			return j.navbar(c, k, img, live, cr)
		}
		return j.againstBaseline(c, k, img, cr)
	}
	twinKey := k.Twin()
	twin, twinLive := live[twinKey]
	twinRule := compare.Strict
	if !twinLive {
		stored, from, err := j.stored(twinKey)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			cr.Status, cr.Message = report.StatusMissing, fmt.Sprintf("%s: its en-US twin %s has no baseline: run %s", k, twinKey, matrix.UpdateCommand(c.Twin()))
			return cr
		case err != nil:
			return corrupt(cr, err, c.Twin())
		}
		twin, twinRule = stored, j.Rule(from)
	}
	againstTwin := func() compare.Diff { return compare.Compare(twin, img, twinRule) }
	if c.Themed() {
		// The navbar shows the site's own English: the locale must not change it.
		d := againstTwin()
		if d.Pass {
			cr.Status = report.StatusTwin
			return cr
		}
		cr.MustMatchTwin = true
		return j.failed(cr, twin, img, d, fmt.Sprintf("%s: the navbar differs from its en-US twin %s (the locale must not change it)", k, twinKey))
	}
	if j.Update {
		if againstTwin().Pass {
			cr.Status = report.StatusTwin
			return cr
		}
		return j.againstBaseline(c, k, img, cr)
	}
	if j.Baselines.Has(k) {
		return j.againstBaseline(c, k, img, cr)
	}
	d := againstTwin()
	if d.Pass {
		cr.Status = report.StatusTwin
		return cr
	}
	return j.failed(cr, twin, img, d, fmt.Sprintf("%s differs from its en-US twin %s and has no baseline of its own: run %s", k, twinKey, matrix.UpdateCommand(c)))
}

// navbar judges a theme's navbar in en-US. From the top bar's width up the
// navbar is a side panel of its own width, which the page's width does not
// change: a navbar equal to the one at the next narrower width has no file
// of its own and is judged against that one (live, else its baseline), as a
// locale capture is against its en-US twin. A navbar that differs from it
// keeps a file of its own.
func (j Judge) navbar(c matrix.Cell, k store.Key, img *image.NRGBA, live Live, cr report.CaptureResult) report.CaptureResult {
	narrower, from, rule, ok := j.narrower(k, live)
	if !ok || (!j.Update && j.Baselines.Has(k)) {
		return j.againstBaseline(c, k, img, cr)
	}
	d := compare.Compare(narrower, img, rule)
	switch {
	case d.Pass:
		cr.Status = report.StatusTwin
		return cr
	case j.Update:
		return j.againstBaseline(c, k, img, cr)
	}
	return j.failed(cr, narrower, img, d, fmt.Sprintf("%s differs from %s, the navbar at the narrower width it was equal to, and has no baseline of its own: run %s", k, from, matrix.UpdateCommand(c)))
}

// narrower is what a theme's navbar at a width is judged against when it has
// no file: the same navbar at the next narrower width, live (held to Strict),
// else as stored (by its file's rule). ok is false at the narrowest width,
// or when neither is there.
func (j Judge) narrower(k store.Key, live Live) (img *image.NRGBA, from store.Key, rule compare.Tolerance, ok bool) {
	i := slices.Index(j.Widths, k.Width)
	if i <= 0 {
		return nil, k, rule, false
	}
	from = k
	from.Width = j.Widths[i-1]
	if img, ok := live[from]; ok {
		return img, from, compare.Strict, true
	}
	img, at, err := j.stored(from)
	if err != nil {
		return nil, from, rule, false
	}
	return img, at, j.Rule(at), true
}

// stored loads the baseline k is judged against: its own file; for a theme's
// navbar with none, that of the nearest narrower width that has one. It
// returns the key of the file it read.
func (j Judge) stored(k store.Key) (*image.NRGBA, store.Key, error) {
	img, err := j.Baselines.Load(k)
	if err == nil || !errors.Is(err, fs.ErrNotExist) || k.Example != "" || k.Theme == matrix.BaseTheme {
		return img, k, err
	}
	for i := slices.Index(j.Widths, k.Width) - 1; i >= 0; i-- {
		at := k
		at.Width = j.Widths[i]
		if img, err := j.Baselines.Load(at); !errors.Is(err, fs.ErrNotExist) {
			return img, at, err
		}
	}
	return nil, k, err
}

// againstBaseline judges img against its stored baseline by the baseline's
// rule. Under Update it decides to write what a check would report, and
// nothing else, so running -update twice leaves git clean; a baseline from an
// earlier environment that differs only within Drift is kept and carried.
func (j Judge) againstBaseline(c matrix.Cell, k store.Key, img *image.NRGBA, cr report.CaptureResult) report.CaptureResult {
	want, err := j.Baselines.Load(k)
	var d compare.Diff
	if err == nil {
		d = compare.Compare(want, img, j.Rule(k))
	}
	if j.Update {
		switch {
		case err != nil || !d.Pass:
			cr.Status, cr.Actual = report.StatusWritten, img
		default:
			cr.Status, cr.Diff = report.StatusPass, &d
			cr.Carry = !d.Equal && d.Rule == compare.Drift.Rule
			cr.Diff.Image = nil
		}
		return cr
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		cr.Status, cr.Actual = report.StatusMissing, img
		cr.Message = fmt.Sprintf("%s: no baseline: run %s", k, matrix.UpdateCommand(c))
		return cr
	case err != nil:
		return corrupt(cr, err, c)
	}
	if d.Pass {
		cr.Status, cr.Diff = report.StatusPass, &d
		cr.Diff.Image = nil
		return cr
	}
	return j.failed(cr, want, img, d, fmt.Sprintf("%s differs from its baseline: %s; if the change is intended, run %s", k, d, matrix.UpdateCommand(c)))
}

// failed reports the capture as failed with msg, keeping d, its difference
// from want, for the report, and naming the environment it ran in.
func (j Judge) failed(cr report.CaptureResult, want, got *image.NRGBA, d compare.Diff, msg string) report.CaptureResult {
	if j.Env != "" {
		msg += " [ran in " + j.Env + "]"
	}
	cr.Status, cr.Message, cr.Diff, cr.Want, cr.Actual = report.StatusFail, msg, &d, want, got
	return cr
}

// corrupt reports a baseline that cannot be read, with the command that
// remakes it. It is not a difference: the cell does not run again for it.
func corrupt(cr report.CaptureResult, err error, c matrix.Cell) report.CaptureResult {
	cr.Status = report.StatusCorrupt
	cr.Message = fmt.Sprintf("corrupt baseline: %v: remake it with %s", err, matrix.UpdateCommand(c))
	return cr
}

// Texts are the texts a route's walk read in this run, by file
// (store.TextFile): what -update holds a cell's text against.
type Texts map[string]string

// Ref is the cell whose text of a kind a cell's is held against when it has
// no file of its own: a wider width's, the next narrower one's (most pages
// say the same at every width); a locale's at the narrowest width, the en-US
// one's (most examples name the same in every locale: only their translated
// labels differ). ok is false for the en-US narrowest width, whose file
// always exists.
func (j Judge) Ref(c matrix.Cell) (ref matrix.Cell, ok bool) {
	if i := slices.Index(j.Widths, c.Width); i > 0 {
		c.Width = j.Widths[i-1]
		return c, true
	}
	if c.Localized() {
		c.Locale = matrix.BaseLocale
		return c, true
	}
	return c, false
}

// Held is the stored text of the kind that c is held to: its own file, else
// its Ref's, and so on; from is the file it came from. A missing one is an
// error that wraps fs.ErrNotExist.
func (j Judge) Held(c matrix.Cell, kind store.TextKind) (text, from string, err error) {
	for {
		text, err = j.Baselines.ReadText(c, kind)
		from = store.TextFile(c, kind)
		if !errors.Is(err, fs.ErrNotExist) {
			return text, from, err
		}
		ref, ok := j.Ref(c)
		if !ok {
			return "", from, err
		}
		c = ref
	}
}

// Current is the text of the kind that cell c has now: as read in this run
// (live), else as held (Held).
func (j Judge) Current(c matrix.Cell, kind store.TextKind, live Texts) (string, error) {
	if text, ok := live[store.TextFile(c, kind)]; ok {
		return text, nil
	}
	text, _, err := j.Held(c, kind)
	return text, err
}

// Silent reports whether an empty text of the kind, read from cell c's page,
// has nothing to be held to, so that no file holds it: no text is held
// for c (its own file or a Ref's); under Update, the text c is held to now
// (Current of its Ref) is empty or missing. Otherwise the empty text is
// judged like any other: a check fails, and -update holds it.
func (j Judge) Silent(c matrix.Cell, kind store.TextKind, live Texts) bool {
	if !j.Update {
		_, _, err := j.Held(c, kind)
		return errors.Is(err, fs.ErrNotExist)
	}
	ref, ok := j.Ref(c)
	if !ok {
		return true
	}
	held, _ := j.Current(ref, kind, live)
	return held == ""
}

// Text judges a text of the kind read from cell c's page: against the cell's
// own file when it has one, else what its Ref is held to. live holds the
// texts read in this run. Under Update, the status says what to do:
// StatusWritten (Got), StatusTwin (remove the file: the Ref says the same,
// as read in this run or else as stored), StatusPass. The error is a text
// file that cannot be read.
func (j Judge) Text(c matrix.Cell, kind store.TextKind, got string, live Texts) (*report.TextResult, error) {
	tr := &report.TextResult{Kind: kind, File: store.TextFile(c, kind)}
	ref, hasRef := j.Ref(c)
	if j.Update {
		own, ownErr := j.Baselines.ReadText(c, kind)
		if ownErr != nil && !errors.Is(ownErr, fs.ErrNotExist) {
			return nil, ownErr
		}
		same := false
		if hasRef {
			want, err := j.Current(ref, kind, live)
			if err != nil && !errors.Is(err, fs.ErrNotExist) {
				return nil, err
			}
			same = err == nil && want == got
		}
		switch {
		case same:
			tr.Status = report.StatusTwin
		case ownErr == nil && own == got:
			tr.Status = report.StatusPass
		default:
			tr.Status, tr.Got = report.StatusWritten, got
		}
		return tr, nil
	}
	want, from, err := j.Held(c, kind)
	tr.From = from
	switch {
	case errors.Is(err, fs.ErrNotExist):
		base := c
		base.Locale, base.Width = matrix.BaseLocale, j.Widths[0]
		tr.Status, tr.Got = report.StatusMissing, got
		tr.Message = fmt.Sprintf("%s: no baseline: run %s", tr.File, matrix.UpdateCommand(base))
	case err != nil:
		return nil, err
	case want != got:
		tr.Status, tr.Got = report.StatusFail, got
		tr.Message = fmt.Sprintf("%s: %s differs from %s: %s; if the change is intended, run %s", tr.File, kind.What(), tr.From, compare.TextDiff(want, got), matrix.UpdateCommand(c))
	default:
		tr.Status = report.StatusPass
	}
	return tr, nil
}
