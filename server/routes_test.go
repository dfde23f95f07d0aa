package server

import (
	"slices"
	"testing"
)

func TestLoadRoutes(t *testing.T) {
	m, err := loadRoutes(testDist(t))
	if err != nil {
		t.Fatal(err)
	}
	got, hashes := m.order, m.scriptHashes
	want := []string{"", "changelog", "usage/components/button", "changelog/1.2.0"} // the manifest's order
	if !slices.Equal(got, want) {
		t.Errorf("loadRoutes = %q, want %q", got, want)
	}
	if want := []string{testScriptHash}; !slices.Equal(hashes, want) {
		t.Errorf("loadRoutes script hashes = %q, want %q", hashes, want)
	}
	if want := []string{"de-DE", "en-US", "es-ES", "fr-FR", "ja-JP", "uk-UA"}; !slices.Equal(m.locales, want) {
		t.Errorf("loadRoutes locales = %q, want %q", m.locales, want)
	}
}
