package server

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// sectionRoutes are the routes of the sections fixture in manifest order,
// which is not alphabetical: a section's first page is the manifest's.
var sectionRoutes = []string{
	"/",
	"/usage/components/toggle",
	"/usage/components/button",
	"/usage/patterns/forms",
	"/foundations/colors/introduction",
	"/foundations/colors/list-of-colors",
	"/foundations/units",
	"/changelog",
	"/changelog/1.2.0",
}

// sectionsDist is a built site with sectionRoutes, each page its own bytes.
func sectionsDist() fstest.MapFS {
	dist := fstest.MapFS{"404.html": {Data: []byte(notFoundHTML)}}
	paths := make([]string, len(sectionRoutes))
	for i, route := range sectionRoutes {
		paths[i] = `{"path":"` + route + `"}`
		dist[pageName(strings.TrimPrefix(route, "/"))] = &fstest.MapFile{Data: []byte(pageHTML(route))}
	}
	dist["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[` + strings.Join(paths, ",") + `],"scriptHashes":["` + testScriptHash + `"]}`)}
	return dist
}

func TestSectionPages(t *testing.T) {
	order := make([]string, len(sectionRoutes))
	routes := map[string]struct{}{}
	for i, r := range sectionRoutes {
		order[i] = strings.TrimPrefix(r, "/")
		routes[order[i]] = struct{}{}
	}
	got := sectionPages(order, routes)
	want := map[string]string{
		"usage":              "usage/components/toggle",
		"usage/components":   "usage/components/toggle",
		"usage/patterns":     "usage/patterns/forms",
		"foundations":        "foundations/colors/introduction",
		"foundations/colors": "foundations/colors/introduction",
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("sectionPages[%q] = %q, want %q", k, got[k], v)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("sectionPages has %q, want no such section (a route, or no prefix of one)", k)
		}
	}
}

func TestSectionRedirect(t *testing.T) {
	h, err := New(sectionsDist())
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	tests := []struct {
		method   string
		target   string
		status   int
		location string
		body     string // exact body, identity coding
	}{
		// A section answers with its first page in manifest order, with or without a slash, keeping the query.
		{"GET", "/tessera/usage/components", 307, "/tessera/usage/components/toggle", ""},
		{"GET", "/tessera/usage/components/", 307, "/tessera/usage/components/toggle", ""},
		{"GET", "/tessera/usage/components?theme=dark&locale=de-DE", 307, "/tessera/usage/components/toggle?theme=dark&locale=de-DE", ""},
		{"GET", "/tessera/usage/components/?theme=dark", 307, "/tessera/usage/components/toggle?theme=dark", ""},
		{"HEAD", "/tessera/usage/components", 307, "/tessera/usage/components/toggle", ""},
		{"GET", "/tessera/usage", 307, "/tessera/usage/components/toggle", ""},
		{"GET", "/tessera/usage/", 307, "/tessera/usage/components/toggle", ""},
		{"GET", "/tessera/usage/patterns", 307, "/tessera/usage/patterns/forms", ""},
		{"GET", "/tessera/foundations/colors", 307, "/tessera/foundations/colors/introduction", ""},
		{"GET", "/tessera/foundations/colors/", 307, "/tessera/foundations/colors/introduction", ""},
		{"GET", "/tessera/foundations", 307, "/tessera/foundations/colors/introduction", ""},
		{"GET", "/tessera/usag%65/components", 307, "/tessera/usage/components/toggle", ""},
		// A route that is also a prefix of routes is its own page.
		{"GET", "/tessera/changelog", 200, "", pageHTML("/changelog")},
		{"GET", "/tessera/changelog/", 308, "/tessera/changelog", ""},
		{"GET", "/tessera/foundations/units", 200, "", pageHTML("/foundations/units")},
		// Not a section: the 404 page, or a plain 404 as before.
		{"GET", "/tessera/usage/comp", 404, "", notFoundHTML},
		{"GET", "/tessera/Usage/components", 404, "", notFoundHTML},
		{"GET", "/tessera/usage/components/nope", 404, "", notFoundHTML},
		{"GET", "/tessera/usage/components//", 404, "", plain404},
		{"GET", "/tessera/usage/components.html", 404, "", plain404},
		{"GET", "/tessera/usage%2Fcomponents", 404, "", plain404},
		{"POST", "/tessera/usage/components", 405, "", ""},
	}
	for _, tt := range tests {
		w := serve(h, tt.method, tt.target)
		if got, want := w.Code, tt.status; got != want {
			t.Errorf("%s %s: status = %d, want %d", tt.method, tt.target, got, want)
		}
		if got, want := w.Header().Get("Location"), tt.location; got != want {
			t.Errorf("%s %s: Location = %q, want %q", tt.method, tt.target, got, want)
		}
		if tt.status == 307 {
			if got, want := w.Header().Get("Cache-Control"), "no-cache"; got != want {
				t.Errorf("%s %s: Cache-Control = %q, want %q", tt.method, tt.target, got, want)
			}
			if got, want := w.Header().Get("Content-Length"), "0"; got != want {
				t.Errorf("%s %s: Content-Length = %q, want %q", tt.method, tt.target, got, want)
			}
		}
		if tt.body != "" && w.Body.String() != tt.body {
			t.Errorf("%s %s: body = %.60q, want %.60q", tt.method, tt.target, w.Body.String(), tt.body)
		}
	}
}

func TestLoadRoutesOrder(t *testing.T) {
	m, err := loadRoutes(sectionsDist())
	if err != nil {
		t.Fatal(err)
	}
	order := m.order
	want := make([]string, len(sectionRoutes))
	for i, r := range sectionRoutes {
		want[i] = strings.TrimPrefix(r, "/")
	}
	if got := order; !slices.Equal(got, want) {
		t.Errorf("loadRoutes = %q, want %q (the manifest's order)", got, want)
	}
}
