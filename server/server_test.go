package server

import (
	"bufio"
	"bytes"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
)

// Fixture contents. indexHTML and appJS are long enough to compress;
// tinyJS is not, so it has no compressed variants.
var (
	indexHTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Tessera</title>` +
		`<script type="module" crossorigin src="/tessera/assets/index-AbC123.js"></script>` +
		`<link rel="stylesheet" crossorigin href="/tessera/assets/index-DeF456.css"></head>` +
		`<body><div id="root"></div><noscript>Tessera needs JavaScript to show its pages.</noscript></body></html>`
	// Each route's prerendered page and the 404 page: each its own bytes.
	changelogHTML = pageHTML("Changelog")
	buttonHTML    = pageHTML("Button")
	releaseHTML   = pageHTML("1.2.0")
	notFoundHTML  = pageHTML("Page not found")
	appJS         = strings.Repeat("export function render(root){root.textContent='hello, tessera';}\n", 400)
	appCSS        = strings.Repeat("body{margin:0;font-family:'Noto Sans',sans-serif}\n", 50)
	tinyJS        = "x"
	woff2         = "wOF2\x00\x01\x00\x00binary font data that is not compressed by the server at all"
	siteJSON      = `{"base":"/tessera/","routes":[` +
		`{"path":"/","slug":"overview","title":"Overview","tags":[],"layout":"fullpage"},` +
		`{"path":"/changelog","slug":"changelog","title":"Changelog","tags":[],"layout":"default"},` +
		`{"path":"/usage/components/button","slug":"usage-components-button","title":"Button","tags":[],"layout":"default"},` +
		`{"path":"/changelog/1.2.0","slug":"changelog-1-2-0","title":"1.2.0","tags":[],"layout":"default"}],` +
		`"breakpoints":[600,840,960,1280],"themes":["default","dark","light","reverse"],` +
		`"locales":["de-DE","en-US","es-ES","fr-FR","ja-JP","uk-UA"],"scriptHashes":["` + testScriptHash + `"]}`
	secret = "SECRET outside dist"
)

// testScriptHash is the CSP source of the fixture pages' inline script.
const testScriptHash = "sha256-R6g93FbfImpRar/S7WU7Y3ruScmL/hWBRvlVYMtQ3eQ="

// pageHTML is a prerendered page with title, long enough to compress.
func pageHTML(title string) string {
	return strings.Replace(indexHTML, `<div id="root"></div>`, `<div id="root"><main><h1>`+title+`</h1>`+strings.Repeat("<p>Prerendered.</p>", 20)+`</main></div>`, 1)
}

// testRoot holds the test dist under dist/, beside files that must never be
// served: secret.txt outside it, and dot files, source maps and sidecars
// inside it.
var testRoot = fstest.MapFS{
	"secret.txt":                        {Data: []byte(secret)},
	"dist/index.html":                   {Data: []byte(indexHTML)},
	"dist/site.json":                    {Data: []byte(siteJSON)},
	"dist/changelog.html":               {Data: []byte(changelogHTML)},
	"dist/changelog/1.2.0.html":         {Data: []byte(releaseHTML)},
	"dist/usage/components/button.html": {Data: []byte(buttonHTML)},
	"dist/404.html":                     {Data: []byte(notFoundHTML)},
	"dist/favicon.svg":                  {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"><rect width="16" height="16"/></svg>`)},
	"dist/assets/index-AbC123.js":       {Data: []byte(appJS)},
	"dist/assets/index-DeF456.css":      {Data: []byte(appCSS)},
	"dist/assets/tiny-GhI789.js":        {Data: []byte(tinyJS)},
	"dist/assets/noto-JkL012.woff2":     {Data: []byte(woff2)},
	"dist/assets/logo-MnO345.png":       {Data: []byte("\x89PNG\r\n\x1a\n not really a png")},
	"dist/assets/data-PqR678.bin":       {Data: []byte("opaque")},
	"dist/assets/index-AbC123.js.map":   {Data: []byte(secret)},
	"dist/assets/index-AbC123.js.gz":    {Data: []byte(secret)},
	"dist/assets/index-AbC123.js.br":    {Data: []byte(secret)},
	"dist/assets/index-AbC123.js.zst":   {Data: []byte(secret)},
	"dist/.vite/manifest.json":          {Data: []byte(secret)},
	"dist/.env":                         {Data: []byte(secret)},
	"dist/assets/.hidden.js":            {Data: []byte(secret)},
	"dist/assets/nested/deep-StU901.js": {Data: []byte("deep")},
}

// testDist returns the test dist, rooted at testRoot's dist/.
func testDist(t testing.TB) fs.FS {
	t.Helper()
	dist, err := fs.Sub(testRoot, "dist")
	if err != nil {
		t.Fatal(err)
	}
	return dist
}

// newTestHandler returns New over the test dist.
func newTestHandler(t testing.TB) http.Handler {
	t.Helper()
	h, err := New(testDist(t))
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return h
}

// serve sends one request to h. target may hold raw escapes; header is a
// list of key, value pairs.
func serve(h http.Handler, method, target string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Add(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// decode returns body decoded from coding.
func decode(t *testing.T, coding string, body []byte) string {
	t.Helper()
	var r io.Reader
	switch coding {
	case "":
		return string(body)
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("gzip: %v", err)
		}
		r = zr
	case "br":
		r = brotli.NewReader(bytes.NewReader(body))
	default:
		t.Fatalf("unexpected coding %q", coding)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decoding %s: %v", coding, err)
	}
	return string(b)
}

func TestNewErrors(t *testing.T) {
	good := func() fstest.MapFS {
		return fstest.MapFS{
			"index.html":                   {Data: []byte(indexHTML)},
			"changelog.html":               {Data: []byte(changelogHTML)},
			"changelog/1.2.0.html":         {Data: []byte(releaseHTML)},
			"usage/components/button.html": {Data: []byte(buttonHTML)},
			"404.html":                     {Data: []byte(notFoundHTML)},
			"site.json":                    {Data: []byte(siteJSON)},
		}
	}
	tests := []struct {
		name   string
		change func(fstest.MapFS)
		want   string
	}{
		{"valid", func(fstest.MapFS) {}, ""},
		{"no site.json", func(m fstest.MapFS) { delete(m, "site.json") }, "reading site.json"},
		{"invalid json", func(m fstest.MapFS) { m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":`)} }, "parsing site.json"},
		{"other base", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/","routes":[{"path":"/"}]}`)}
		}, `base is "/"`},
		{"no routes", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[]}`)}
		}, "no routes"},
		{"relative route", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"changelog"}]}`)}
		}, `invalid route path "changelog"`},
		{"route with trailing slash", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/changelog/"}]}`)}
		}, `invalid route path "/changelog/"`},
		{"route with dot segment", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/a/../b"}]}`)}
		}, `invalid route path "/a/../b"`},
		{"route like a file", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/index.html"}]}`)}
		}, `route "/index.html" is also a file`},
		{"route with a dot", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/changelog/1.2.0"}]}`)}
		}, ""},
		{"assets folder as a route", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/assets"}]}`)}
		}, `invalid route path "/assets"`},
		{"route in assets", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/assets/x"}]}`)}
		}, `invalid route path "/assets/x"`},
		{"no index.html", func(m fstest.MapFS) { delete(m, "index.html") }, `no index.html, the page of route "/"`},
		{"no page for a route", func(m fstest.MapFS) { delete(m, "usage/components/button.html") }, `no usage/components/button.html, the page of route "/usage/components/button"`},
		{"no 404 page", func(m fstest.MapFS) { delete(m, "404.html") }, "no 404.html"},
		{"script hash not a digest", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/"}],"scriptHashes":["'unsafe-inline'"]}`)}
		}, `script hash "'unsafe-inline'" is not a CSP sha256 source`},
		{"locale that is no locale name", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/"}],"locales":["../x"]}`)}
		}, `locale "../x" is not a locale name (de-DE)`},
		{"script hash of another kind", func(m fstest.MapFS) {
			m["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/"}],"scriptHashes":["sha1-abc="]}`)}
		}, `script hash "sha1-abc=" is not a CSP sha256 source`},
	}
	for _, tt := range tests {
		dist := good()
		tt.change(dist)
		h, err := New(dist)
		switch {
		case tt.want == "" && (err != nil || h == nil):
			t.Errorf("%s: New() = %v, %v; want a handler", tt.name, h, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: New() error = %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}

// TestNoHost checks, over a real connection, that a request without a Host
// field is answered: HTTP/1.0 allows it, and net/http answers an HTTP/1.1
// request without one with 400.
func TestNoHost(t *testing.T) {
	srv := httptest.NewServer(newTestHandler(t))
	defer srv.Close()
	tests := []struct {
		request string
		status  int
	}{
		{"GET /tessera/ HTTP/1.0\r\n\r\n", 200},
		{"GET /tessera/nope HTTP/1.0\r\n\r\n", 404},
		{"HEAD /tessera/assets/index-AbC123.js HTTP/1.0\r\n\r\n", 200},
		{"GET / HTTP/1.0\r\n\r\n", 308},
		{"GET /tessera/ HTTP/1.1\r\n\r\n", 400},
	}
	for _, tt := range tests {
		conn, err := net.Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		conn.SetDeadline(time.Now().Add(5 * time.Second))
		if _, err := io.WriteString(conn, tt.request); err != nil {
			t.Fatal(err)
		}
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Errorf("%q: reading the response: %v", tt.request, err)
			conn.Close()
			continue
		}
		if resp.StatusCode != tt.status {
			t.Errorf("%q: status = %d, want %d", tt.request, resp.StatusCode, tt.status)
		}
		resp.Body.Close()
		conn.Close()
	}
}

// FuzzHandler checks that no path, however odd, gets a 500 or a byte of a
// file that must not be served. The seeds run with go test.
func FuzzHandler(f *testing.F) {
	for _, seed := range []string{
		"/tessera/", "/tessera/changelog", "/tessera/assets/index-AbC123.js", "/tessera/../secret.txt",
		"/tessera/%2e%2e/secret.txt", "/tessera/%c0%ae", "/tessera/.vite/manifest.json", "/tessera/%252e",
		"/tessera/assets/index-AbC123.js.map", `/tessera/..\secret.txt`, "/tessera/\x00", "//", "/tessera//",
	} {
		f.Add(seed, "gzip, br")
	}
	h := newTestHandler(f)
	f.Fuzz(func(t *testing.T, path, accept string) {
		r, err := http.ReadRequest(bufio.NewReader(strings.NewReader(
			"GET " + path + " HTTP/1.1\r\nHost: x\r\nAccept-Encoding: " + accept + "\r\n\r\n")))
		if err != nil {
			return // net/http would answer 400 before the handler
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code >= 500 {
			t.Errorf("GET %q: status %d", path, w.Code)
		}
		body := w.Body.String()
		if ce := w.Header().Get("Content-Encoding"); ce != "" {
			body = decode(t, ce, w.Body.Bytes())
		}
		if strings.Contains(body, secret) {
			t.Errorf("GET %q: served a file that must not be served", path)
		}
	})
}

// TestRoutes checks what chi sends where: the API, with and without its
// slash, answers JSON (404 and its own 405); outside it, a method we do not
// serve is a plain 405 with Allow on any path, the request target "*"
// included, and every answer carries the security headers.
func TestRoutes(t *testing.T) {
	h := newTestHandler(t)
	tests := []struct {
		method, target string
		status         int
		contentType    string
		allow          string
	}{
		{"GET", "/tessera/api", 404, "application/json", ""},
		{"GET", "/tessera/api/", 404, "application/json", ""},
		{"GET", "/tessera/api/nope", 404, "application/json", ""},
		{"GET", "/tessera/api/orders?pageSize=00000000005", 200, "application/json", ""},
		{"POST", "/tessera/api/orders", 405, "application/json", "GET, HEAD"},
		{"POST", "/tessera/api", 405, "application/json", "GET, HEAD"},
		{"GET", "/tessera/apix", 404, "text/html; charset=utf-8", ""},
		{"POST", "/tessera/", 405, plainType, "GET, HEAD"},
		{"POST", "/tessera/changelog", 405, plainType, "GET, HEAD"},
		{"PUT", "/tessera/assets/index-AbC123.js", 405, plainType, "GET, HEAD"},
		{"POST", "/", 405, plainType, "GET, HEAD"},
		{"DELETE", "/elsewhere", 405, plainType, "GET, HEAD"},
		{"OPTIONS", "*", 405, plainType, "GET, HEAD"},
		{"GET", "/elsewhere", 404, plainType, ""},
		{"GET", "/tessera", 308, "", ""},
	}
	for _, tt := range tests {
		w := serve(h, tt.method, tt.target)
		label := tt.method + " " + tt.target
		if w.Code != tt.status || w.Header().Get("Content-Type") != tt.contentType || w.Header().Get("Allow") != tt.allow {
			t.Errorf("%s: %d, Content-Type %q, Allow %q; want %d, %q, %q", label, w.Code,
				w.Header().Get("Content-Type"), w.Header().Get("Allow"), tt.status, tt.contentType, tt.allow)
		}
		for k, v := range wantSecurity {
			if got := w.Header().Get(k); got != v {
				t.Errorf("%s: %s = %q, want %q", label, k, got, v)
			}
		}
	}
}
