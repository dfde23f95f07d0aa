package harness

import (
	"context"
	"errors"
	"fmt"
	"image"
	"io/fs"
	"os"
	"slices"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// shot is one capture taken in the page: its key, its pixels and where it
// was taken.
type shot struct {
	key     store.Key
	img     *image.NRGBA
	clip    *browser.Clip // nil for the first screen
	masked  bool
	example int // index of the example block it holds, or -1
}

// maxCaptures bounds the captures of one settled capture.
const maxCaptures = 4

// captures takes the cell's captures and judges them:
// the navbar in a theme cell; else the first screen (base locale only) and
// every live example block.
func (w *RouteWalk) captures(ctx context.Context, c matrix.Cell, facts browser.Facts, res *report.CellResult) error {
	if len(facts.Examples) > 0 {
		defer func() { _, _ = chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", false)) }()
	}
	shots, err := w.takeAll(ctx, c, facts)
	if err != nil {
		return err
	}
	for _, s := range shots {
		cr, err := w.judgeSettled(ctx, c, s)
		if err != nil {
			return err
		}
		res.Captures = append(res.Captures, cr)
		switch cr.Status {
		case report.StatusFail, report.StatusMissing, report.StatusCorrupt:
			res.Problems = append(res.Problems, cr.Message)
		}
	}
	return nil
}

// takeAll takes the cell's captures in page order, each right after its clip
// is measured (measuring an example scrolls it into view).
func (w *RouteWalk) takeAll(ctx context.Context, c matrix.Cell, facts browser.Facts) ([]shot, error) {
	var shots []shot
	take := func(s shot) error {
		img, err := w.take(ctx, s)
		if err != nil {
			return err
		}
		s.img = img
		shots = append(shots, s)
		return nil
	}
	if c.Themed() {
		if facts.Navbar == nil {
			return nil, nil
		}
		clip, err := w.tab.ElementClip(ctx, NavbarSelector, 0, false)
		if err != nil {
			return nil, err
		}
		// The navbar is compared across locales: its locale picker is masked.
		return shots, take(shot{key: store.CaptureKey(c, ""), clip: &clip, masked: true, example: -1})
	}
	if !c.Localized() {
		if err := take(shot{key: store.CaptureKey(c, ""), example: -1}); err != nil {
			return nil, err
		}
	}
	if len(facts.Examples) > 0 {
		if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", true)); err != nil {
			return nil, err
		}
	}
	for i, e := range facts.Examples {
		clip, err := w.tab.ElementClip(ctx, LiveSelector, i, true)
		if err != nil {
			return nil, err
		}
		if err := take(shot{key: store.CaptureKey(c, e.ID), clip: &clip, example: i}); err != nil {
			return nil, err
		}
	}
	return shots, nil
}

// take captures s once; under -update, settled: baselines are always written
// from settled captures, taken in order, in place.
func (w *RouteWalk) take(ctx context.Context, s shot) (*image.NRGBA, error) {
	if w.run.Update {
		return w.settled(ctx, s)
	}
	return w.grab(ctx, s)
}

// grab captures s once.
func (w *RouteWalk) grab(ctx context.Context, s shot) (*image.NRGBA, error) {
	t := time.Now()
	b, err := w.tab.Screenshot(ctx, s.clip)
	if err != nil {
		return nil, err
	}
	t = w.run.Timings.Since(report.PhaseCapture, t)
	img, err := browser.DecodeScreenshot(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.key, err)
	}
	if s.masked {
		browser.Mask(img, s.clip.Masks)
	}
	w.run.Timings.Since(report.PhaseDecode, t)
	return img, nil
}

// settled captures s until two captures two frames apart hold the same
// pixels (at most maxCaptures), so that a capture never records a moment of
// painting.
func (w *RouteWalk) settled(ctx context.Context, s shot) (*image.NRGBA, error) {
	prev, err := w.grab(ctx, s)
	if err != nil {
		return nil, err
	}
	for range maxCaptures - 1 {
		if _, err := chromedp.Run(ctx, browser.Call[bool]("frames")); err != nil {
			return nil, err
		}
		img, err := w.grab(ctx, s)
		if err != nil {
			return nil, err
		}
		if compare.Compare(prev, img, compare.Strict).Equal {
			return img, nil
		}
		prev = img
	}
	return prev, nil
}

// reframe brings a shot's part into view again before it is settled on its
// own: the captures since may have scrolled the page. The first screen goes
// back to the top; an example block to the middle of the viewport, where it
// is measured again.
func (w *RouteWalk) reframe(ctx context.Context, s *shot) error {
	switch {
	case s.clip == nil:
		if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", false)); err != nil {
			return err
		}
		_, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("scroll-to-top"))
		return err
	case s.example >= 0:
		if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", true)); err != nil {
			return err
		}
		clip, err := w.tab.ElementClip(ctx, LiveSelector, s.example, true)
		if err != nil {
			return err
		}
		s.clip = &clip
	}
	return nil
}

// judgeSettled judges s; outside -update, a capture that differs is taken
// again, settled, and judged once more before it is reported: the run counts
// these (Run.Resettled), and a deterministic page needs none.
func (w *RouteWalk) judgeSettled(ctx context.Context, c matrix.Cell, s shot) (report.CaptureResult, error) {
	cr := w.timedJudge(c, s)
	if w.run.Update || (cr.Status != report.StatusFail && cr.Status != report.StatusMissing) {
		return cr, nil
	}
	w.run.resettled.Add(1)
	if err := w.reframe(ctx, &s); err != nil {
		return cr, err
	}
	img, err := w.settled(ctx, s)
	if err != nil {
		return cr, err
	}
	s.img = img
	cr = w.timedJudge(c, s)
	if cr.Status != report.StatusFail && cr.Status != report.StatusMissing {
		w.run.recovered.Add(1)
	}
	if cr.Status == report.StatusFail && cr.Diff != nil && cr.Diff.Image != nil {
		cr.Parts, err = w.parts(ctx, s, cr.Diff.Image)
	}
	return cr, err
}

// maxPartPoints bounds the changed pixels parts.js is asked about for one
// capture.
const maxPartPoints = 64

// parts names the component parts under a failing capture's changed pixels
// (parts.js), in the page as it was just captured: what groups one change
// across the elements that show it (Groups).
func (w *RouteWalk) parts(ctx context.Context, s shot, diff *image.NRGBA) ([]string, error) {
	var origin image.Point // of the capture in the document: the first screen's is the top
	if s.clip != nil {
		origin = image.Pt(s.clip.X, s.clip.Y)
	}
	var xy [][2]int
	for _, p := range compare.ChangedPixels(diff).Sample(maxPartPoints) {
		p = p.Add(origin)
		xy = append(xy, [2]int{p.X, p.Y})
	}
	names, err := chromedp.Run(ctx, browser.Call[[]string]("parts", xy))
	if err != nil {
		return nil, fmt.Errorf("%s: naming the changed parts: %w", s.key, err)
	}
	return names, nil
}

func (w *RouteWalk) timedJudge(c matrix.Cell, s shot) report.CaptureResult {
	t := time.Now()
	defer w.run.Timings.Since(report.PhaseCompare, t)
	return w.judge(c, s)
}

// judge measures one capture: a base-locale capture against its baseline (a
// theme's navbar: see navbar); a locale capture against its own baseline
// when it has one, else against its en-US twin; a navbar of a themed locale
// cell always against its twin. A
// twin captured in this run is held to Strict (same page, same browser, same
// moment); a twin read from the store, to the rule of its baseline. Under
// -update, judge decides what commit writes; it writes nothing itself.
func (w *RouteWalk) judge(c matrix.Cell, s shot) report.CaptureResult {
	cr := report.CaptureResult{Key: s.key}
	if !c.Localized() {
		w.live[s.key] = s.img
		if c.Themed() {
			return w.navbar(c, s, cr)
		}
		return w.againstBaseline(c, s, cr)
	}
	twinKey := s.key.Twin()
	twin, twinLive := w.live[twinKey]
	twinRule := compare.Strict
	if !twinLive {
		img, from, err := w.stored(twinKey)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			cr.Status, cr.Message = report.StatusMissing, fmt.Sprintf("%s: its en-US twin %s has no baseline: run %s", s.key, twinKey, matrix.UpdateCommand(c.Twin()))
			return cr
		case err != nil:
			return corrupt(cr, err, c.Twin())
		}
		twin, twinRule = img, w.run.Rule(from)
	}
	againstTwin := func() compare.Diff { return compare.Compare(twin, s.img, twinRule) }
	if c.Themed() {
		// The navbar shows the site's own English: the locale must not change it.
		d := againstTwin()
		if d.Pass {
			cr.Status = report.StatusTwin
			return cr
		}
		cr.MustMatchTwin = true
		return w.failed(cr, twin, s.img, d, fmt.Sprintf("%s: the navbar differs from its en-US twin %s (the locale must not change it)", s.key, twinKey))
	}
	if w.run.Update {
		if againstTwin().Pass {
			cr.Status = report.StatusTwin // commit removes its own file, if any
			return cr
		}
		return w.againstBaseline(c, s, cr)
	}
	if _, err := os.Stat(w.run.Store.Path(s.key)); err == nil || !errors.Is(err, fs.ErrNotExist) {
		return w.againstBaseline(c, s, cr)
	}
	d := againstTwin()
	if d.Pass {
		cr.Status = report.StatusTwin
		return cr
	}
	return w.failed(cr, twin, s.img, d, fmt.Sprintf("%s differs from its en-US twin %s and has no baseline of its own: run %s", s.key, twinKey, matrix.UpdateCommand(c)))
}

// navbar judges a theme's navbar in en-US. From site.json's topBarBelow up
// the navbar is a side panel of its own width, which the page's width does
// not change: a navbar equal to the one at the next narrower width has no
// file of its own and is judged against that one (the one captured in this walk, else its
// baseline, see stored), as a locale capture is against its en-US twin. A
// navbar that differs from it keeps a file of its own.
func (w *RouteWalk) navbar(c matrix.Cell, s shot, cr report.CaptureResult) report.CaptureResult {
	narrower, from, rule, ok := w.narrower(s.key)
	if !ok || (!w.run.Update && w.run.Store.Has(s.key)) {
		return w.againstBaseline(c, s, cr)
	}
	d := compare.Compare(narrower, s.img, rule)
	switch {
	case d.Pass:
		cr.Status = report.StatusTwin // under -update, commit removes its own file, if any
		return cr
	case w.run.Update:
		return w.againstBaseline(c, s, cr)
	}
	return w.failed(cr, narrower, s.img, d, fmt.Sprintf("%s differs from %s, the navbar at the narrower width it was equal to, and has no baseline of its own: run %s", s.key, from, matrix.UpdateCommand(c)))
}

// narrower is what a theme's navbar at a width is judged against when it has
// no file: the same navbar at the next narrower width, as captured in this
// walk (held to Strict), else as stored (by its baseline's rule). ok is false
// at the narrowest width, or when neither is there.
func (w *RouteWalk) narrower(k store.Key) (img *image.NRGBA, from store.Key, rule compare.Tolerance, ok bool) {
	widths := w.run.Site.Breakpoints
	i := slices.Index(widths, k.Width)
	if i <= 0 {
		return nil, k, rule, false
	}
	from = k
	from.Width = widths[i-1]
	if img, live := w.live[from]; live {
		return img, from, compare.Strict, true
	}
	img, at, err := w.stored(from)
	if err != nil {
		return nil, from, rule, false
	}
	return img, at, w.run.Rule(at), true
}

// stored loads the baseline k is judged against: its own file; for a
// theme's navbar with none, that of the nearest narrower width that has one
// (navbar). It returns the key of the file it read.
func (w *RouteWalk) stored(k store.Key) (*image.NRGBA, store.Key, error) {
	img, err := w.run.Store.Load(k)
	if err == nil || !errors.Is(err, fs.ErrNotExist) || k.Example != "" || k.Theme == matrix.BaseTheme {
		return img, k, err
	}
	widths := w.run.Site.Breakpoints
	for i := slices.Index(widths, k.Width) - 1; i >= 0; i-- {
		at := k
		at.Width = widths[i]
		if img, err := w.run.Store.Load(at); !errors.Is(err, fs.ErrNotExist) {
			return img, at, err
		}
	}
	return nil, k, err
}

// againstBaseline judges s against its stored baseline by the baseline's
// rule. Under -update it decides to write what a check would report, and
// nothing else, so running -update twice leaves git clean; a baseline from
// an earlier environment that differs only within Drift is kept and carried.
func (w *RouteWalk) againstBaseline(c matrix.Cell, s shot, cr report.CaptureResult) report.CaptureResult {
	want, err := w.run.Store.Load(s.key)
	var d compare.Diff
	if err == nil {
		d = compare.Compare(want, s.img, w.run.Rule(s.key))
	}
	if w.run.Update {
		switch {
		case err != nil || !d.Pass:
			cr.Status, cr.Actual = report.StatusWritten, s.img
		default:
			cr.Status, cr.Diff = report.StatusPass, &d
			cr.Carry = !d.Equal && d.Rule == compare.Drift.Rule
			cr.Diff.Image = nil
		}
		return cr
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		cr.Status, cr.Actual = report.StatusMissing, s.img
		cr.Message = fmt.Sprintf("%s: no baseline: run %s", s.key, matrix.UpdateCommand(c))
		return cr
	case err != nil:
		return corrupt(cr, err, c)
	}
	if d.Pass {
		cr.Status, cr.Diff = report.StatusPass, &d
		cr.Diff.Image = nil
		return cr
	}
	return w.failed(cr, want, s.img, d, fmt.Sprintf("%s differs from its baseline: %s; if the change is intended, run %s", s.key, d, matrix.UpdateCommand(c)))
}

// failed reports the capture as failed with msg, keeping d, its difference
// from want, for the report, and naming the environment it ran in.
func (w *RouteWalk) failed(cr report.CaptureResult, want, got *image.NRGBA, d compare.Diff, msg string) report.CaptureResult {
	if w.run.Env != nil {
		msg += " [ran in " + w.run.Env.Short() + "]"
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
