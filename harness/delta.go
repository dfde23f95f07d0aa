package harness

import (
	"errors"
	"fmt"
	"image"
	"strconv"
	"strings"
)

// Against names what a capture may be stored against: the capture Base, in
// the region In (none: the whole image). The store writes a capture as a
// delta of its base when that is smaller: the pixels of In that equal the
// base's are left transparent, every other pixel is kept. A capture equal to
// its whole-image base has no file of its own, as a locale capture equal to
// its twin never had.
//
// What repeats across captures is what they are stored against: a locale
// capture against its en-US twin (the library's labels change, the rest
// does not); an example at a narrower width against the same example at the
// widest (most of an example does not reflow); a navbar against the same
// navbar on the first route of its section (the same menu); a first screen
// against the first screen of the first route of its section, in the shell
// only (the navbar and the action bar), so that a change to that route's own
// content never rewrites another route's file.
//
// At is where the capture's top left corner lies in its base, chosen by the
// store when it writes a whole-image delta: an example whose box starts at a
// fractional y is clipped from the pixel row above it, so the same example
// at two widths can sit one pixel apart in their captures.
type Against struct {
	Base Key
	In   []image.Rectangle
	At   image.Point
}

// deltaPrefix starts the note of a delta file: "delta-of <file>[ at
// dx,dy][ in x0,y0,x1,y1 ...]".
const deltaPrefix = "delta-of "

// Note is the delta's note in the PNG, which says what to compose it with.
func (a Against) Note() string {
	var b strings.Builder
	b.WriteString(deltaPrefix + a.Base.File())
	if a.At != (image.Point{}) {
		fmt.Fprintf(&b, " at %d,%d", a.At.X, a.At.Y)
	}
	for i, r := range a.In {
		if i == 0 {
			b.WriteString(" in")
		}
		fmt.Fprintf(&b, " %d,%d,%d,%d", r.Min.X, r.Min.Y, r.Max.X, r.Max.Y)
	}
	return b.String()
}

// ParseAgainst reads a delta's note (Against.Note).
func ParseAgainst(note string) (Against, error) {
	rest, ok := strings.CutPrefix(note, deltaPrefix)
	if !ok {
		return Against{}, fmt.Errorf("note %q: want %q and a baseline file", note, deltaPrefix)
	}
	file, region, hasRegion := strings.Cut(rest, " in ")
	file, at, hasAt := strings.Cut(file, " at ")
	base, err := ParseKey(file)
	if err != nil {
		return Against{}, err
	}
	a := Against{Base: base}
	if hasAt {
		x, y, ok := strings.Cut(at, ",")
		var errX, errY error
		a.At.X, errX = strconv.Atoi(x)
		a.At.Y, errY = strconv.Atoi(y)
		if !ok || errX != nil || errY != nil {
			return Against{}, fmt.Errorf("note %q: offset %q: want dx,dy", note, at)
		}
	}
	if hasRegion {
		for _, f := range strings.Fields(region) {
			var n [4]int
			parts := strings.Split(f, ",")
			if len(parts) != 4 {
				return Against{}, fmt.Errorf("note %q: rectangle %q: want x0,y0,x1,y1", note, f)
			}
			for i, p := range parts {
				if n[i], err = strconv.Atoi(p); err != nil {
					return Against{}, fmt.Errorf("note %q: rectangle %q: %w", note, f, err)
				}
			}
			a.In = append(a.In, image.Rect(n[0], n[1], n[2], n[3]))
		}
	}
	return a, nil
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

// errNotOpaque is why a capture with transparent pixels is stored whole: a
// delta's transparent pixels are those it takes from its base.
var errNotOpaque = errors.New("the capture has transparent pixels")

// bestOffset returns where img's top left corner best lies in base: the
// offset of at most one pixel either way at which the most pixels of img
// equal base's, (0,0) on a tie.
func bestOffset(img, base *image.NRGBA) image.Point {
	var best image.Point
	most := -1
	for _, at := range []image.Point{{0, 0}, {0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		if n := equalPixels(img, base, img.Rect, at); n > most {
			best, most = at, n
		}
	}
	return best
}

// equalPixels counts the pixels of img in r that equal base's at the same
// place moved by at.
func equalPixels(img, base *image.NRGBA, r image.Rectangle, at image.Point) int {
	r = r.Intersect(img.Rect).Intersect(base.Rect.Sub(at))
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i, j := img.PixOffset(x, y), base.PixOffset(x+at.X, y+at.Y)
			if [4]byte(img.Pix[i:i+4]) == [4]byte(base.Pix[j:j+4]) {
				n++
			}
		}
	}
	return n
}

// makeDelta returns img with the pixels of region (all of it when empty)
// that equal base's, at the same place moved by at, made transparent. The two
// may differ in size: they are compared where they overlap (an example at a
// narrower width, or a label longer in another locale, keeps the rest).
func makeDelta(img, base *image.NRGBA, region []image.Rectangle, at image.Point) (*image.NRGBA, error) {
	if !img.Opaque() {
		return nil, errNotOpaque
	}
	overlap := img.Rect.Intersect(base.Rect.Sub(at))
	if len(region) == 0 {
		region = []image.Rectangle{overlap}
	}
	d := image.NewNRGBA(img.Rect)
	for y := range img.Rect.Dy() {
		copy(d.Pix[d.PixOffset(0, y):d.PixOffset(img.Rect.Dx(), y)], img.Pix[img.PixOffset(0, y):])
	}
	for _, r := range region {
		r = r.Intersect(overlap)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				i, j := img.PixOffset(x, y), base.PixOffset(x+at.X, y+at.Y)
				if [4]byte(img.Pix[i:i+4]) == [4]byte(base.Pix[j:j+4]) {
					clear(d.Pix[d.PixOffset(x, y):][:4])
				}
			}
		}
	}
	return d, nil
}

// applyDelta composes a delta with its base: every transparent pixel of the
// delta takes the base's pixel at the same place moved by at.
func applyDelta(delta, base *image.NRGBA, at image.Point) (*image.NRGBA, error) {
	for y := range delta.Rect.Dy() {
		for x := range delta.Rect.Dx() {
			i := delta.PixOffset(x, y)
			if delta.Pix[i+3] != 0 {
				continue
			}
			p := image.Pt(x, y).Add(at)
			if !p.In(base.Rect) {
				return nil, fmt.Errorf("the delta takes pixel (%d,%d) from its base's (%d,%d), which is outside its %v", x, y, p.X, p.Y, base.Rect.Size())
			}
			j := base.PixOffset(p.X, p.Y)
			copy(delta.Pix[i:i+4], base.Pix[j:j+4])
		}
	}
	return delta, nil
}
