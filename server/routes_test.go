package server

import (
	"maps"
	"slices"
	"testing"
)

func TestLoadRoutes(t *testing.T) {
	routes, err := loadRoutes(testDist(t))
	if err != nil {
		t.Fatal(err)
	}
	got := slices.Sorted(maps.Keys(routes))
	want := []string{"", "changelog", "changelog/1.2.0", "usage/components/button"}
	if !slices.Equal(got, want) {
		t.Errorf("loadRoutes = %q, want %q", got, want)
	}
}
