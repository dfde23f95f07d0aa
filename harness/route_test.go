package harness

import (
	"fmt"
	"testing"

	"github.com/tessera-ds/tessera/harness/matrix"
)

func TestWidthGroups(t *testing.T) {
	site := &matrix.Site{Breakpoints: []int{600, 840}, Themes: []string{"dark", matrix.BaseTheme}, Locales: []string{"de-DE", matrix.BaseLocale}}
	groups := widthGroups(site.RouteCells(matrix.Route{Slug: "r"}))
	var got []string
	for _, g := range groups {
		var names []string
		for _, c := range g {
			names = append(names, fmt.Sprintf("%d/%s/%s", c.Width, c.Theme, c.Locale))
		}
		got = append(got, fmt.Sprint(names))
	}
	want := []string{
		"[600/default/en-US 600/default/de-DE 600/dark/en-US 600/dark/de-DE]",
		"[840/default/en-US 840/default/de-DE 840/dark/en-US 840/dark/de-DE]",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("widthGroups = %v, want %v (a width's cells in one group, each twin before the cells held against it)", got, want)
	}
}

// TestWidthShareWait holds what a wider width's walk reads of a narrower
// one: the text once that walk published it, or nothing once it is past the
// cell; never before either.
func TestWidthShareWait(t *testing.T) {
	narrow := matrix.Cell{Route: matrix.Route{Slug: "r"}, Width: 600, Theme: matrix.BaseTheme, Locale: matrix.BaseLocale}
	tests := []struct {
		name    string
		publish func(s *widthShare)
		want    string
	}{
		{"published", func(s *widthShare) { s.putText("600.txt", "words") }, "words"},
		{"passed without it (left out by -run, or unchanged)", func(s *widthShare) { s.pass(narrow) }, ""},
	}
	for _, tt := range tests {
		s := newWidthShare()
		go tt.publish(s)
		s.wait(narrow, func() bool { _, ok := s.texts["600.txt"]; return ok }, func() {})
		s.mu.Lock()
		got, done := s.texts["600.txt"], s.passed[narrow.Name()] || s.texts["600.txt"] != ""
		s.mu.Unlock()
		if !done {
			t.Errorf("%s: wait returned before the narrower walk published the text or passed the cell", tt.name)
		}
		if got != tt.want {
			t.Errorf("%s: read %q, want %q", tt.name, got, tt.want)
		}
	}
}
