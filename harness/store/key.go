package store

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-ds/tessera/harness/matrix"
)

// Key names one capture of one cell: the first screen or the navbar when
// Example is empty, else the live example block with that id.
type Key struct {
	Slug    string
	Width   int
	Theme   string
	Locale  string
	Example string
}

// CaptureKey is the key of the capture of the cell named example ("" for the
// first screen or the navbar).
func CaptureKey(c matrix.Cell, example string) Key {
	return Key{Slug: c.Route.Slug, Width: c.Width, Theme: c.Theme, Locale: c.Locale, Example: example}
}

// Twin is the same capture in the base locale.
func (k Key) Twin() Key {
	k.Locale = matrix.BaseLocale
	return k
}

// File is the capture's file below the store:
// <route>/<width>-<theme>-<locale>[-<example-id>].png.
func (k Key) File() string {
	name := cellPrefix(k.Width, k.Theme, k.Locale)
	if k.Example != "" {
		name += "-" + k.Example
	}
	return k.Slug + "/" + name + ".png"
}

// String is the key's file, which is how people see it.
func (k Key) String() string { return k.File() }

func cellPrefix(width int, theme, locale string) string {
	return strconv.Itoa(width) + "-" + theme + "-" + locale
}

// ParseKey reads a capture's file below the store (Key.File):
// <route>/<width>-<theme>-<locale>[-<example-id>].png, where the locale is
// a language and a region, such as en-US.
func ParseKey(file string) (Key, error) {
	bad := func(why string) (Key, error) {
		return Key{}, fmt.Errorf("baseline %q: %s; want <route>/<width>-<theme>-<ll>-<RR>[-<example>].png", file, why)
	}
	slug, name, ok := strings.Cut(file, "/")
	if !ok || slug == "" || strings.Contains(name, "/") {
		return bad("not one route folder and a file")
	}
	name, ok = strings.CutSuffix(name, ".png")
	if !ok {
		return bad("not a .png file")
	}
	parts := strings.SplitN(name, "-", 5)
	if len(parts) < 4 {
		return bad("too few parts")
	}
	width, err := strconv.Atoi(parts[0])
	if err != nil || parts[1] == "" || len(parts[2]) != 2 || len(parts[3]) != 2 {
		return bad("no width, theme or locale")
	}
	k := Key{Slug: slug, Width: width, Theme: parts[1], Locale: parts[2] + "-" + parts[3]}
	if len(parts) == 5 {
		if parts[4] == "" {
			return bad("an empty example id")
		}
		k.Example = parts[4]
	}
	return k, nil
}
