//go:build ignore

// gen writes the image fixtures of compare_test.go: a small interface-like
// picture with anti-aliased edges (base.png), the same with one 20x20 block
// recoloured (block.png), the same with scattered one-pixel changes on its
// anti-aliased edges (noise.png), the same with isolated pixels changed on
// its flat ground (dots.png), and a PNG cut short (corrupt.png).
//
// Run it from this folder: go run gen.go
package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
)

func main() {
	base := picture()
	write("base.png", base)

	block := clone(base)
	for y := 100; y < 120; y++ {
		for x := 150; x < 170; x++ {
			block.SetRGBA(x, y, color.RGBA{30, 90, 200, 255})
		}
	}
	write("block.png", block)

	noise := clone(base)
	rng := rand.New(rand.NewPCG(1, 2))
	edges := edgePixels(base)
	for _, i := range rng.Perm(len(edges))[:60] {
		p := edges[i]
		c := noise.RGBAAt(p.X, p.Y)
		// A glyph edge rendered with another hinting: a shift of some 25% in coverage.
		noise.SetRGBA(p.X, p.Y, color.RGBA{shift(c.R), shift(c.G), shift(c.B), 255})
	}
	write("noise.png", noise)

	// Isolated pixels of the flat white ground: real changes to pixelmatch,
	// but no cluster.
	dots := clone(base)
	for i := range 12 {
		dots.SetRGBA(130+i*13, 10+i%3*4, color.RGBA{90, 90, 90, 255})
	}
	write("dots.png", dots)

	var buf bytes.Buffer
	png.Encode(&buf, base)
	os.WriteFile("corrupt.png", buf.Bytes()[:buf.Len()/2], 0o644)
}

func shift(v uint8) uint8 {
	if v > 128 {
		return v - 64
	}
	return v + 64
}

// picture draws white ground, a dark disc, a blue rounded button and a thin
// diagonal line, each edge anti-aliased by its coverage of the pixel.
func picture() *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, 320, 200))
	for y := range 200 {
		for x := range 320 {
			px, py := float64(x)+0.5, float64(y)+0.5
			c := [3]float64{255, 255, 255}
			c = over(c, [3]float64{40, 40, 48}, cover(func(fx, fy float64) bool { return math.Hypot(fx-70, fy-70) < 40.3 }, px, py))
			c = over(c, [3]float64{220, 60, 60}, cover(func(fx, fy float64) bool {
				return fx > 130 && fx < 290 && fy > 85 && fy < 135 && roundCorner(fx, fy, 130, 85, 290, 135, 12)
			}, px, py))
			c = over(c, [3]float64{0, 0, 0}, cover(func(fx, fy float64) bool { return math.Abs((fy-150)-(fx-20)*0.3) < 0.7 && fx > 20 && fx < 300 }, px, py))
			m.SetRGBA(x, y, color.RGBA{uint8(c[0] + 0.5), uint8(c[1] + 0.5), uint8(c[2] + 0.5), 255})
		}
	}
	return m
}

func roundCorner(x, y, x0, y0, x1, y1, r float64) bool {
	cx, cy := math.Max(x0+r, math.Min(x, x1-r)), math.Max(y0+r, math.Min(y, y1-r))
	return math.Hypot(x-cx, y-cy) <= r
}

// cover is the share of 4x4 samples of the pixel centred at px,py inside the shape.
func cover(in func(x, y float64) bool, px, py float64) float64 {
	n := 0
	for i := range 4 {
		for j := range 4 {
			if in(px-0.5+(float64(i)+0.5)/4, py-0.5+(float64(j)+0.5)/4) {
				n++
			}
		}
	}
	return float64(n) / 16
}

func over(dst, src [3]float64, a float64) [3]float64 {
	for i := range dst {
		dst[i] = dst[i]*(1-a) + src[i]*a
	}
	return dst
}

// edgePixels lists pixels that differ from a neighbour: the anti-aliased edges.
func edgePixels(m *image.RGBA) []image.Point {
	var pts []image.Point
	b := m.Bounds()
	for y := b.Min.Y + 1; y < b.Max.Y-1; y++ {
		for x := b.Min.X + 1; x < b.Max.X-1; x++ {
			c := m.RGBAAt(x, y)
			if c != m.RGBAAt(x+1, y) && c != m.RGBAAt(x-1, y) && c.R != 255 && c.R != 40 && c.R != 220 && c.R != 0 {
				pts = append(pts, image.Pt(x, y))
			}
		}
	}
	return pts
}

func clone(m *image.RGBA) *image.RGBA {
	c := image.NewRGBA(m.Rect)
	copy(c.Pix, m.Pix)
	return c
}

func write(name string, m image.Image) {
	f, err := os.Create(name)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	if err := png.Encode(f, m); err != nil {
		panic(err)
	}
}
