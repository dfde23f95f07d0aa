package server

import (
	"io/fs"
	"maps"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
)

// Expected bodies and headers of the routing table.
const (
	htmlType  = "text/html; charset=utf-8"
	plainType = "text/plain; charset=utf-8"
	plain404  = "404 Not Found\n"
)

func TestRouting(t *testing.T) {
	h := newTestHandler(t)
	long := "/tessera/" + strings.Repeat("a", 10000)
	tests := []struct {
		target   string
		status   int
		ctype    string
		cache    string
		location string
		body     string // exact body, identity coding
	}{
		// Redirects to the base.
		{"/", 308, "", "no-cache", "/tessera/", ""},
		{"/?utm=x", 308, "", "no-cache", "/tessera/?utm=x", ""},
		{"/tessera", 308, "", "no-cache", "/tessera/", ""},
		{"/tessera?a=1&b=2", 308, "", "no-cache", "/tessera/?a=1&b=2", ""},
		// Routes.
		{"/tessera/", 200, htmlType, "no-cache", "", indexHTML},
		{"/tessera/?lang=de", 200, htmlType, "no-cache", "", indexHTML},
		{"/tessera/changelog", 200, htmlType, "no-cache", "", changelogHTML},
		{"/tessera/changelog?x=1#frag", 200, htmlType, "no-cache", "", changelogHTML},
		{"/tessera/usage/components/button", 200, htmlType, "no-cache", "", buttonHTML},
		{"/tessera/changelog/1.2.0", 200, htmlType, "no-cache", "", releaseHTML},
		// A trailing slash redirects to the canonical route.
		{"/tessera/changelog/", 308, "", "no-cache", "/tessera/changelog", ""},
		{"/tessera/changelog/?x=1", 308, "", "no-cache", "/tessera/changelog?x=1", ""},
		{"/tessera/usage/components/button/", 308, "", "no-cache", "/tessera/usage/components/button", ""},
		{"/tessera/changelog/1.2.0/", 308, "", "no-cache", "/tessera/changelog/1.2.0", ""},
		// Unknown pages: the site's 404 page.
		{"/tessera/nope", 404, htmlType, "no-cache", "", notFoundHTML},
		{"/tessera/nope/", 404, htmlType, "no-cache", "", notFoundHTML},
		{"/tessera/Changelog", 404, htmlType, "no-cache", "", notFoundHTML},
		// A section redirects to its first page (sections_test.go has the rest).
		{"/tessera/usage/components", 307, "", "no-cache", "/tessera/usage/components/button", ""},
		{"/tessera/usage/components/", 307, "", "no-cache", "/tessera/usage/components/button", ""},
		{"/tessera/usage?x=1", 307, "", "no-cache", "/tessera/usage/components/button?x=1", ""},
		{"/tessera/usage/components/button/extra", 404, htmlType, "no-cache", "", notFoundHTML},
		{"/tessera/caf%C3%A9", 404, htmlType, "no-cache", "", notFoundHTML},
		{long, 404, htmlType, "no-cache", "", notFoundHTML},
		// Files.
		{"/tessera/index.html", 200, htmlType, "no-cache", "", indexHTML},
		{"/tessera/site.json", 200, "application/json; charset=utf-8", "no-cache", "", siteJSON},
		{"/tessera/favicon.svg", 200, "image/svg+xml; charset=utf-8", "no-cache", "", ""},
		{"/tessera/assets/index-AbC123.js", 200, "text/javascript; charset=utf-8", cacheImmutable, "", appJS},
		{"/tessera/assets/index-AbC123.js?v=2", 200, "text/javascript; charset=utf-8", cacheImmutable, "", appJS},
		{"/tessera/assets/index-DeF456.css", 200, "text/css; charset=utf-8", cacheImmutable, "", appCSS},
		{"/tessera/assets/noto-JkL012.woff2", 200, "font/woff2", cacheImmutable, "", woff2},
		{"/tessera/assets/logo-MnO345.png", 200, "image/png", cacheImmutable, "", ""},
		{"/tessera/assets/data-PqR678.bin", 200, "application/octet-stream", cacheImmutable, "", "opaque"},
		{"/tessera/assets/nested/deep-StU901.js", 200, "text/javascript; charset=utf-8", cacheImmutable, "", "deep"},
		// Missing and mis-cased assets, and file-like names: plain 404.
		{"/tessera/assets/missing-AbC123.js", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/INDEX-AbC123.js", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/index-abc123.js", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/index-AbC123.JS", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/noext", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/index-AbC123.js/", 404, plainType, "no-store", "", plain404},
		{"/tessera/Index.html", 404, plainType, "no-store", "", plain404},
		{"/tessera/robots.txt", 404, plainType, "no-store", "", plain404},
		{"/tessera/changelog.json", 404, plainType, "no-store", "", plain404},
		{"/tessera/usage/components/button.js", 404, plainType, "no-store", "", plain404},
		// No directory listings.
		{"/tessera/assets", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/nested/", 404, plainType, "no-store", "", plain404},
		{"/tessera//", 404, plainType, "no-store", "", plain404},
		// Dot files, source maps and sidecars.
		{"/tessera/.vite/manifest.json", 404, plainType, "no-store", "", plain404},
		{"/tessera/.vite/", 404, plainType, "no-store", "", plain404},
		// A page is served at its route only, not at its file's name.
		{"/tessera/changelog.html", 404, plainType, "no-store", "", plain404},
		{"/tessera/usage/components/button.html", 404, plainType, "no-store", "", plain404},
		{"/tessera/404.html", 404, plainType, "no-store", "", plain404},
		{"/tessera/.env", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/.hidden.js", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/index-AbC123.js.map", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/index-AbC123.js.gz", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/index-AbC123.js.br", 404, plainType, "no-store", "", plain404},
		{"/tessera/assets/index-AbC123.js.zst", 404, plainType, "no-store", "", plain404},
		// Outside the base.
		{"/other", 404, plainType, "no-store", "", plain404},
		{"/index.html", 404, plainType, "no-store", "", plain404},
		{"/assets/index-AbC123.js", 404, plainType, "no-store", "", plain404},
		{"/tesseract/", 404, plainType, "no-store", "", plain404},
		{"/TESSERA/", 404, plainType, "no-store", "", plain404},
		{"/tessera.html", 404, plainType, "no-store", "", plain404},
	}
	for _, tt := range tests {
		w := serve(h, http.MethodGet, tt.target)
		if w.Code != tt.status {
			t.Errorf("GET %s: status = %d, want %d", tt.target, w.Code, tt.status)
		}
		got := w.Header()
		for _, kv := range [][2]string{
			{"Content-Type", tt.ctype},
			{"Cache-Control", tt.cache},
			{"Location", tt.location},
		} {
			if g := got.Get(kv[0]); g != kv[1] {
				t.Errorf("GET %s: %s = %q, want %q", tt.target, kv[0], g, kv[1])
			}
		}
		if tt.body != "" && w.Body.String() != tt.body {
			t.Errorf("GET %s: body = %.60q, want %.60q", tt.target, w.Body.String(), tt.body)
		}
		if (tt.status == 307 || tt.status == 308) && w.Body.Len() != 0 {
			t.Errorf("GET %s: redirect body = %q, want none", tt.target, w.Body.String())
		}
		if cl := got.Get("Content-Length"); cl == "" {
			t.Errorf("GET %s: no Content-Length", tt.target)
		}
		if strings.Contains(w.Body.String(), secret) {
			t.Errorf("GET %s: served a file that must not be served", tt.target)
		}
	}
}

// TestTraversal checks that malformed and traversal paths, in every
// encoding, are a plain 404 and never serve a byte from outside dist or
// from its hidden files.
func TestTraversal(t *testing.T) {
	h := newTestHandler(t)
	targets := []string{
		"/tessera/../secret.txt",
		"/tessera/../../secret.txt",
		"/tessera/./index.html",
		"/tessera/assets/../index.html",
		"/tessera/assets/../../secret.txt",
		"/tessera/%2e%2e/secret.txt",
		"/tessera/%2E%2E/secret.txt",
		"/tessera/.%2e/secret.txt",
		"/tessera/%2e/index.html",
		"/tessera/..%2fsecret.txt",
		"/tessera/..%2Fsecret.txt",
		"/tessera/%2e%2e%2fsecret.txt",
		"/tessera/assets%2findex-AbC123.js",
		"/tessera/assets%2Findex-AbC123.js",
		"/tessera/..%5csecret.txt",
		"/tessera/..%5Csecret.txt",
		"/tessera/assets%5cindex-AbC123.js",
		`/tessera/..\secret.txt`,
		`/tessera/assets\index-AbC123.js`,
		"/tessera/index.html%00",
		"/tessera/index.html%00.js",
		"/tessera/%00",
		"/tessera/assets/index-AbC123.js%00",
		"/tessera/%c0%ae%c0%ae/secret.txt",
		"/tessera/%c0%af",
		"/tessera/%e0%80%ae%e0%80%ae/secret.txt",
		"/tessera/%c1%9c",
		"/tessera/%ff",
		"/tessera/%252e%252e/secret.txt",
		"/tessera/%252e%252e%252fsecret.txt",
		"/tessera/assets%252findex-AbC123.js",
		"/tessera/%25",
		"/tessera/%0a",
		"/tessera/%0d%0aSet-Cookie:%20x=1",
		"/tessera/%7f",
		"/tessera/.well-known/security.txt",
		"/tessera/.vite",
		"/tessera/..",
		"/tessera/.",
		"/tessera//etc/passwd",
		"/tessera/assets//index-AbC123.js",
		"/tessera/changelog//",
		"/%2e%2e/secret.txt",
		"/tessera%2f..%2fsecret.txt",
		"/tessera%2fassets%2findex-AbC123.js",
		"/tessera/assets/./index-AbC123.js",
	}
	for _, target := range targets {
		for _, method := range []string{http.MethodGet, http.MethodHead} {
			w := serve(h, method, target)
			if w.Code != http.StatusNotFound {
				t.Errorf("%s %s: status = %d, want %d", method, target, w.Code, http.StatusNotFound)
			}
			if got := w.Header().Get("Content-Type"); got != plainType {
				t.Errorf("%s %s: Content-Type = %q, want %q", method, target, got, plainType)
			}
			if got := w.Header().Get("Cache-Control"); got != "no-store" {
				t.Errorf("%s %s: Cache-Control = %q, want %q", method, target, got, "no-store")
			}
			if body := w.Body.String(); strings.Contains(body, secret) || strings.Contains(body, "<html") {
				t.Errorf("%s %s: body = %.60q, want the plain 404", method, target, body)
			}
		}
	}
}

// TestRoutingLiteral checks that a route or file reached other than by its
// own chi route is served the same: a path sent with an escape where none
// is needed (chi matches the path as sent, so spa answers), and a file
// whose name holds chi's pattern syntax (never registered as a pattern).
func TestRoutingLiteral(t *testing.T) {
	root := fstest.MapFS{}
	maps.Copy(root, testRoot)
	root["dist/assets/a{id}.js"] = &fstest.MapFile{Data: []byte("braces")}
	root["dist/assets/star*.js"] = &fstest.MapFile{Data: []byte("star")}
	dist, err := fs.Sub(root, "dist")
	if err != nil {
		t.Fatal(err)
	}
	h, err := New(dist)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	tests := []struct {
		target string
		status int
		body   string
	}{
		{"/tessera/change%6Cog", 200, changelogHTML},
		{"/tessera/assets/tiny-GhI789%2Ejs", 200, tinyJS},
		{"/tessera/assets/a%7Bid%7D.js", 200, "braces"},
		{"/tessera/assets/a{id}.js", 200, "braces"},
		{"/tessera/assets/ax.js", 404, ""},
		{"/tessera/assets/star*.js", 200, "star"},
		{"/tessera/assets/star-other.js", 404, ""},
	}
	for _, tt := range tests {
		w := serve(h, http.MethodGet, tt.target)
		if w.Code != tt.status || (tt.body != "" && w.Body.String() != tt.body) {
			t.Errorf("GET %s: %d %.40q, want %d %.40q", tt.target, w.Code, w.Body.String(), tt.status, tt.body)
		}
	}
}
