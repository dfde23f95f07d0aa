package a11y

import (
	"fmt"
	"image"
	"math"
)

// MinContrast is the contrast a focus indicator's pixels must have against
// the same pixels unfocused (WCAG 2.4.13, 1.4.11).
const MinContrast = 3.0

// Focus is what focusing a stop changed in the pixels around its box.
type Focus struct {
	Changed int // pixels that differ between the two crops
	// Solid counts the changed pixels whose contrast with what they replace
	// is at least MinContrast; Edge, the weaker ones that touch a solid one:
	// the anti-aliased rim of the indicator, which WCAG lets a measure
	// ignore. Edge pixels count half toward the area, as a rim pixel is
	// about half covered.
	Solid, Edge int
	Need        float64 // the area of a 2 px line along the box's inside edge (MinArea)
}

// Area is the indicator's area: its solid pixels and half its rim.
func (f Focus) Area() float64 { return float64(f.Solid) + float64(f.Edge)/2 }

// Visible reports whether the indicator is at least as large as Need.
func (f Focus) Visible() bool { return f.Area() >= f.Need }

// String says what was measured, for a failure message.
func (f Focus) String() string {
	return fmt.Sprintf("%d pixels changed, %d of them at %.0f:1 or more against what they replace and %d on their rim: an indicator of %.0f px², need %.0f (a 2 px line along the box's edge)", f.Changed, f.Solid, MinContrast, f.Edge, f.Area(), f.Need)
}

// MinArea is the area of a 2 px thick line along the inside of box, as
// much of it as lies in view, the box's corners rounded by radii (top-left,
// top-right, bottom-right, bottom-left, in px): WCAG 2.4.13's "2 CSS pixel
// thick perimeter of the unfocused component". A whole box with square
// corners needs 4w + 4h - 16; of a box taller than the window, only the
// sides the window shows count.
func MinArea(box, view image.Rectangle, radii [4]float64) float64 {
	if box.Dx() <= 0 || box.Dy() <= 0 {
		return 0
	}
	line := min(2, box.Dx(), box.Dy())
	// The strips as literals: image.Rect would swap the ends of one that
	// is empty.
	top, bottom := box.Min.Y+line, max(box.Max.Y-line, box.Min.Y+line)
	strips := []image.Rectangle{
		{box.Min, image.Pt(box.Max.X, top)},
		{image.Pt(box.Min.X, bottom), box.Max},
		{image.Pt(box.Min.X, top), image.Pt(box.Min.X+line, bottom)},
		{image.Pt(max(box.Max.X-line, box.Min.X+line), top), image.Pt(box.Max.X, bottom)},
	}
	area := 0.0
	for _, s := range strips {
		v := s.Intersect(view)
		area += float64(v.Dx() * v.Dy())
	}
	corners := []image.Point{box.Min, {box.Max.X - 1, box.Min.Y}, box.Max.Sub(image.Pt(1, 1)), {box.Min.X, box.Max.Y - 1}}
	for i, r := range radii {
		r = min(max(r, 0), float64(box.Dx())/2, float64(box.Dy())/2)
		if corners[i].In(view) {
			inner := max(r-2, 0)
			area -= (1 - math.Pi/4) * (r*r - inner*inner)
		}
	}
	return max(area, 0)
}

// MeasureFocus compares the crops of a stop focused and unfocused (the same
// rectangle of the page) pixel by pixel; need is the stop's MinArea. Crops
// of different sizes change every pixel.
func MeasureFocus(focused, unfocused *image.NRGBA, need float64) Focus {
	f := Focus{Need: need}
	r := focused.Bounds()
	if r.Size() != unfocused.Bounds().Size() {
		f.Changed = r.Dx() * r.Dy()
		return f
	}
	d := unfocused.Bounds().Min.Sub(r.Min)
	const (
		same = iota
		weak
		solid
	)
	kind := make([]uint8, r.Dx()*r.Dy())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			a, b := focused.NRGBAAt(x, y), unfocused.NRGBAAt(x+d.X, y+d.Y)
			if a == b {
				continue
			}
			f.Changed++
			i := (y-r.Min.Y)*r.Dx() + x - r.Min.X
			kind[i] = weak
			if Contrast(a.R, a.G, a.B, b.R, b.G, b.B) >= MinContrast {
				kind[i] = solid
				f.Solid++
			}
		}
	}
	for y := range r.Dy() {
		for x := range r.Dx() {
			if kind[y*r.Dx()+x] == weak && touches(kind, r.Dx(), r.Dy(), x, y, solid) {
				f.Edge++
			}
		}
	}
	return f
}

// touches reports whether a pixel next to (x, y), diagonals included, is of
// kind k.
func touches(kind []uint8, w, h, x, y int, k uint8) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			nx, ny := x+dx, y+dy
			if (dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < w && ny < h && kind[ny*w+nx] == k {
				return true
			}
		}
	}
	return false
}

// Contrast is the WCAG contrast ratio of two sRGB colours, 1 to 21.
func Contrast(r1, g1, b1, r2, g2, b2 uint8) float64 {
	l1, l2 := luminance(r1, g1, b1), luminance(r2, g2, b2)
	if l1 < l2 {
		l1, l2 = l2, l1
	}
	return (l1 + 0.05) / (l2 + 0.05)
}

// luminance is the relative luminance of an sRGB colour (WCAG 2).
func luminance(r, g, b uint8) float64 {
	c := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*c(r) + 0.7152*c(g) + 0.0722*c(b)
}
