package harness

import (
	"context"
	"fmt"
	"image"
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

// judge judges one capture (judge.Judge.Capture) against the baselines and
// this walk's live captures, and keeps a base-locale capture as live for the
// locale cells and wider navbars after it.
func (w *RouteWalk) judge(c matrix.Cell, s shot) report.CaptureResult {
	if !c.Localized() {
		w.live[s.key] = s.img
	}
	return w.run.judge().Capture(c, s.key, s.img, w.live)
}
