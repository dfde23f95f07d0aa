// Package compare holds the verdicts on what a cell shows: the strict and
// drift rules a capture is judged by against its baseline, the diff image
// and the set of pixels it marks, and the first line two page texts differ
// on. It reads no file and needs no browser.
package compare

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"strings"
)

// Tolerance is a rule for how far an actual capture may stray from its
// baseline.
type Tolerance struct {
	// Rule names the tolerance in failure messages and the report.
	Rule string
	// Threshold is the smallest perceived colour difference that counts as a
	// change, from 0 to 1, as in pixelmatch (0.1 there by default): the squared
	// YIQ distance of two pixels is measured against 35215 * Threshold².
	Threshold float64
	// AntiAliasing excuses changed pixels that look like the anti-aliased
	// edge of a shape (pixelmatch's detector).
	AntiAliasing bool
	// MinCluster is the size, in pixels, of the smallest group of touching
	// counted pixels that fails the comparison: at 1, any counted pixel fails.
	MinCluster int
	// Floor is the perceived difference (on the scale of Threshold) under
	// which two pixels count as the same: no person tells 1 or 2 levels apart.
	Floor float64
	// MaxFaint, when above 0, is how many pixels may differ between Floor and
	// Threshold: past it, a faint change spread over a surface (a colour moved
	// by a few levels) fails too.
	MaxFaint int
}

// Strict is the rule of a capture whose baseline was made in the environment
// of the run. Rendering there is deterministic but for one thing measured on
// the whole matrix: an SVG path or a glyph edge now and then rasterised a few
// levels apart (at most 10 levels in a channel, at most 42 pixels of a
// capture, a perceived difference under 0.03). So a pixel counts from a
// perceived difference of 0.05, about 13 grey levels; nothing is excused as
// anti-aliasing; one counted pixel fails; and more than 100 pixels that differ
// faintly (from 0.012, about 3 grey levels, to 0.05) fail too.
var Strict = Tolerance{Rule: "strict", Threshold: 0.05, AntiAliasing: false, MinCluster: 1, Floor: 0.012, MaxFaint: 100}

// Drift is the rule of a capture whose baseline was made in another
// environment (another Chromium build, other fonts, another CPU): glyph
// rasterisation and anti-aliasing may move there with nothing changed on the
// page. It counts pixels whose perceived colour moved by more than 0.1, not on
// an anti-aliased edge, and fails on a group of 6 touching ones: scattered
// pixels and edge jitter pass, a changed 20x20 block or a recoloured 1-pixel
// border fails.
var Drift = Tolerance{Rule: "drift", Threshold: 0.1, AntiAliasing: true, MinCluster: 6}

// Diff is the verdict of Compare.
type Diff struct {
	Rule        string          // the tolerance's Rule
	Equal       bool            // identical pixels: the fast path
	Pass        bool            // within the rule; true when Equal
	SizeWant    image.Point     // the baseline's size
	SizeGot     image.Point     // the capture's size
	Changed     int             // counted pixels: differing beyond the threshold and not excused as anti-aliasing
	Faint       int             // pixels that differ under the threshold
	AntiAliased int             // pixels excused as anti-aliasing
	Regions     int             // groups of touching counted pixels
	Cluster     int             // size of the largest group
	Box         image.Rectangle // bounds of that group
	Bounds      image.Rectangle // bounds of every pixel that differs
	MaxFaint    int             // the rule's MaxFaint
	Image       *image.NRGBA    // the diff image: the baseline faded, counted pixels red, excused ones yellow, faint ones blue; nil when Equal
}

// String says why the capture failed or passed, for a failure message: the
// changed pixels, the largest changed region and its box, and the rule.
func (d Diff) String() string {
	switch {
	case d.Equal:
		return "identical"
	case d.SizeWant != d.SizeGot:
		return fmt.Sprintf("size changed from %dx%d to %dx%d (rule %s)", d.SizeWant.X, d.SizeWant.Y, d.SizeGot.X, d.SizeGot.Y, d.Rule)
	}
	var parts []string
	if d.Changed > 0 {
		parts = append(parts, fmt.Sprintf("%d changed pixels in %d regions, the largest %d px at %v", d.Changed, d.Regions, d.Cluster, d.Box))
	}
	if d.AntiAliased > 0 {
		parts = append(parts, fmt.Sprintf("%d on anti-aliased edges", d.AntiAliased))
	}
	if d.Faint > 0 {
		f := fmt.Sprintf("%d differ faintly", d.Faint)
		if d.MaxFaint > 0 && d.Faint > d.MaxFaint {
			f += fmt.Sprintf(" (more than the %d the rule allows)", d.MaxFaint)
		}
		parts = append(parts, f)
	}
	if len(parts) == 0 {
		parts = append(parts, "no pixel differs by more than the rule's floor")
	}
	return strings.Join(parts, "; ") + fmt.Sprintf(", all within %v (rule %s)", d.Bounds, d.Rule)
}

// NRGBA returns img as an *image.NRGBA whose bounds start at 0,0 and whose
// rows follow one another in Pix, converting only when it is not one
// already. NRGBA is the harness's one pixel format:
// PNG stores it as it is, so decoding and encoding lose nothing.
func NRGBA(img image.Image) *image.NRGBA {
	if m, ok := img.(*image.NRGBA); ok && m.Rect.Min == (image.Point{}) && m.Stride == 4*m.Rect.Dx() {
		return m
	}
	b := img.Bounds()
	m := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(m, m.Rect, img, b.Min, draw.Src)
	return m
}

// Compare measures got against want by the rule tol: identical pixels first,
// then a perceptual diff after pixelmatch, judged by its largest cluster of
// counted pixels rather than by a global count.
func Compare(want, got image.Image, tol Tolerance) Diff {
	a, b := NRGBA(want), NRGBA(got)
	d := Diff{Rule: tol.Rule, MaxFaint: tol.MaxFaint, SizeWant: a.Rect.Size(), SizeGot: b.Rect.Size()}
	if d.SizeWant == d.SizeGot && bytes.Equal(a.Pix, b.Pix) {
		d.Equal, d.Pass = true, true
		return d
	}
	w, h := max(a.Rect.Dx(), b.Rect.Dx()), max(a.Rect.Dy(), b.Rect.Dy())
	d.Image = image.NewNRGBA(image.Rect(0, 0, w, h))
	mask := make([]bool, w*h)
	maxDelta := 35215 * tol.Threshold * tol.Threshold
	floorDelta := 35215 * tol.Floor * tol.Floor
	red, yellow, blue := diffRed, diffYellow, diffBlue
	for y := range h {
		for x := range w {
			inA := x < a.Rect.Dx() && y < a.Rect.Dy()
			inB := x < b.Rect.Dx() && y < b.Rect.Dy()
			if !inA || !inB {
				d.Image.SetNRGBA(x, y, red)
				mask[y*w+x] = true
				d.Changed++
				d.Bounds = d.Bounds.Union(image.Rect(x, y, x+1, y+1))
				continue
			}
			delta := colorDelta(a, b, x, y, x, y, false)
			if delta != 0 {
				d.Bounds = d.Bounds.Union(image.Rect(x, y, x+1, y+1))
			}
			switch {
			case abs(delta) <= floorDelta:
				d.Image.SetNRGBA(x, y, faded(a, x, y))
			case abs(delta) <= maxDelta:
				d.Image.SetNRGBA(x, y, blue)
				d.Faint++
			case tol.AntiAliasing && (antialiased(a, b, x, y) || antialiased(b, a, x, y)):
				d.Image.SetNRGBA(x, y, yellow)
				d.AntiAliased++
			default:
				d.Image.SetNRGBA(x, y, red)
				mask[y*w+x] = true
				d.Changed++
			}
		}
	}
	d.Regions, d.Cluster, d.Box = clusters(mask, w, h)
	d.Pass = d.SizeWant == d.SizeGot && d.Cluster < tol.MinCluster && (tol.MaxFaint == 0 || d.Faint <= tol.MaxFaint)
	return d
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

// clusters counts the 8-connected groups of true cells in mask and finds the
// largest and its bounds.
func clusters(mask []bool, w, h int) (regions, best int, bestBox image.Rectangle) {
	seen := make([]bool, len(mask))
	var stack []int
	for start, on := range mask {
		if !on || seen[start] {
			continue
		}
		n := 0
		box := image.Rect(start%w, start/w, start%w+1, start/w+1)
		stack = append(stack[:0], start)
		seen[start] = true
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			n++
			x, y := i%w, i/w
			box = box.Union(image.Rect(x, y, x+1, y+1))
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					nx, ny := x+dx, y+dy
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					j := ny*w + nx
					if mask[j] && !seen[j] {
						seen[j] = true
						stack = append(stack, j)
					}
				}
			}
		}
		regions++
		if n > best {
			best, bestBox = n, box
		}
	}
	return regions, best, bestBox
}

// faded is the baseline pixel as a light grey, the background of the diff.
func faded(m *image.NRGBA, x, y int) color.NRGBA {
	r, g, b := blended(m, x, y)
	v := uint8(255 + (yiqY(r, g, b)-255)*0.1)
	return color.NRGBA{v, v, v, 255}
}

// blended is the pixel composed over white.
func blended(m *image.NRGBA, x, y int) (r, g, b float64) {
	i := m.PixOffset(x, y)
	p := m.Pix[i : i+4 : i+4]
	r, g, b = float64(p[0]), float64(p[1]), float64(p[2])
	if p[3] < 255 {
		a := float64(p[3]) / 255
		r, g, b = 255+(r-255)*a, 255+(g-255)*a, 255+(b-255)*a
	}
	return r, g, b
}

func yiqY(r, g, b float64) float64 { return r*0.29889531 + g*0.58662247 + b*0.11448223 }
func yiqI(r, g, b float64) float64 { return r*0.59597799 - g*0.27417610 - b*0.32180189 }
func yiqQ(r, g, b float64) float64 { return r*0.21147017 - g*0.52261711 + b*0.31114694 }

// colorDelta is pixelmatch's perceived difference of two pixels: the squared
// YIQ distance, negative when the second pixel is brighter; with yOnly, the
// difference in brightness alone.
func colorDelta(a, b *image.NRGBA, ax, ay, bx, by int, yOnly bool) float64 {
	i, j := a.PixOffset(ax, ay), b.PixOffset(bx, by)
	if [4]byte(a.Pix[i:i+4]) == [4]byte(b.Pix[j:j+4]) {
		return 0
	}
	r1, g1, b1 := blended(a, ax, ay)
	r2, g2, b2 := blended(b, bx, by)
	y1, y2 := yiqY(r1, g1, b1), yiqY(r2, g2, b2)
	y := y1 - y2
	if yOnly {
		return y
	}
	iq := yiqI(r1, g1, b1) - yiqI(r2, g2, b2)
	q := yiqQ(r1, g1, b1) - yiqQ(r2, g2, b2)
	delta := 0.5053*y*y + 0.299*iq*iq + 0.1957*q*q
	if y1 > y2 {
		return -delta
	}
	return delta
}

// antialiased reports whether the pixel at x,y of a is likely part of an
// anti-aliased edge, in the way of pixelmatch (after Vysniauskas, 2009): its
// neighbours hold both a darker and a brighter pixel, few equal ones, and the
// extreme neighbour sits in a flat area in both images.
func antialiased(a, b *image.NRGBA, x1, y1 int) bool {
	w, h := a.Rect.Dx(), a.Rect.Dy()
	x0, y0, x2, y2 := max(x1-1, 0), max(y1-1, 0), min(x1+1, w-1), min(y1+1, h-1)
	zeroes := 0
	if x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 {
		zeroes = 1
	}
	var lo, hi float64
	var loX, loY, hiX, hiY int
	for x := x0; x <= x2; x++ {
		for y := y0; y <= y2; y++ {
			if x == x1 && y == y1 {
				continue
			}
			delta := colorDelta(a, a, x1, y1, x, y, true)
			switch {
			case delta == 0:
				zeroes++
				if zeroes > 2 {
					return false
				}
			case delta < lo:
				lo, loX, loY = delta, x, y
			case delta > hi:
				hi, hiX, hiY = delta, x, y
			}
		}
	}
	if lo == 0 || hi == 0 {
		return false
	}
	return (manySiblings(a, loX, loY) && manySiblings(b, loX, loY)) ||
		(manySiblings(a, hiX, hiY) && manySiblings(b, hiX, hiY))
}

// manySiblings reports whether the pixel has three or more identical
// neighbours (the image's border counts as one).
func manySiblings(m *image.NRGBA, x1, y1 int) bool {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	if x1 >= w || y1 >= h {
		return false
	}
	x0, y0, x2, y2 := max(x1-1, 0), max(y1-1, 0), min(x1+1, w-1), min(y1+1, h-1)
	zeroes := 0
	if x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 {
		zeroes = 1
	}
	i := m.PixOffset(x1, y1)
	px := [4]byte(m.Pix[i : i+4])
	for x := x0; x <= x2; x++ {
		for y := y0; y <= y2; y++ {
			if x == x1 && y == y1 {
				continue
			}
			j := m.PixOffset(x, y)
			if [4]byte(m.Pix[j:j+4]) == px {
				zeroes++
				if zeroes > 2 {
					return true
				}
			}
		}
	}
	return false
}
