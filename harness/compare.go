package harness

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
)

// Tolerance sets how far an actual capture may stray from its baseline.
type Tolerance struct {
	// Threshold is the smallest perceived colour difference that counts as a
	// change, from 0 to 1, as in pixelmatch (0.1 there by default): the squared
	// YIQ distance of two pixels is measured against 35215 * Threshold².
	Threshold float64
	// MinCluster is the size, in pixels, of the smallest group of touching
	// changed pixels that fails the comparison. Anti-aliased pixels never count,
	// and smaller groups are noise: scattered single pixels pass, a changed 20x20
	// block or a recoloured 1-pixel border fails.
	MinCluster int
}

// DefaultTolerance is the tolerance the harness compares captures with.
var DefaultTolerance = Tolerance{Threshold: 0.1, MinCluster: 6}

// Diff is the verdict of Compare.
type Diff struct {
	Equal       bool            // identical pixels: the fast path
	Pass        bool            // no cluster of MinCluster changed pixels or more; true when Equal
	SizeWant    image.Point     // the baseline's size
	SizeGot     image.Point     // the capture's size
	Changed     int             // changed pixels that are not anti-aliasing
	AntiAliased int             // changed pixels explained by anti-aliasing
	Cluster     int             // size of the largest group of touching changed pixels
	Box         image.Rectangle // bounds of that group
	Image       *image.NRGBA    // the diff image: the baseline faded, changes red, anti-aliasing yellow; nil when Equal
}

// String summarises the diff for a failure message.
func (d Diff) String() string {
	switch {
	case d.Equal:
		return "identical"
	case d.SizeWant != d.SizeGot:
		return fmt.Sprintf("size changed from %dx%d to %dx%d", d.SizeWant.X, d.SizeWant.Y, d.SizeGot.X, d.SizeGot.Y)
	}
	return fmt.Sprintf("%d changed pixels (%d more anti-aliased), largest cluster %d px at %v",
		d.Changed, d.AntiAliased, d.Cluster, d.Box)
}

// NRGBA returns img as an *image.NRGBA whose bounds start at 0,0, converting
// only when it is not one already. NRGBA is the harness's one pixel format:
// PNG stores it as it is, so decoding and encoding lose nothing.
func NRGBA(img image.Image) *image.NRGBA {
	if m, ok := img.(*image.NRGBA); ok && m.Rect.Min == (image.Point{}) {
		return m
	}
	b := img.Bounds()
	m := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(m, m.Rect, img, b.Min, draw.Src)
	return m
}

// Compare measures got against want: identical pixels first, then a
// perceptual, anti-aliasing aware diff after pixelmatch, judged by its largest
// cluster of changed pixels rather than by a global count.
func Compare(want, got image.Image, tol Tolerance) Diff {
	a, b := NRGBA(want), NRGBA(got)
	d := Diff{SizeWant: a.Rect.Size(), SizeGot: b.Rect.Size()}
	if d.SizeWant == d.SizeGot && bytes.Equal(a.Pix, b.Pix) {
		d.Equal, d.Pass = true, true
		return d
	}
	w, h := max(a.Rect.Dx(), b.Rect.Dx()), max(a.Rect.Dy(), b.Rect.Dy())
	d.Image = image.NewNRGBA(image.Rect(0, 0, w, h))
	mask := make([]bool, w*h)
	maxDelta := 35215 * tol.Threshold * tol.Threshold
	red := color.NRGBA{255, 0, 0, 255}
	yellow := color.NRGBA{255, 255, 0, 255}
	for y := range h {
		for x := range w {
			inA := x < a.Rect.Dx() && y < a.Rect.Dy()
			inB := x < b.Rect.Dx() && y < b.Rect.Dy()
			if !inA || !inB {
				d.Image.SetNRGBA(x, y, red)
				mask[y*w+x] = true
				d.Changed++
				continue
			}
			delta := colorDelta(a, b, x, y, x, y, false)
			switch {
			case abs(delta) <= maxDelta:
				d.Image.SetNRGBA(x, y, faded(a, x, y))
			case antialiased(a, b, x, y) || antialiased(b, a, x, y):
				d.Image.SetNRGBA(x, y, yellow)
				d.AntiAliased++
			default:
				d.Image.SetNRGBA(x, y, red)
				mask[y*w+x] = true
				d.Changed++
			}
		}
	}
	d.Cluster, d.Box = largestCluster(mask, w, h)
	d.Pass = d.SizeWant == d.SizeGot && d.Cluster < tol.MinCluster
	return d
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

// largestCluster finds the largest 8-connected group of true cells in mask.
func largestCluster(mask []bool, w, h int) (int, image.Rectangle) {
	seen := make([]bool, len(mask))
	var stack []int
	best, bestBox := 0, image.Rectangle{}
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
		if n > best {
			best, bestBox = n, box
		}
	}
	return best, bestBox
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
