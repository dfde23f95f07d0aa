package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/tessera-ds/tessera/harness/matrix"
)

// TextFile is the baseline of the words of a base cell's page below the
// store: <route>/<width>-default-en-US.txt, beside its first screen. Pixels
// hold the first screen and the live examples; the text holds the rest of
// what a reader sees, down to the page's last line: a word changed below the
// first screen, or an example's title, fails here. The narrowest width's
// file always exists; a wider width has a file of its own only when its text
// differs from the narrowest's (most pages say the same at every width).
func TextFile(c matrix.Cell) string {
	return c.Route.Slug + "/" + cellPrefix(c.Width, c.Theme, c.Locale) + ".txt"
}

func (s *Store) textPath(c matrix.Cell) string {
	return filepath.Join(s.Dir, filepath.FromSlash(TextFile(c)))
}

// ReadText reads the cell's text baseline; a missing one returns an error
// that wraps fs.ErrNotExist.
func (s *Store) ReadText(c matrix.Cell) (string, error) {
	b, err := os.ReadFile(s.textPath(c))
	return string(b), err
}

// WriteText writes the cell's text baseline, through a temporary file.
func (s *Store) WriteText(c matrix.Cell, text string) error {
	return WriteFileAtomic(s.textPath(c), []byte(text))
}

// RemoveText deletes the cell's text baseline; a missing one is not an error.
func (s *Store) RemoveText(c matrix.Cell) error {
	err := os.Remove(s.textPath(c))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
