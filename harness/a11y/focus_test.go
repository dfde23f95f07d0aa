package a11y

import (
	"image"
	"image/color"
	"math"
	"testing"
)

// crop is a w x h crop of white with a box of fill at box, and a ring of
// ring's colour, width px wide, drawn outside the box at gap px from it.
func crop(w, h int, box image.Rectangle, fill color.NRGBA, ring color.NRGBA, width, gap int) *image.NRGBA {
	m := image.NewNRGBA(image.Rect(0, 0, w, h))
	white := color.NRGBA{255, 255, 255, 255}
	outer, inner := box.Inset(-(gap + width)), box.Inset(-gap)
	for y := range h {
		for x := range w {
			p := image.Pt(x, y)
			switch {
			case width > 0 && p.In(outer) && !p.In(inner):
				m.SetNRGBA(x, y, ring)
			case p.In(box):
				m.SetNRGBA(x, y, fill)
			default:
				m.SetNRGBA(x, y, white)
			}
		}
	}
	return m
}

func TestMeasureFocus(t *testing.T) {
	box := image.Rect(8, 8, 108, 40) // a 100 x 32 button in a crop with 8 px of room
	blue := color.NRGBA{15, 98, 254, 255}
	grey := color.NRGBA{224, 224, 224, 255}
	light := color.NRGBA{200, 200, 200, 255}
	plain := crop(116, 48, box, grey, color.NRGBA{}, 0, 0)
	tests := []struct {
		name    string
		focused *image.NRGBA
		visible bool
	}{
		{"no change", plain, false},
		{"a 2 px outline at 2 px", crop(116, 48, box, grey, blue, 2, 2), true},
		{"a 2 px ring drawn by a box shadow, touching the box", crop(116, 48, box, grey, blue, 2, 0), true},
		{"a 1 px outline", crop(116, 48, box, grey, blue, 1, 2), false},
		{"a 2 px outline too light against white", crop(116, 48, box, grey, light, 2, 2), false},
		{"only the fill darkens a little", crop(116, 48, box, light, color.NRGBA{}, 0, 0), false},
		{"a 1 px outline with a 1 px anti-aliased rim", rimmed(crop(116, 48, box, grey, blue, 1, 2), box.Inset(-4), color.NRGBA{135, 176, 254, 255}), false},
		{"a 2 px outline with a 1 px anti-aliased rim", rimmed(crop(116, 48, box, grey, blue, 2, 2), box.Inset(-5), color.NRGBA{135, 176, 254, 255}), true},
		{"the fill turns dark", crop(116, 48, box, color.NRGBA{22, 22, 22, 255}, color.NRGBA{}, 0, 0), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := MeasureFocus(tt.focused, plain, MinArea(box, plain.Rect, [4]float64{}))
			if f.Visible() != tt.visible {
				t.Errorf("MeasureFocus: %v; Visible() = %v, want %v", f, f.Visible(), tt.visible)
			}
		})
	}
	if f := MeasureFocus(image.NewNRGBA(image.Rect(0, 0, 10, 10)), plain, 512); f.Changed != 100 || f.Visible() {
		t.Errorf("crops of different sizes: %v, want 100 changed and not visible", f)
	}
}

// rimmed draws a 1 px line of colour c along the inside of rect r.
func rimmed(m *image.NRGBA, r image.Rectangle, c color.NRGBA) *image.NRGBA {
	for x := r.Min.X; x < r.Max.X; x++ {
		m.SetNRGBA(x, r.Min.Y, c)
		m.SetNRGBA(x, r.Max.Y-1, c)
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		m.SetNRGBA(r.Min.X, y, c)
		m.SetNRGBA(r.Max.X-1, y, c)
	}
	return m
}

func TestMinArea(t *testing.T) {
	whole := image.Rect(-1000, -1000, 5000, 5000)
	pill := [4]float64{12, 12, 12, 12}
	tests := []struct {
		name  string
		box   image.Rectangle
		view  image.Rectangle
		radii [4]float64
		want  float64
	}{
		{"square corners: 4w + 4h - 16", image.Rect(0, 0, 100, 32), whole, [4]float64{}, 512},
		{"a pill 40 x 24", image.Rect(0, 0, 40, 24), whole, pill, 202.2},
		{"a radius larger than the box is clamped", image.Rect(0, 0, 40, 24), whole, [4]float64{9999, 9999, 9999, 9999}, 202.2},
		{"corners of 4 px", image.Rect(0, 0, 100, 32), whole, [4]float64{4, 4, 4, 4}, 501.7},
		{"a box 3 px high is all line", image.Rect(0, 0, 10, 3), whole, [4]float64{}, 30},
		{"a box taller than the window: its two sides in view", image.Rect(0, -500, 700, 2000), image.Rect(0, 0, 1280, 900), [4]float64{}, 3600},
		{"a box cut at the bottom: its top and sides", image.Rect(10, 800, 110, 1000), image.Rect(0, 0, 1280, 900), [4]float64{}, 200 + 2*2*98},
		{"cut corners do not count", image.Rect(0, -500, 700, 2000), image.Rect(0, 0, 1280, 900), pill, 3600},
		{"no box", image.Rect(0, 0, 0, 10), whole, [4]float64{}, 0},
	}
	for _, tt := range tests {
		if got := MinArea(tt.box, tt.view, tt.radii); math.Abs(got-tt.want) > 0.1 {
			t.Errorf("%s: MinArea(%v, %v, %v) = %.1f, want %.1f", tt.name, tt.box, tt.view, tt.radii, got, tt.want)
		}
	}
}

func TestContrast(t *testing.T) {
	tests := []struct {
		a, b [3]uint8
		want float64
	}{
		{[3]uint8{0, 0, 0}, [3]uint8{255, 255, 255}, 21},
		{[3]uint8{255, 255, 255}, [3]uint8{0, 0, 0}, 21},
		{[3]uint8{119, 119, 119}, [3]uint8{255, 255, 255}, 4.48},
		{[3]uint8{10, 20, 30}, [3]uint8{10, 20, 30}, 1},
	}
	for _, tt := range tests {
		got := Contrast(tt.a[0], tt.a[1], tt.a[2], tt.b[0], tt.b[1], tt.b[2])
		if got < tt.want-0.01 || got > tt.want+0.01 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.2f", tt.a, tt.b, got, tt.want)
		}
	}
}
