package harness

import (
	"image"
	"image/color"
	"path/filepath"
	"strings"
	"testing"
)

func readFixture(t testing.TB, name string) *image.NRGBA {
	t.Helper()
	img, err := ReadPNG(filepath.Join("testdata", "compare", name))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func TestCompare(t *testing.T) {
	base := readFixture(t, "base.png")
	tests := []struct {
		name      string
		got       image.Image
		wantEqual bool
		wantPass  bool
		wantBox   image.Rectangle // the largest cluster, when it fails
	}{
		{"identical", readFixture(t, "base.png"), true, true, image.Rectangle{}},
		{"20x20 block changed", readFixture(t, "block.png"), false, false, image.Rect(150, 100, 170, 120)},
		{"scattered anti-aliasing noise", readFixture(t, "noise.png"), false, true, image.Rectangle{}},
		{"other size", image.NewNRGBA(image.Rect(0, 0, 320, 190)), false, false, image.Rectangle{}},
		{"scattered single changed pixels", withDots(base), false, true, image.Rectangle{}},
		{"one recoloured 1px line", withLine(base, 20, 130, 200), false, false, image.Rect(130, 20, 200, 21)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Compare(base, tt.got, DefaultTolerance)
			if d.Equal != tt.wantEqual || d.Pass != tt.wantPass {
				t.Fatalf("Compare() = equal %v, pass %v (%s), want equal %v, pass %v", d.Equal, d.Pass, d, tt.wantEqual, tt.wantPass)
			}
			if tt.wantBox != (image.Rectangle{}) && d.Box != tt.wantBox {
				t.Errorf("Compare().Box = %v, want %v", d.Box, tt.wantBox)
			}
			if !d.Equal && d.Image == nil {
				t.Errorf("Compare() of differing images has no diff image")
			}
		})
	}
}

// TestCompareNoiseIsAntiAliasing checks that the noise fixture does differ,
// so that its passing is the anti-aliasing detection's doing.
func TestCompareNoiseIsAntiAliasing(t *testing.T) {
	d := Compare(readFixture(t, "base.png"), readFixture(t, "noise.png"), DefaultTolerance)
	if d.AntiAliased+d.Changed < 40 {
		t.Errorf("noise.png differs in %d pixels, want at least 40", d.AntiAliased+d.Changed)
	}
	if d.AntiAliased == 0 {
		t.Errorf("no pixel of noise.png counted as anti-aliasing (%s)", d)
	}
}

func withLine(m *image.NRGBA, y, x0, x1 int) *image.NRGBA {
	c := image.NewNRGBA(m.Rect)
	copy(c.Pix, m.Pix)
	for x := x0; x < x1; x++ {
		c.SetNRGBA(x, y, color.NRGBA{0, 128, 255, 255})
	}
	return c
}

// withDots changes isolated pixels of the flat white ground: real changes to
// pixelmatch, but no cluster.
func withDots(m *image.NRGBA) *image.NRGBA {
	c := image.NewNRGBA(m.Rect)
	copy(c.Pix, m.Pix)
	for i := range 12 {
		c.SetNRGBA(130+i*13, 10+i%3*4, color.NRGBA{90, 90, 90, 255})
	}
	return c
}

func TestReadPNGCorruptNamesFile(t *testing.T) {
	path := filepath.Join("testdata", "compare", "corrupt.png")
	_, err := ReadPNG(path)
	if err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("ReadPNG(%s) error = %v, want one naming the file", path, err)
	}
}

func BenchmarkCompare(b *testing.B) {
	base := readFixture(b, "base.png")
	for _, name := range []string{"base.png", "block.png", "noise.png"} {
		got := readFixture(b, name)
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				Compare(base, got, DefaultTolerance)
			}
		})
	}
}
