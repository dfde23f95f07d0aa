package harness

import (
	"context"
	"fmt"
	"image"
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
	example int  // index of the example block it holds, or -1
	section int  // index of the article section it holds (Sections), or -1
	state   bool // a state of the example: taken settled, in the state
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
		addCapture(res, cr)
	}
	return w.readRules(ctx, c)
}

// addCapture adds a capture's verdict to the cell's, and its message to the
// problems when it failed.
func addCapture(res *report.CellResult, cr report.CaptureResult) {
	res.Captures = append(res.Captures, cr)
	switch cr.Status {
	case report.StatusFail, report.StatusMissing, report.StatusCorrupt:
		res.Problems = append(res.Problems, cr.Message)
	}
}

// states captures and judges each state of each live example (the block's
// data-states), after everything else of the cell has read the page at rest
// (captures, text, axe): from the page at rest, the
// steps run as a reader's mouse and keyboard, then what the state shows is
// captured, settled. The page is loaded again before the next state, and
// the next cell starts from a fresh load. A step that fails is a problem
// of the cell naming the example, the state and the step; the other states
// still run.
func (w *RouteWalk) states(c matrix.Cell, facts browser.Facts, res *report.CellResult, atRest bool) error {
	defer func() {
		if !atRest {
			w.loaded = false
			ctx, cancel := w.tab.CellContext(StateTimeout)
			defer cancel()
			_ = w.tab.MouseAway(ctx)
		}
	}()
	for i, e := range facts.Examples {
		states, err := browser.ParseStates(e.States)
		if err != nil {
			res.Problems = append(res.Problems, fmt.Sprintf("example %q: %v", e.ID, err))
			continue
		}
		for _, st := range states {
			if w.again != nil && !w.again[store.CaptureKey(c, e.ID+"@"+st.ID)] {
				continue
			}
			if err := w.state(c, i, e.ID, st, !atRest, res); err != nil {
				return err
			}
			atRest = false
		}
	}
	return nil
}

// StateTimeout bounds how long the work of one state (loading the page
// again, its steps, and its settled capture) may go with no step in the tab
// answering: a watchdog of its own (browser.CellContext), fed like the
// cell's.
const StateTimeout = 45 * time.Second

// state captures and judges one state of example i, after bringing the page
// back to rest when an earlier state left it.
func (w *RouteWalk) state(c matrix.Cell, i int, example string, st browser.State, again bool, res *report.CellResult) error {
	defer w.run.Timings.Since(report.PhaseState, time.Now())
	ctx, cancel := w.tab.CellContext(StateTimeout)
	defer cancel()
	if again {
		if err := w.rest(ctx, c); err != nil {
			return err
		}
	} else if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", true)); err != nil {
		return err
	}
	s := shot{key: store.CaptureKey(c, example+"@"+st.ID), example: i, section: -1, state: true}
	if problem := w.reach(ctx, &s, st); problem != "" {
		res.Problems = append(res.Problems, fmt.Sprintf("%s: example %q, state %q, %s", c.Name(), example, st.ID, problem))
		return nil
	}
	img, err := w.settled(ctx, s)
	if err != nil {
		return err
	}
	s.img = img
	cr, err := w.judgeSettled(ctx, c, s)
	if err != nil {
		return err
	}
	addCapture(res, cr)
	t := time.Now()
	tree, err := w.tab.StateTree(ctx, LiveSelector, i)
	if err != nil {
		return err
	}
	if err := w.judgeText(c, store.StateTree(example+"@"+st.ID), tree, res); err != nil {
		return err
	}
	w.run.Timings.Since(report.PhaseTree, t)
	if err := w.readRules(ctx, c); err != nil {
		return err
	}
	return w.stateKeys(ctx, c, example+"@"+st.ID, res)
}

// stateKeys walks what a state opened with the keyboard (browser.StatePath)
// and judges the path. A state that put the focus in nothing it opened has
// no path, and no file where what it is held against has none (a hover at
// every width); where that has one (a narrower width's path), it is judged
// as empty: a check fails, and -update holds the empty path. Each stop's
// focus must be visible, as on the page.
func (w *RouteWalk) stateKeys(ctx context.Context, c matrix.Cell, state string, res *report.CellResult) error {
	defer w.run.Timings.Since(report.PhaseKeys, time.Now())
	kind := store.StateKeys(state)
	path, stops, shots, err := w.tab.StatePath(ctx, func(ctx context.Context) error { return w.focusRules(ctx, c) })
	if err != nil {
		return err
	}
	focusVisible(c, state, stops, shots, res)
	w.awaitRef(c, kind)
	if path == "" && w.run.judge().Silent(c, kind, w.liveTexts) {
		return nil
	}
	return w.judgeText(c, kind, path, res)
}

// reach runs a state's steps on example s.example and sets the shot's clip to
// what the state shows; it returns what went wrong, if anything.
func (w *RouteWalk) reach(ctx context.Context, s *shot, st browser.State) string {
	if err := w.tab.StartState(ctx, LiveSelector, s.example); err != nil {
		return "starting: " + err.Error()
	}
	for j, step := range st.Steps {
		if err := w.tab.Step(ctx, LiveSelector, s.example, step); err != nil {
			return fmt.Sprintf("step %d (%s): %v", j+1, step, err)
		}
	}
	clip, err := w.tab.SettleState(ctx, LiveSelector, s.example)
	if err != nil {
		return "settling: " + err.Error()
	}
	s.clip = &clip
	return ""
}

// rest brings the cell's page back to rest after a state: the mouse off the
// page, and a fresh load, settled, with the overlays hidden for captures.
func (w *RouteWalk) rest(ctx context.Context, c matrix.Cell) error {
	if err := w.tab.MouseAway(ctx); err != nil {
		return err
	}
	if _, err := w.tab.Load(ctx, c.Path(w.run.Site.Base)); err != nil {
		return err
	}
	if _, err := w.tab.Settle(ctx, c.Width); err != nil {
		return err
	}
	_, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", true))
	return err
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
		return shots, take(shot{key: store.CaptureKey(c, ""), clip: &clip, masked: true, example: -1, section: -1})
	}
	if !c.Localized() {
		if err := take(shot{key: store.CaptureKey(c, ""), example: -1, section: -1}); err != nil {
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
		if err := take(shot{key: store.CaptureKey(c, e.ID), clip: &clip, example: i, section: -1}); err != nil {
			return nil, err
		}
	}
	return shots, nil
}

// SectionTimeout bounds how long one section capture may go with no step in
// the tab answering (browser.CellContext).
const SectionTimeout = 45 * time.Second

// sections captures and judges each section of the page's article (the
// opening, then each heading of level 2 with what follows it) in the base
// cell of the widest width, after the cell's other reads of the page at
// rest: what lies below the first screen outside the live examples (prose,
// props tables, code, specimens), whose parts each example's capture holds
// and a section's masks. A section's capture does not move when one before
// it grows.
func (w *RouteWalk) sections(c matrix.Cell, res *report.CellResult) error {
	if c.Themed() || c.Localized() || c.Width != slices.Max(w.run.Site.Breakpoints) {
		return nil
	}
	ctx, cancel := w.tab.CellContext(SectionTimeout)
	defer cancel()
	if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", true)); err != nil {
		return err
	}
	defer func() { _, _ = chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", false)) }()
	sections, err := w.tab.Sections(ctx, ArticleSelector, LiveSelector)
	if err != nil {
		return err
	}
	for i, sec := range sections {
		if w.again != nil && !w.again[store.CaptureKey(c, sec.Name)] {
			continue
		}
		if err := w.section(c, i, sec.Name, res); err != nil {
			return err
		}
	}
	return nil
}

// section captures and judges section i, in its own budget.
func (w *RouteWalk) section(c matrix.Cell, i int, name string, res *report.CellResult) error {
	ctx, cancel := w.tab.CellContext(SectionTimeout)
	defer cancel()
	clip, err := w.tab.SectionClip(ctx, ArticleSelector, LiveSelector, i)
	if err != nil {
		return err
	}
	s := shot{key: store.CaptureKey(c, name), clip: &clip, masked: true, example: -1, section: i}
	if s.img, err = w.take(ctx, s); err != nil {
		return err
	}
	cr, err := w.judgeSettled(ctx, c, s)
	if err != nil {
		return err
	}
	addCapture(res, cr)
	return nil
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
// pixels, so that a capture never records a moment of painting. Pixels that
// still change after maxCaptures move with time, and a capture of them would
// depend on when it was taken: an error naming the capture.
func (w *RouteWalk) settled(ctx context.Context, s shot) (*image.NRGBA, error) {
	prev, err := w.grab(ctx, s)
	if err != nil {
		return nil, err
	}
	var changed int
	for range maxCaptures - 1 {
		if _, err := chromedp.Run(ctx, browser.Call[bool]("frames")); err != nil {
			return nil, err
		}
		img, err := w.grab(ctx, s)
		if err != nil {
			return nil, err
		}
		r := compare.Compare(prev, img, compare.Strict)
		if r.Equal {
			return img, nil
		}
		changed, prev = r.Changed, img
	}
	return nil, fmt.Errorf("%s did not hold still: %d captures two frames apart each differed from the one before (%d pixels the last time); something in it changes with time", s.key, maxCaptures, changed)
}

// reframe brings a shot's part into view again before it is settled on its
// own: the captures since may have scrolled the page. The first screen goes
// back to the top; an example block to the middle of the viewport, and a
// section to its top, where it is measured again.
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
	case s.section >= 0:
		if _, err := chromedp.Run(ctx, browser.Call[chromedp.Void]("overlays", true)); err != nil {
			return err
		}
		clip, err := w.tab.SectionClip(ctx, ArticleSelector, LiveSelector, s.section)
		if err != nil {
			return err
		}
		s.clip = &clip
	}
	return nil
}

// judgeSettled judges s; a capture that differs is taken again, drawn
// afresh (Tab.Reraster) and settled, and judged once more before it is reported (outside -update), or before it
// replaces its baseline (under -update: what is written is the settled
// page): the run counts these (Run.Resettled), and a deterministic page
// needs none.
func (w *RouteWalk) judgeSettled(ctx context.Context, c matrix.Cell, s shot) (report.CaptureResult, error) {
	cr := w.timedJudge(c, s)
	if s.state && cr.Status == report.StatusFail && cr.Diff != nil && cr.Diff.Image != nil {
		// A state's capture was taken settled, in the state it is still in.
		var err error
		cr.Parts, err = w.parts(ctx, s, cr.Diff.Image)
		return cr, err
	}
	differs := cr.Status == report.StatusFail || cr.Status == report.StatusMissing
	if w.run.Update {
		differs = cr.Status == report.StatusWritten
	}
	if s.state || !differs {
		return cr, nil
	}
	w.run.resettled.Add(1)
	// What was captured may hold tiles drawn before the page last changed
	// (a scroll, an icon that landed): the retake is of the page drawn afresh.
	if err := w.tab.Reraster(ctx); err != nil {
		return cr, err
	}
	if err := w.reframe(ctx, &s); err != nil {
		return cr, err
	}
	img, err := w.settled(ctx, s)
	if err != nil {
		return cr, err
	}
	s.img = img
	cr = w.timedJudge(c, s)
	if cr.Status != report.StatusFail && cr.Status != report.StatusMissing && cr.Status != report.StatusWritten {
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
		if w.share != nil {
			w.share.putCapture(s.key, s.img)
		}
	}
	if c.Themed() && !c.Localized() {
		w.awaitNarrower(c, s.key)
	}
	return w.run.judge().Capture(c, s.key, s.img, w.live)
}
