package harness

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/chromedp/chromedp"
)

// TextFile is the baseline of the words of a base cell's page below the
// store: <route>/<width>-default-en-US.txt, beside its first screen. Pixels
// hold the first screen and the live examples; the text holds the rest of
// what a reader sees, down to the page's last line: a word changed below the
// first screen, or an example's title, fails here. The narrowest width's
// file always exists; a wider width has a file of its own only when its text
// differs from the narrowest's (most pages say the same at every width).
func TextFile(c Cell) string {
	return c.Route.Slug + "/" + cellPrefix(c.Width, c.Theme, c.Locale) + ".txt"
}

// TextResult is the verdict on a base cell's text.
type TextResult struct {
	File    string
	From    string // the file it was judged against: File, or the narrowest width's
	Status  string // StatusPass, StatusFail, StatusMissing, StatusTwin (same as the narrowest width's, no file) or StatusWritten
	Got     string // kept when it is to be written, or failed
	Message string // why it failed
}

// text reads the words of the cell's page and judges them: against the
// cell's own text file when it has one, else against the narrowest width's;
// under -update, it decides what commit writes or removes. Only a base cell
// has a text: a theme changes only the navbar, and a locale only the live
// examples, whose pixels are judged.
func (w *RouteWalk) text(ctx context.Context, c Cell, res *CellResult) error {
	if c.Themed() || c.Localized() {
		return nil
	}
	got, err := chromedp.Run(ctx, callScript[string]("text"))
	if err != nil {
		return fmt.Errorf("reading the page's text: %w", err)
	}
	narrow := c
	narrow.Width = w.run.Site.Breakpoints[0]
	isNarrow := c.Width == narrow.Width
	tr := &TextResult{File: TextFile(c)}
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
			tr.Status = StatusTwin
		case ownErr == nil && own == got:
			tr.Status = StatusPass
		default:
			tr.Status, tr.Got = StatusWritten, got
		}
		return nil
	}
	want := own
	tr.From = tr.File
	if errors.Is(ownErr, fs.ErrNotExist) && !isNarrow {
		want, err = w.run.Store.ReadText(narrow)
		tr.From = TextFile(narrow)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		ownErr = err
	}
	switch {
	case ownErr != nil:
		tr.Status, tr.Got = StatusMissing, got
		tr.Message = fmt.Sprintf("%s: no baseline: run %s", tr.File, UpdateCommand(narrow))
		res.Problems = append(res.Problems, tr.Message)
	case want != got:
		tr.Status, tr.Got = StatusFail, got
		tr.Message = fmt.Sprintf("%s: the page's text differs from %s: %s; if the change is intended, run %s", tr.File, tr.From, TextDiff(want, got), UpdateCommand(c))
		res.Problems = append(res.Problems, tr.Message)
	default:
		tr.Status = StatusPass
	}
	return nil
}

func (s Store) textPath(c Cell) string { return filepath.Join(s.Dir, filepath.FromSlash(TextFile(c))) }

// ReadText reads the cell's text baseline; a missing one returns an error
// that wraps fs.ErrNotExist.
func (s Store) ReadText(c Cell) (string, error) {
	b, err := os.ReadFile(s.textPath(c))
	return string(b), err
}

// WriteText writes the cell's text baseline, through a temporary file.
func (s Store) WriteText(c Cell, text string) error {
	return writeFileAtomic(s.textPath(c), []byte(text))
}

// RemoveText deletes the cell's text baseline; a missing one is not an error.
func (s Store) RemoveText(c Cell) error {
	err := os.Remove(s.textPath(c))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// maxQuote bounds a line quoted by TextDiff.
const maxQuote = 120

// TextDiff names the first line where got differs from want, quoting both
// (each cut to maxQuote characters), and counts the lines that differ.
func TextDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	first, n := -1, 0
	for i := range max(len(w), len(g)) {
		if i >= len(w) || i >= len(g) || w[i] != g[i] {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	if first < 0 {
		return "no line differs"
	}
	return fmt.Sprintf("line %d is %s, want %s (%d of %d lines differ)", first+1, quoteLine(g, first), quoteLine(w, first), n, max(len(w), len(g)))
}

func quoteLine(lines []string, i int) string {
	if i >= len(lines) {
		return "missing"
	}
	s := lines[i]
	if r := []rune(s); len(r) > maxQuote {
		s = string(r[:maxQuote]) + "…"
	}
	return fmt.Sprintf("%q", s)
}
