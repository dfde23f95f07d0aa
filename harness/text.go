package harness

import (
	"context"
	"errors"
	"fmt"
	"io/fs"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// text reads the words of the cell's page and judges them: against the
// cell's own text file when it has one, else against the narrowest width's;
// under -update, it decides what commit writes or removes. Only a base cell
// has a text: a theme changes only the navbar, and a locale only the live
// examples, whose pixels are judged.
func (w *RouteWalk) text(ctx context.Context, c matrix.Cell, res *report.CellResult) error {
	if c.Themed() || c.Localized() {
		return nil
	}
	got, err := chromedp.Run(ctx, browser.Call[string]("text"))
	if err != nil {
		return fmt.Errorf("reading the page's text: %w", err)
	}
	narrow := c
	narrow.Width = w.run.Site.Breakpoints[0]
	isNarrow := c.Width == narrow.Width
	tr := &report.TextResult{File: store.TextFile(c)}
	res.Text = tr
	own, ownErr := w.run.Store.ReadText(c)
	if ownErr != nil && !errors.Is(ownErr, fs.ErrNotExist) {
		return ownErr
	}
	if isNarrow {
		w.liveText = &got
	}
	if w.run.Update {
		ref, refErr := own, ownErr
		if !isNarrow {
			if w.liveText != nil {
				ref, refErr = *w.liveText, nil
			} else {
				ref, refErr = w.run.Store.ReadText(narrow)
			}
		}
		switch {
		case refErr == nil && ref == got && !isNarrow:
			tr.Status = report.StatusTwin
		case ownErr == nil && own == got:
			tr.Status = report.StatusPass
		default:
			tr.Status, tr.Got = report.StatusWritten, got
		}
		return nil
	}
	want := own
	tr.From = tr.File
	if errors.Is(ownErr, fs.ErrNotExist) && !isNarrow {
		want, err = w.run.Store.ReadText(narrow)
		tr.From = store.TextFile(narrow)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		ownErr = err
	}
	switch {
	case ownErr != nil:
		tr.Status, tr.Got = report.StatusMissing, got
		tr.Message = fmt.Sprintf("%s: no baseline: run %s", tr.File, matrix.UpdateCommand(narrow))
		res.Problems = append(res.Problems, tr.Message)
	case want != got:
		tr.Status, tr.Got = report.StatusFail, got
		tr.Message = fmt.Sprintf("%s: the page's text differs from %s: %s; if the change is intended, run %s", tr.File, tr.From, compare.TextDiff(want, got), matrix.UpdateCommand(c))
		res.Problems = append(res.Problems, tr.Message)
	default:
		tr.Status = report.StatusPass
	}
	return nil
}
