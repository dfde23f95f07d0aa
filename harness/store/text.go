package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/tessera-ds/tessera/harness/matrix"
)

// TextKind is what a text baseline holds: Of names it ("" the page's words,
// "tree", "examples", "keys"), and Part is the example and state it holds the tree of
// ("menu@open"), if any.
type TextKind struct{ Of, Part string }

// The text baselines. Pixels hold the first screen and the live examples;
// Words holds the rest of what a reader sees, down to the page's last line (a
// word changed below the first screen, or an example's title, fails there);
// Tree holds what a screen reader hears, the accessibility tree
// (harness/a11y.Tree), Examples the branches of that tree that are the live
// examples (a11y.Branch: what a locale changes), and Keys what a keyboard
// reader meets, the focus stops of Tab (a11y.Path). StateTree is the tree of
// what a state of an example shows, StateKeys the keyboard path inside what
// it opened.
var (
	Words    = TextKind{}
	Tree     = TextKind{Of: "tree"}
	Examples = TextKind{Of: "examples"}
	Keys     = TextKind{Of: "keys"}
)

// StateTree is the kind of the accessibility tree of a state (part is
// "<example>@<state>", as in its capture's Key.Example).
func StateTree(part string) TextKind { return TextKind{Of: Tree.Of, Part: part} }

// StateKeys is the kind of the keyboard path inside what a state opened.
func StateKeys(part string) TextKind { return TextKind{Of: Keys.Of, Part: part} }

// What names what a text of the kind holds, for messages.
func (k TextKind) What() string {
	switch {
	case k.Of == Tree.Of && k.Part != "":
		return "the accessibility tree of " + k.Part
	case k.Of == Keys.Of && k.Part != "":
		return "the keyboard path inside " + k.Part
	case k == Tree:
		return "the accessibility tree"
	case k == Examples:
		return "the accessibility tree of the examples"
	case k == Keys:
		return "the keyboard path"
	}
	return "the page's text"
}

// TextFile is the text baseline of the kind of a cell, below the store:
// <route>/<width>-<theme>-<locale>.txt for its words, .tree.txt for its
// accessibility tree, .examples.txt for its examples' tree, .keys.txt for its
// keyboard path, beside its first screen; -<example>@<state>.tree.txt for a
// state's tree and .keys.txt for the path inside it, beside its capture. A cell has a file of its own only where
// its text differs from the one it is held against when it has none
// (judge.Judge.Ref: a wider width's, the next narrower one's; a locale's at
// the narrowest width, the en-US one's): most pages say the same at every
// width, and most examples in every locale.
func TextFile(c matrix.Cell, kind TextKind) string {
	name := cellPrefix(c.Width, c.Theme, c.Locale)
	if kind.Part != "" {
		name += "-" + kind.Part
	}
	if kind.Of != "" {
		name += "." + kind.Of
	}
	return c.Route.Slug + "/" + name + ".txt"
}

func (s *Store) textPath(c matrix.Cell, kind TextKind) string {
	return filepath.Join(s.Dir, filepath.FromSlash(TextFile(c, kind)))
}

// ReadText reads the cell's text baseline of the kind; a missing one returns
// an error that wraps fs.ErrNotExist.
func (s *Store) ReadText(c matrix.Cell, kind TextKind) (string, error) {
	b, err := os.ReadFile(s.textPath(c, kind))
	return string(b), err
}

// WriteText writes the cell's text baseline of the kind, through a temporary
// file.
func (s *Store) WriteText(c matrix.Cell, kind TextKind, text string) error {
	return WriteFileAtomic(s.textPath(c, kind), []byte(text))
}

// RemoveText deletes the cell's text baseline of the kind; a missing one is
// not an error.
func (s *Store) RemoveText(c matrix.Cell, kind TextKind) error {
	err := os.Remove(s.textPath(c, kind))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// StateTexts lists the cell's state texts in the store: the trees and
// keyboard paths of its states (kinds with a Part).
func (s *Store) StateTexts(c matrix.Cell) ([]TextKind, error) {
	entries, err := os.ReadDir(filepath.Join(s.Dir, c.Route.Slug))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	prefix := cellPrefix(c.Width, c.Theme, c.Locale) + "-"
	var kinds []TextKind
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok {
			continue
		}
		for _, of := range []string{Tree.Of, Keys.Of} {
			if part, found := strings.CutSuffix(rest, "."+of+".txt"); found && strings.Contains(part, "@") {
				kinds = append(kinds, TextKind{Of: of, Part: part})
			}
		}
	}
	return kinds, nil
}
