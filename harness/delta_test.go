package harness

import (
	"bytes"
	"image"
	"image/color"
	"os"
	"testing"
)

func TestParseKey(t *testing.T) {
	r := Route{Slug: "usage-components-button"}
	for _, k := range []Key{
		CaptureKey(Cell{r, 1280, "default", "en-US"}, ""),
		CaptureKey(Cell{r, 600, "dark", "de-DE"}, "split-button-playground"),
	} {
		if got, err := ParseKey(k.File()); got != k || err != nil {
			t.Errorf("ParseKey(%q) = %#v, %v; want %#v", k.File(), got, err, k)
		}
	}
	for _, bad := range []string{"1280-default-en-US.png", "a/b/1280-default-en-US.png", "a/1280-default-en-US.txt", "a/wide-default-en-US.png", "a/1280-default-english.png", "a/1280-default-en-US-.png"} {
		if k, err := ParseKey(bad); err == nil {
			t.Errorf("ParseKey(%q) = %#v, want an error", bad, k)
		}
	}
}

func TestAgainstNote(t *testing.T) {
	a := Against{Base: Key{Slug: "overview", Width: 600, Theme: "dark", Locale: "en-US"}, In: []image.Rectangle{image.Rect(0, 0, 192, 900), image.Rect(192, 0, 448, 900)}}
	want := "delta-of overview/600-dark-en-US.png in 0,0,192,900 192,0,448,900"
	if got := a.Note(); got != want {
		t.Errorf("Note() = %q, want %q", got, want)
	}
	back, err := ParseAgainst(want)
	if err != nil || back.Base != a.Base || len(back.In) != 2 || back.In[1] != a.In[1] {
		t.Errorf("ParseAgainst(%q) = %#v, %v; want %#v", want, back, err, a)
	}
	shifted := Against{Base: a.Base, At: image.Pt(0, -1)}
	if got, want := shifted.Note(), "delta-of overview/600-dark-en-US.png at 0,-1"; got != want {
		t.Errorf("Note() = %q, want %q", got, want)
	}
	if back, err := ParseAgainst(shifted.Note()); err != nil || back.Base != a.Base || back.At != shifted.At {
		t.Errorf("ParseAgainst(%q) = %#v, %v; want %#v", shifted.Note(), back, err, shifted)
	}
	for _, bad := range []string{"", "delta of x", "delta-of overview/600-dark-en-US.png in 1,2,3", "delta-of overview/600-dark-en-US.png in a,b,c,d", "delta-of overview/600-dark-en-US.png at 1", "delta-of overview/600-dark-en-US.png at x,1"} {
		if _, err := ParseAgainst(bad); err == nil {
			t.Errorf("ParseAgainst(%q): want an error", bad)
		}
	}
}

// screen is a 64x48 opaque test capture: a busy navbar strip on the left, of
// red nav.R, and sparse text-like dots of seed in the rest.
func screen(nav color.NRGBA, seed int) *image.NRGBA {
	m := image.NewNRGBA(image.Rect(0, 0, 64, 48))
	for y := range 48 {
		for x := range 64 {
			c := color.NRGBA{255, 255, 255, 255}
			switch {
			case x < 16:
				c = color.NRGBA{nav.R, uint8(x * y * 37), uint8(x*x + y*3), 255}
			case (x*7+y*13+seed)%11 == 0:
				c = color.NRGBA{uint8(x * seed), uint8(y * 5), uint8(seed), 255}
			}
			m.SetNRGBA(x, y, c)
		}
	}
	return m
}

// TestStoreDeltas stores captures against their bases, and checks that every
// capture loads with its own pixels whatever happens to its base afterwards.
func TestStoreDeltas(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	blue := color.NRGBA{20, 60, 200, 255}
	first := Key{Slug: "usage-components-accordion", Width: 600, Theme: "default", Locale: "en-US"}
	other := first
	other.Slug = "usage-components-button"
	local := other
	local.Locale, local.Example = "de-DE", "types"
	twin := local.Twin()
	shell := []image.Rectangle{image.Rect(0, 0, 16, 48)}

	baseImg, otherImg := screen(blue, 1), screen(blue, 2)
	twinImg := screen(color.NRGBA{255, 255, 255, 255}, 3)
	localImg := image.NewNRGBA(twinImg.Rect)
	copy(localImg.Pix, twinImg.Pix)
	localImg.SetNRGBA(40, 40, color.NRGBA{1, 2, 3, 255})

	save := func(k Key, img *image.NRGBA, a *Against) {
		t.Helper()
		if _, err := s.Save(k, img, a); err != nil {
			t.Fatal(err)
		}
	}
	loads := func(k Key, want *image.NRGBA, when string) {
		t.Helper()
		got, err := s.Load(k)
		if err != nil {
			t.Fatalf("%s: Load(%s): %v", when, k, err)
		}
		if d := Compare(want, got, Strict); !d.Equal {
			t.Errorf("%s: Load(%s) differs from what was saved: %s", when, k, d)
		}
	}
	note := func(k Key) string {
		t.Helper()
		b, err := os.ReadFile(s.Path(k))
		if err != nil {
			t.Fatal(err)
		}
		n, err := ReadNote(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}

	save(first, baseImg, nil)
	save(other, otherImg, &Against{Base: first, In: shell})
	save(twin, twinImg, nil)
	save(local, localImg, &Against{Base: twin})
	if got, want := note(other), "delta-of usage-components-accordion/600-default-en-US.png in 0,0,16,48"; got != want {
		t.Errorf("note of %s = %q, want %q", other, got, want)
	}
	if got, want := note(local), "delta-of usage-components-button/600-default-en-US-types.png"; got != want {
		t.Errorf("note of %s = %q, want %q", local, got, want)
	}
	loads(other, otherImg, "stored against its section's first route")
	loads(local, localImg, "stored against its twin")

	// Outside its region a delta keeps every pixel, equal to the base's or not:
	// the base's content can change without changing the file.
	raw, err := ReadPNG(s.Path(other))
	if err != nil {
		t.Fatal(err)
	}
	if a := raw.NRGBAAt(5, 5).A; a != 0 {
		t.Errorf("a shared navbar pixel is stored (alpha %d), want it left to the base", a)
	}
	if a := raw.NRGBAAt(63, 47).A; a != 255 {
		t.Errorf("a white content pixel equal to the base's is left to the base (alpha %d), want it stored", a)
	}
	before, _ := os.ReadFile(s.Path(other))
	save(first, screen(blue, 5), nil) // the first route's content changes
	if after, _ := os.ReadFile(s.Path(other)); !bytes.Equal(before, after) {
		t.Errorf("a change to the base's content rewrote %s", other)
	}
	loads(other, otherImg, "after its base's content changed")

	// A base's shell changes, then goes: its deltas keep their pixels.
	save(first, screen(color.NRGBA{200, 0, 0, 255}, 1), nil)
	loads(other, otherImg, "after its base's shell changed")
	save(twin, screen(color.NRGBA{0, 0, 0, 255}, 4), nil)
	loads(local, localImg, "after its twin changed")
	if _, err := s.Remove(twin); err != nil {
		t.Fatal(err)
	}
	loads(local, localImg, "after its twin was removed")
	if n := note(local); n != "" {
		t.Errorf("a delta whose base went is %q, want it whole", n)
	}

	// A chain: a capture stored against a delta loads through both.
	save(first, baseImg, nil)
	second, third := other, other
	second.Slug, third.Slug = "usage-components-banner", "usage-components-card"
	save(second, screen(blue, 6), &Against{Base: first, In: shell})
	save(third, screen(blue, 7), &Against{Base: second, In: shell})
	if n := note(third); n == "" {
		t.Errorf("%s is whole, want a delta of %s", third, second)
	}
	loads(third, screen(blue, 7), "stored against a delta")

	// Captures of another size are compared where they overlap, from the top
	// left: a narrower example keeps only what its base does not show.
	wide := Key{Slug: "usage-components-tag", Width: 1280, Theme: "default", Locale: "en-US", Example: "types"}
	narrow := wide
	narrow.Width = 600
	wideImg := screen(blue, 8)
	narrowImg := NRGBA(wideImg.SubImage(image.Rect(0, 0, 40, 48)))
	save(wide, wideImg, nil)
	save(narrow, narrowImg, &Against{Base: wide})
	if n := note(narrow); n == "" {
		t.Errorf("%s is whole, want a delta of %s", narrow, wide)
	}
	loads(narrow, narrowImg, "stored against a wider capture")

	// An example one pixel lower than its base (its box began at a
	// fractional y, so its clip took the row above) is stored at that
	// offset: only the row its base lacks is kept.
	lower := narrow
	lower.Width = 840
	lowerImg := image.NewNRGBA(image.Rect(0, 0, 40, 48))
	for x := range 40 {
		lowerImg.SetNRGBA(x, 0, color.NRGBA{255, 255, 255, 255})
	}
	for y := 1; y < 48; y++ {
		for x := range 40 {
			lowerImg.SetNRGBA(x, y, wideImg.NRGBAAt(x, y-1))
		}
	}
	save(lower, lowerImg, &Against{Base: wide})
	if got, want := note(lower), "delta-of "+wide.File()+" at 0,-1"; got != want {
		t.Errorf("%s note %q, want %q", lower, got, want)
	}
	if d, err := ReadPNG(s.Path(lower)); err != nil {
		t.Fatal(err)
	} else if n := 40*48 - equalPixels(d, image.NewNRGBA(d.Rect), d.Rect, image.Point{}); n > 40 {
		t.Errorf("%s keeps %d pixels, want at most the 40 of the row its base lacks", lower, n)
	}
	loads(lower, lowerImg, "stored one pixel off its base")

	// A capture equal to its whole-image base has no file of its own.
	same := narrow
	same.Width = 960
	if _, err := s.Save(same, wideImg, &Against{Base: wide}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(s.Path(same)); !os.IsNotExist(err) {
		t.Errorf("%s equals its base and has a file (%v), want none", same, err)
	}
}
