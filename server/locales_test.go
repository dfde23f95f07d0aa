package server

import (
	"strings"
	"testing"
	"testing/fstest"
)

// Pages of the test dist in other locales.
var (
	buttonDeHTML = pageHTML("Button (de-DE)")
	indexJaHTML  = pageHTML("Overview (ja-JP)")
)

// TestPageLocale checks that a route's page goes out in the locale a known
// ?locale= names, else in its cookie's, as the site reads them, and that a
// page the build rendered in other locales varies with the cookie.
func TestPageLocale(t *testing.T) {
	dist := fstest.MapFS{
		"usage/components/button.de-DE.html": {Data: []byte(buttonDeHTML)},
		"index.ja-JP.html":                   {Data: []byte(indexJaHTML)},
	}
	for name, f := range testRoot {
		if name, ok := strings.CutPrefix(name, "dist/"); ok {
			dist[name] = f
		}
	}
	h, err := New(dist)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, target, cookie string
		want, vary           string
	}{
		{"no choice", "/tessera/usage/components/button", "", buttonHTML, "Accept-Encoding, Cookie"},
		{"cookie", "/tessera/usage/components/button", "tessera-locale=de-DE", buttonDeHTML, "Accept-Encoding, Cookie"},
		{"query", "/tessera/usage/components/button?locale=de-DE", "", buttonDeHTML, "Accept-Encoding, Cookie"},
		{"query wins", "/tessera/usage/components/button?locale=en-US", "tessera-locale=de-DE", buttonHTML, "Accept-Encoding, Cookie"},
		{"unknown query: the cookie decides", "/tessera/usage/components/button?locale=xx", "tessera-locale=de-DE", buttonDeHTML, "Accept-Encoding, Cookie"},
		{"a locale the page was not rendered in", "/tessera/usage/components/button", "tessera-locale=fr-FR", buttonHTML, "Accept-Encoding, Cookie"},
		{"unknown cookie", "/tessera/usage/components/button", "tessera-locale=../404", buttonHTML, "Accept-Encoding, Cookie"},
		{"root", "/tessera/", "tessera-locale=ja-JP", indexJaHTML, "Accept-Encoding, Cookie"},
		{"a page with no other locale", "/tessera/changelog", "tessera-locale=de-DE", changelogHTML, "Accept-Encoding"},
	}
	for _, tt := range tests {
		var header []string
		if tt.cookie != "" {
			header = []string{"Cookie", tt.cookie}
		}
		w := serve(h, "GET", tt.target, header...)
		if got := w.Body.String(); w.Code != 200 || got != tt.want {
			t.Errorf("%s: GET %s with %q: %d, the page of %q; want 200, the page of %q", tt.name, tt.target, tt.cookie, w.Code, heading(got), heading(tt.want))
		}
		if got := w.Header().Get("Vary"); got != tt.vary {
			t.Errorf("%s: Vary = %q, want %q", tt.name, got, tt.vary)
		}
	}
	// A page in a locale is served at its route only, as every page is.
	if w := serve(h, "GET", "/tessera/usage/components/button.de-DE.html"); w.Code != 404 {
		t.Errorf("GET the de-DE page by its file name: %d, want 404", w.Code)
	}
}

// heading is the text of a test page's <h1>.
func heading(html string) string {
	_, after, _ := strings.Cut(html, "<h1>")
	h, _, _ := strings.Cut(after, "</h1>")
	return h
}
