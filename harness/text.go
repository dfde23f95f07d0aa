package harness

import (
	"context"
	"fmt"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
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
	if c.Width == w.run.Site.Breakpoints[0] {
		w.liveText = &got
	}
	tr, err := w.run.judge().Text(c, got, w.liveText)
	if err != nil {
		return err
	}
	res.Text = tr
	if tr.Message != "" {
		res.Problems = append(res.Problems, tr.Message)
	}
	return nil
}
