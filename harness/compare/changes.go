package compare

import (
	"image"
	"image/color"
)

// ChangeSet is the set of pixels a capture's change touched, within its bounds.
type ChangeSet struct {
	Bounds image.Rectangle
	bits   []bool // Bounds.Dx()*Bounds.Dy(), row by row
	n      int
}

// ChangedPixels reads the pixels that a diff image (Diff.Image, or its file
// in a report) marks as changed or excused as anti-aliasing; when it marks
// none, the faint ones, which then are the change. Faint pixels beside a
// change are left out: they are where rendering jitters (an icon's edge a
// few levels apart), and would make one change look like two. Its bounds
// are theirs.
func ChangedPixels(diff *image.NRGBA) *ChangeSet {
	m := changedPixels(diff, func(c color.NRGBA) bool { return c == diffRed || c == diffYellow })
	if m.n == 0 {
		m = changedPixels(diff, func(c color.NRGBA) bool { return c == diffBlue })
	}
	return m
}

func changedPixels(diff *image.NRGBA, marked func(color.NRGBA) bool) *ChangeSet {
	var bounds image.Rectangle
	for y := diff.Rect.Min.Y; y < diff.Rect.Max.Y; y++ {
		for x := diff.Rect.Min.X; x < diff.Rect.Max.X; x++ {
			if marked(diff.NRGBAAt(x, y)) {
				bounds = bounds.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	m := &ChangeSet{Bounds: bounds, bits: make([]bool, bounds.Dx()*bounds.Dy())}
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			if marked(diff.NRGBAAt(x, y)) {
				m.bits[(y-bounds.Min.Y)*bounds.Dx()+x-bounds.Min.X] = true
				m.n++
			}
		}
	}
	return m
}

// Overlap is the intersection over union of two masks' pixels.
func (m *ChangeSet) Overlap(o *ChangeSet) float64 {
	inter := m.Bounds.Intersect(o.Bounds)
	both := 0
	for y := inter.Min.Y; y < inter.Max.Y; y++ {
		for x := inter.Min.X; x < inter.Max.X; x++ {
			if m.at(x, y) && o.at(x, y) {
				both++
			}
		}
	}
	union := m.n + o.n - both
	if union == 0 {
		return 1
	}
	return float64(both) / float64(union)
}

// Sample returns up to n of the set's pixels, spread evenly over them in
// row order.
func (m *ChangeSet) Sample(n int) []image.Point {
	if m.n == 0 || n <= 0 {
		return nil
	}
	step := max(1, m.n/n)
	var out []image.Point
	i := 0
	for y := m.Bounds.Min.Y; y < m.Bounds.Max.Y; y++ {
		for x := m.Bounds.Min.X; x < m.Bounds.Max.X; x++ {
			if !m.at(x, y) {
				continue
			}
			if i%step == 0 && len(out) < n {
				out = append(out, image.Pt(x, y))
			}
			i++
		}
	}
	return out
}

func (m *ChangeSet) at(x, y int) bool {
	return m.bits[(y-m.Bounds.Min.Y)*m.Bounds.Dx()+x-m.Bounds.Min.X]
}

// The colours a diff image marks pixels with.
var (
	diffRed    = color.NRGBA{255, 0, 0, 255}
	diffYellow = color.NRGBA{255, 255, 0, 255}
	diffBlue   = color.NRGBA{0, 120, 255, 255}
)
