package compare

import (
	"encoding/json"
	"errors"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func readFixture(t testing.TB, name string) *image.NRGBA {
	t.Helper()
	img, err := readPNG(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func readPNG(path string) (*image.NRGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, err
	}
	return NRGBA(img), nil
}

// TestCompare runs each pair under both rules: Strict fails every pixel that
// differs, Drift excuses scattered pixels, anti-aliased edges and faint
// shifts, and both fail a changed block or line.
func TestCompare(t *testing.T) {
	base := readFixture(t, "base.png")
	tests := []struct {
		name      string
		got       image.Image
		wantEqual bool
		wantExact bool            // passes Strict
		wantDrift bool            // passes Drift
		wantBox   image.Rectangle // the largest cluster under Drift, when it fails
	}{
		{"identical", readFixture(t, "base.png"), true, true, true, image.Rectangle{}},
		{"20x20 block changed", readFixture(t, "block.png"), false, false, false, image.Rect(150, 100, 170, 120)},
		{"scattered anti-aliasing noise", readFixture(t, "noise.png"), false, false, true, image.Rectangle{}},
		{"other size", image.NewNRGBA(image.Rect(0, 0, 320, 190)), false, false, false, image.Rectangle{}},
		{"scattered single changed pixels", readFixture(t, "dots.png"), false, false, true, image.Rectangle{}},
		{"one recoloured 1px line", withLine(base, 20, 130, 200), false, false, false, image.Rect(130, 20, 200, 21)},
		{"every pixel one level darker", shifted(base, -1), false, true, true, image.Rectangle{}},
		{"every pixel six levels darker", shifted(base, -6), false, false, true, image.Rectangle{}},
	}
	for _, tt := range tests {
		for _, rule := range []struct {
			tol  Tolerance
			pass bool
		}{{Strict, tt.wantExact}, {Drift, tt.wantDrift}} {
			t.Run(tt.name+"/"+rule.tol.Rule, func(t *testing.T) {
				d := Compare(base, tt.got, rule.tol)
				if d.Equal != tt.wantEqual || d.Pass != rule.pass {
					t.Fatalf("Compare() = equal %v, pass %v (%s), want equal %v, pass %v", d.Equal, d.Pass, d, tt.wantEqual, rule.pass)
				}
				if rule.tol.Rule == Drift.Rule && tt.wantBox != (image.Rectangle{}) && d.Box != tt.wantBox {
					t.Errorf("Compare().Box = %v, want %v", d.Box, tt.wantBox)
				}
				if !d.Equal && d.Image == nil {
					t.Errorf("Compare() of differing images has no diff image")
				}
				if d.Rule != rule.tol.Rule || !strings.Contains(d.String(), "rule "+rule.tol.Rule) && !d.Equal {
					t.Errorf("Compare().String() = %q, want it to name rule %s", d, rule.tol.Rule)
				}
			})
		}
	}
}

// TestDiffString checks that a failure says why: the changed pixels, the
// regions, the largest one and its box, and the rule.
func TestDiffString(t *testing.T) {
	d := Compare(readFixture(t, "base.png"), withLine(readFixture(t, "base.png"), 20, 130, 200), Strict)
	got := d.String()
	for _, want := range []string{"70 changed pixels", "the largest 70 px at (130,20)-(200,21)", "(rule strict)"} {
		if !strings.Contains(got, want) {
			t.Errorf("Diff.String() = %q, want it to contain %q", got, want)
		}
	}
}

// TestCompareNoiseIsAntiAliasing checks that the noise fixture does differ,
// so that its passing is the anti-aliasing detection's doing.
func TestCompareNoiseIsAntiAliasing(t *testing.T) {
	d := Compare(readFixture(t, "base.png"), readFixture(t, "noise.png"), Drift)
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

// shifted is m with every channel moved by delta levels: invisible, and every
// pixel differs.
func shifted(m *image.NRGBA, delta int) *image.NRGBA {
	c := image.NewNRGBA(m.Rect)
	copy(c.Pix, m.Pix)
	for i := range c.Pix {
		if i%4 != 3 {
			c.Pix[i] = uint8(min(max(int(c.Pix[i])+delta, 0), 255))
		}
	}
	return c
}

func BenchmarkCompare(b *testing.B) {
	base := readFixture(b, "base.png")
	for _, name := range []string{"base.png", "block.png", "noise.png"} {
		got := readFixture(b, name)
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				Compare(base, got, Drift)
			}
		})
	}
}

// TestCompareRenderingJitter checks the rendering jitter measured in one
// environment, run after run of the whole matrix, against both rules: an SVG
// icon of the navbar a few levels apart on its diagonal, and the text of an
// example one or two levels apart. Both are invisible and pass.
func TestCompareRenderingJitter(t *testing.T) {
	for _, name := range []string{"jitter-icon", "jitter-text"} {
		want, got := readFixture(t, name+".want.png"), readFixture(t, name+".got.png")
		for _, tol := range []Tolerance{Strict, Drift} {
			d := Compare(want, got, tol)
			if d.Equal {
				t.Fatalf("%s: the pair is identical; it must hold the jitter it proves", name)
			}
			if !d.Pass {
				t.Errorf("%s under %s: %s, want a pass", name, tol.Rule, d)
			}
		}
	}
}

// TestCompareCorpus holds the strict rule to the before/after crops that
// make sensitivity keeps of each mutation of its corpus: every visible one
// must fail it. (The crops are cut around the change, so they are small and
// the test is fast.)
func TestCompareCorpus(t *testing.T) {
	var muts []struct {
		ID      string `json:"id"`
		Visible bool   `json:"visible"`
	}
	b, err := os.ReadFile(filepath.Join("..", "sensitivity", "mutations.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &muts); err != nil {
		t.Fatal(err)
	}
	pairs := 0
	for _, m := range muts {
		before, err1 := readPNG(filepath.Join("..", "sensitivity", "crops", m.ID+".before.png"))
		after, err2 := readPNG(filepath.Join("..", "sensitivity", "crops", m.ID+".after.png"))
		if errors.Is(err1, fs.ErrNotExist) || errors.Is(err2, fs.ErrNotExist) {
			continue // it failed no capture, so it has no crop
		}
		if err1 != nil || err2 != nil {
			t.Fatal(errors.Join(err1, err2))
		}
		pairs++
		d := Compare(before, after, Strict)
		if m.Visible && d.Pass {
			t.Errorf("%s: a visible change passes the strict rule: %s", m.ID, d)
		}
		t.Logf("%-26s visible=%-5v strict: %s | drift pass=%v", m.ID, m.Visible, d, Compare(before, after, Drift).Pass)
	}
	if pairs < 20 {
		t.Errorf("%d before/after pairs in sensitivity/crops, want the corpus's (at least 20): run make sensitivity", pairs)
	}
}
