package store

import (
	"image"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/matrix"
)

func TestManifestRoundTrip(t *testing.T) {
	want := Manifest{
		"overview/1280/default/en-US":               "0123456789abcdef",
		"overview/600/dark/de-DE":                   "fedcba9876543210",
		"usage-components-button/840/default/ja-JP": "00000000ffffffff",
	}
	path := filepath.Join(t.TempDir(), ManifestFile)
	if err := want.Write(path); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(string(b), "overview:\n"); got != 1 {
		t.Errorf("the route line appears %d times, want once:\n%s", got, b)
	}
	got, err := ReadManifest(path)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(got, want) {
		t.Errorf("read back %v, want %v", got, want)
	}
}

func TestManifestRefusesBadLines(t *testing.T) {
	tests := []struct{ name, text string }{
		{"cell before any route", "1280/default/en-US 0123456789abcdef\n"},
		{"the old form, route in the cell", "overview:\noverview/1280/default/en-US 0123456789abcdef\n"},
		{"32 digits", "overview:\n1280/default/en-US 0123456789abcdef0123456789abcdef\n"},
		{"not hex", "overview:\n1280/default/en-US 0123456789abcdeg\n"},
		{"no print", "overview:\n1280/default/en-US\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseManifest(strings.NewReader(tt.text), "fingerprints.txt")
			if err == nil || !strings.Contains(err.Error(), "go test ./harness -update") {
				t.Errorf("got error %v, want one that says to run go test ./harness -update", err)
			}
		})
	}
}

// TestDigestNarrowerNavbar: a theme cell's digest follows the narrower
// widths' navbar files of its theme, which a navbar with no file of its own
// is judged against, and not the wider ones or another theme's.
func TestDigestNarrowerNavbar(t *testing.T) {
	s := New(t.TempDir())
	r := matrix.Route{Slug: "overview"}
	cell := matrix.Cell{Route: r, Width: 960, Theme: "dark", Locale: "en-US"}
	write := func(width int, theme string, v uint8) {
		t.Helper()
		img := image.NewNRGBA(image.Rect(0, 0, 2, 2))
		img.Pix[0], img.Pix[3] = v, 255
		if _, err := s.Save(CaptureKey(matrix.Cell{Route: r, Width: width, Theme: theme, Locale: "en-US"}, ""), img); err != nil {
			t.Fatal(err)
		}
	}
	for _, w := range []int{600, 840, 1280} {
		write(w, "dark", 1)
		write(w, "light", 1)
	}
	before := s.Digest(cell)
	write(1280, "dark", 2)
	write(840, "light", 2)
	if s.Digest(cell) != before {
		t.Errorf("the digest of %s changed with a wider navbar or another theme's", cell.Name())
	}
	write(840, "dark", 2)
	if s.Digest(cell) == before {
		t.Errorf("the digest of %s did not change with the 840 px navbar it may be judged against", cell.Name())
	}
}
