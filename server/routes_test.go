package server

import (
	"maps"
	"slices"
	"testing"
)

func TestLoadRoutes(t *testing.T) {
	routes, hashes, err := loadRoutes(testDist(t))
	if err != nil {
		t.Fatal(err)
	}
	got := slices.Sorted(maps.Keys(routes))
	want := []string{"", "changelog", "changelog/1.2.0", "usage/components/button"}
	if !slices.Equal(got, want) {
		t.Errorf("loadRoutes = %q, want %q", got, want)
	}
	if want := []string{testScriptHash}; !slices.Equal(hashes, want) {
		t.Errorf("loadRoutes script hashes = %q, want %q", hashes, want)
	}
}
