package harness

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/a11y"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// texts reads the cell's page at rest as text and judges it, in the default
// theme (a theme changes only the navbar's colours, which pixels hold): a
// base cell's words and accessibility tree, and every cell's examples' tree
// (a locale changes their names, from the library's locale files; their
// names are checked in a locale cell). Each is judged against the cell's own
// file when it has one, else against what the one before it in
// judge.Judge.Ref is held to; under -update, the verdict says what commit
// writes or removes.
func (w *RouteWalk) texts(ctx context.Context, c matrix.Cell, res *report.CellResult) error {
	if c.Themed() {
		return nil
	}
	if !c.Localized() {
		words, err := chromedp.Run(ctx, browser.Call[string]("text"))
		if err != nil {
			return fmt.Errorf("reading the page's text: %w", err)
		}
		if err := w.judgeText(c, store.Words, words, res); err != nil {
			return err
		}
	}
	defer w.run.Timings.Since(report.PhaseTree, time.Now())
	page, examples, err := w.tab.Trees(ctx, !c.Localized())
	if err != nil {
		return err
	}
	if !c.Localized() {
		if err := w.judgeText(c, store.Tree, page, res); err != nil {
			return err
		}
	}
	if err := w.judgeText(c, store.Examples, examples, res); err != nil {
		return err
	}
	if c.Localized() && w.run.Labels != nil {
		return w.labels(c, examples, res)
	}
	return nil
}

// labels checks the names of a locale cell's examples against its en-US
// twin's (a11y.CheckLabels): as read in this run, else as held.
func (w *RouteWalk) labels(c matrix.Cell, examples string, res *report.CellResult) error {
	en, err := w.run.judge().Current(c.Twin(), store.Examples, w.liveTexts)
	if errors.Is(err, fs.ErrNotExist) {
		return nil // the twin's tree fails as missing
	}
	if err != nil {
		return err
	}
	file := "locales/" + c.Locale + ".json"
	res.Problems = append(res.Problems, a11y.CheckLabels(file, en, examples, w.run.Labels)...)
	return nil
}

// ReadLabels reads the en-US strings of the library's locale files below
// root.
func ReadLabels(root string) (a11y.Labels, error) {
	b, err := os.ReadFile(filepath.Join(root, "locales", matrix.BaseLocale+".json"))
	if err != nil {
		return nil, fmt.Errorf("reading the en-US labels for the locale cells' names: %w", err)
	}
	labels, err := a11y.ParseLabels(b)
	if err != nil {
		return nil, fmt.Errorf("locales/%s.json: %w", matrix.BaseLocale, err)
	}
	return labels, nil
}

// StopTimeout bounds the work of one stop of a keyboard path: pressing
// Tab, reading the stop and capturing it focused, or with nothing focused.
// A page's walk has no budget of its own: it has as many stops as the page
// (browser.MaxStops at most), and each is bounded.
const StopTimeout = 15 * time.Second

// keys presses Tab through a base cell's page from its top to its end and
// judges the focus stops it met, and whether each one's focus is visible.
// It runs after everything else that reads the page at rest: Tab moves the
// focus and scrolls.
func (w *RouteWalk) keys(c matrix.Cell, res *report.CellResult) error {
	if c.Themed() || c.Localized() {
		return nil
	}
	defer w.run.Timings.Since(report.PhaseKeys, time.Now())
	ctx, cancel := w.tab.CellContext(CellTimeout) // a watchdog, as the cell's: the walk has as many stops as the page
	defer cancel()
	stops, shots, err := w.tab.KeyboardPath(ctx, StopTimeout, func(ctx context.Context) error { return w.focusRules(ctx, c) })
	if err != nil {
		return err
	}
	focusVisible(c, "", stops, shots, res)
	return w.judgeText(c, store.Keys, a11y.Path(stops), res)
}

// focusVisible fails each stop whose focus indicator is smaller than a 2 px
// line around its box at 3:1 against what it replaces (a11y.MeasureFocus),
// naming it, with both crops for the report. state is the state the stops
// are inside ("": the page's own path).
func focusVisible(c matrix.Cell, state string, stops []a11y.Stop, shots []browser.FocusShot, res *report.CellResult) {
	for i, s := range shots {
		if s.Focused == nil || s.Unfocused == nil {
			continue
		}
		m := a11y.MeasureFocus(s.Focused, s.Unfocused, s.Need)
		if m.Visible() {
			continue
		}
		where := ""
		if state != "" {
			where = " inside " + state
		}
		res.Problems = append(res.Problems, fmt.Sprintf("%s: the focus is not visible at stop %d%s, %s: %s", c.Name(), i+1, where, stops[i], m))
		res.Focus = append(res.Focus, report.FocusResult{State: state, Stop: i + 1, Line: stops[i].String(), Focused: s.Focused, Unfocused: s.Unfocused})
	}
}

// judgeText judges one text of the cell, and keeps it for the cells after
// it in the walk that are held against it.
func (w *RouteWalk) judgeText(c matrix.Cell, kind store.TextKind, got string, res *report.CellResult) error {
	w.liveTexts[store.TextFile(c, kind)] = got
	if w.share != nil {
		w.share.putText(store.TextFile(c, kind), got)
	}
	w.awaitRef(c, kind)
	tr, err := w.run.judge().Text(c, kind, got, w.liveTexts)
	if err != nil {
		return err
	}
	res.Texts = append(res.Texts, tr)
	if tr.Message != "" {
		res.Problems = append(res.Problems, tr.Message)
	}
	return nil
}
