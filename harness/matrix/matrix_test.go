package matrix

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// testSiteJSON is a site of three routes in every theme and locale.
func testSiteJSON(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "site.json"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func testSite(t *testing.T) *Site {
	t.Helper()
	s, err := ReadSite(fstest.MapFS{"site.json": {Data: []byte(testSiteJSON(t))}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCellsOrderAndNames(t *testing.T) {
	s := testSite(t)
	cells := s.Cells()
	if got, want := len(cells), 3*4*4*6; got != want {
		t.Fatalf("len(Cells()) = %d, want %d", got, want)
	}
	tests := []struct {
		i    int
		name string
		path string
	}{
		{0, "overview/600/default/en-US", "/tessera/?locale=en-US&theme=default"},
		{1, "overview/600/default/de-DE", "/tessera/?locale=de-DE&theme=default"},
		{6, "overview/600/dark/en-US", "/tessera/?locale=en-US&theme=dark"},
		{96, "usage-components-button/600/default/en-US", "/tessera/usage/components/button?locale=en-US&theme=default"},
		{96 + 24 + 7, "usage-components-button/840/dark/de-DE", "/tessera/usage/components/button?locale=de-DE&theme=dark"},
	}
	for _, tt := range tests {
		c := cells[tt.i]
		if got := c.Name(); got != tt.name {
			t.Errorf("Cells()[%d].Name() = %q, want %q", tt.i, got, tt.name)
		}
		if got := c.Path(s.Base); got != tt.path {
			t.Errorf("Cells()[%d].Path() = %q, want %q", tt.i, got, tt.path)
		}
	}
	// Every twin comes before the cells measured against it.
	seen := map[string]bool{}
	for _, c := range cells {
		if !seen[c.Twin().Name()] && c.Localized() {
			t.Errorf("cell %s comes before its twin %s", c.Name(), c.Twin().Name())
		}
		seen[c.Name()] = true
	}
}

func TestNavbarVariant(t *testing.T) {
	s := testSite(t)
	for _, tt := range []struct {
		width int
		want  string
	}{{600, "top"}, {839, "top"}, {840, "side"}, {960, "side"}, {1280, "side"}} {
		if got := s.NavbarVariant(tt.width); got != tt.want {
			t.Errorf("NavbarVariant(%d) = %q, want %q", tt.width, got, tt.want)
		}
	}
}

func TestReadSiteRejects(t *testing.T) {
	tests := []struct {
		name, json, want string
	}{
		{"no base locale", strings.Replace(testSiteJSON(t), `"en-US",`, ``, 1), `lack the base locale "en-US"`},
		{"no base theme", strings.Replace(testSiteJSON(t), `"default",`, ``, 1), `lack the base theme "default"`},
		{"repeated slug", strings.Replace(testSiteJSON(t), `"slug":"changelog"`, `"slug":"overview"`, 1), `slug "overview" is empty, repeated`},
		{"bad base", strings.Replace(testSiteJSON(t), `"/tessera/"`, `"tessera"`, 1), `base "tessera" must start and end with /`},
		{"no top bar width", strings.Replace(testSiteJSON(t), `"topBarBelow":840,`, ``, 1), `topBarBelow 0 must be the width (px) below which the navbar is a top bar`},
		{"not json", `{`, `site.json: unexpected end of JSON input`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadSite(fstest.MapFS{"site.json": {Data: []byte(tt.json)}})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ReadSite() error = %v, want it to contain %q", err, tt.want)
			}
		})
	}
	if _, err := ReadSite(fstest.MapFS{}); err == nil || !strings.Contains(err.Error(), "site.json") {
		t.Errorf("ReadSite(empty) error = %v, want one naming site.json", err)
	}
}

func TestShard(t *testing.T) {
	routes := make([]Route, 10)
	for i := range routes {
		routes[i].Slug = string(rune('a' + i))
	}
	tests := []struct {
		in, want string
	}{
		{"", "abcdefghij"},
		{"1/1", "abcdefghij"},
		{"1/3", "adgj"},
		{"2/3", "beh"},
		{"3/3", "cfi"},
	}
	for _, tt := range tests {
		sh, err := ParseShard(tt.in)
		if err != nil {
			t.Fatalf("ParseShard(%q): %v", tt.in, err)
		}
		var got string
		for _, r := range sh.Routes(routes) {
			got += r.Slug
		}
		if got != tt.want {
			t.Errorf("ParseShard(%q).Routes() = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, bad := range []string{"0/3", "4/3", "1", "a/b", "1/0", "-1/2"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) = nil error, want one", bad)
		}
	}
}
