package store

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
