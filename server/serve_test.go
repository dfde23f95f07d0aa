package server

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// etags returns the entity tags the handler gives target in each coding.
func etags(t *testing.T, h http.Handler, target string) map[string]string {
	t.Helper()
	tags := map[string]string{}
	for _, c := range []string{"identity", "gzip", "br"} {
		w := serve(h, http.MethodGet, target, "Accept-Encoding", c)
		if w.Code != http.StatusOK {
			t.Fatalf("GET %s with %s: status %d", target, c, w.Code)
		}
		tags[c] = w.Header().Get("ETag")
	}
	return tags
}

func TestEncodings(t *testing.T) {
	h := newTestHandler(t)
	const (
		js  = "/tessera/assets/index-AbC123.js"
		jsT = "text/javascript; charset=utf-8"
	)
	tests := []struct {
		target, accept string
		coding         string // "" for identity
		ctype, cache   string
		vary           bool
		content        string
	}{
		{js, "", "", jsT, cacheImmutable, true, appJS},
		{js, "gzip", "gzip", jsT, cacheImmutable, true, appJS},
		{js, "br", "br", jsT, cacheImmutable, true, appJS},
		{js, "gzip, deflate, br, zstd", "br", jsT, cacheImmutable, true, appJS},
		{js, "gzip, br;q=0", "gzip", jsT, cacheImmutable, true, appJS},
		{js, "GZIP;Q=0.5, identity;q=0.4", "gzip", jsT, cacheImmutable, true, appJS},
		{js, "identity;q=0", "", jsT, cacheImmutable, true, appJS},
		{js, "zstd, deflate", "", jsT, cacheImmutable, true, appJS},
		{js, "*", "br", jsT, cacheImmutable, true, appJS},
		{"/tessera/", "gzip", "gzip", htmlType, "no-cache", true, indexHTML},
		{"/tessera/changelog", "br", "br", htmlType, "no-cache", true, changelogHTML},
		{"/tessera/site.json", "gzip", "gzip", "application/json; charset=utf-8", "no-cache", true, siteJSON},
		{"/tessera/assets/index-DeF456.css", "br, gzip", "br", "text/css; charset=utf-8", cacheImmutable, true, appCSS},
		// Not smaller when compressed: identity only, still Vary.
		{"/tessera/assets/tiny-GhI789.js", "gzip, br", "", jsT, cacheImmutable, true, tinyJS},
		// Incompressible types: never compressed, no Vary.
		{"/tessera/assets/noto-JkL012.woff2", "gzip, br", "", "font/woff2", cacheImmutable, false, woff2},
		{"/tessera/assets/data-PqR678.bin", "gzip, br", "", "application/octet-stream", cacheImmutable, false, "opaque"},
	}
	seen := map[string]string{} // ETag -> what it was given for
	for _, tt := range tests {
		label := "GET " + tt.target + " Accept-Encoding: " + tt.accept
		w := serve(h, http.MethodGet, tt.target, "Accept-Encoding", tt.accept)
		if w.Code != http.StatusOK {
			t.Errorf("%s: status = %d, want 200", label, w.Code)
		}
		want := map[string]string{
			"Content-Type":   tt.ctype,
			"Content-Length": strconv.Itoa(w.Body.Len()),
			"Cache-Control":  tt.cache,
			"ETag":           "*",
			"Accept-Ranges":  "bytes",
		}
		if tt.coding != "" {
			want["Content-Encoding"] = tt.coding
		}
		if tt.vary {
			want["Vary"] = "Accept-Encoding"
		}
		checkHeaders(t, label, w.Header(), want)
		if got := decode(t, tt.coding, w.Body.Bytes()); got != tt.content {
			t.Errorf("%s: decoded body = %.40q, want %.40q", label, got, tt.content)
		}
		if tt.coding != "" && w.Body.Len() >= len(tt.content) {
			t.Errorf("%s: %d bytes compressed, not smaller than %d", label, w.Body.Len(), len(tt.content))
		}
		key := tt.target + " " + tt.coding
		if tt.target == "/tessera/changelog" {
			key = "/tessera/ " + tt.coding // the same representation as the base
		}
		etag := w.Header().Get("ETag")
		if prev, ok := seen[etag]; ok && prev != key {
			t.Errorf("%s: ETag %s also given for %s", label, etag, prev)
		}
		seen[etag] = key
	}
}

func TestHead(t *testing.T) {
	h := newTestHandler(t)
	targets := []struct{ target, accept string }{
		{"/tessera/", ""},
		{"/tessera/", "gzip"},
		{"/tessera/changelog", "br"},
		{"/tessera/nope", "gzip"},
		{"/tessera/assets/index-AbC123.js", "br"},
		{"/tessera/assets/noto-JkL012.woff2", ""},
		{"/tessera/assets/missing.js", ""},
		{"/", ""},
		{"/tessera/changelog/", ""},
		{"/other", ""},
	}
	for _, tt := range targets {
		get := serve(h, http.MethodGet, tt.target, "Accept-Encoding", tt.accept)
		head := serve(h, http.MethodHead, tt.target, "Accept-Encoding", tt.accept)
		label := "HEAD " + tt.target + " Accept-Encoding: " + tt.accept
		if head.Code != get.Code {
			t.Errorf("%s: status = %d, want %d as for GET", label, head.Code, get.Code)
		}
		if head.Body.Len() != 0 {
			t.Errorf("%s: body of %d bytes, want none", label, head.Body.Len())
		}
		want := map[string]string{}
		for k, v := range get.Header() {
			want[k] = v[0]
		}
		checkHeaders(t, label, head.Header(), want)
	}
}

func TestConditional(t *testing.T) {
	h := newTestHandler(t)
	const js = "/tessera/assets/index-AbC123.js"
	idx := etags(t, h, "/tessera/")
	chl := etags(t, h, "/tessera/changelog")
	jst := etags(t, h, js)
	weak := func(tag string) string { return "W/" + tag }
	tests := []struct {
		name, target string
		header       []string
		status       int
		etag         string // the ETag of the response
	}{
		{"exact", js, []string{"If-None-Match", jst["identity"]}, 304, jst["identity"]},
		{"exact gzip", js, []string{"If-None-Match", jst["gzip"], "Accept-Encoding", "gzip"}, 304, jst["gzip"]},
		{"exact br", js, []string{"If-None-Match", jst["br"], "Accept-Encoding", "br"}, 304, jst["br"]},
		{"weak", js, []string{"If-None-Match", weak(jst["identity"])}, 304, jst["identity"]},
		{"weak gzip", js, []string{"If-None-Match", weak(jst["gzip"]), "Accept-Encoding", "gzip"}, 304, jst["gzip"]},
		{"list", js, []string{"If-None-Match", `"a", ` + jst["gzip"] + `, "b"`, "Accept-Encoding", "gzip"}, 304, jst["gzip"]},
		{"list of weak", js, []string{"If-None-Match", `W/"a", ` + weak(jst["br"]), "Accept-Encoding", "br"}, 304, jst["br"]},
		{"star", js, []string{"If-None-Match", "*"}, 304, jst["identity"]},
		{"star gzip", js, []string{"If-None-Match", "*", "Accept-Encoding", "gzip"}, 304, jst["gzip"]},
		{"other coding's tag", js, []string{"If-None-Match", jst["identity"], "Accept-Encoding", "gzip"}, 200, jst["gzip"]},
		{"no match", js, []string{"If-None-Match", `"nope"`}, 200, jst["identity"]},
		{"malformed", js, []string{"If-None-Match", strings.Trim(jst["identity"], `"`)}, 200, jst["identity"]},
		{"route", "/tessera/changelog", []string{"If-None-Match", chl["br"], "Accept-Encoding", "br"}, 304, chl["br"]},
		{"other page's tag", "/tessera/changelog", []string{"If-None-Match", idx["br"], "Accept-Encoding", "br"}, 200, chl["br"]},
		{"base", "/tessera/", []string{"If-None-Match", idx["identity"]}, 304, idx["identity"]},
		{"head", "/tessera/", []string{"If-None-Match", idx["identity"]}, 304, idx["identity"]},
		{"site 404 ignores conditions", "/tessera/nope", []string{"If-None-Match", etagOf([]byte(notFoundHTML))}, 404, etagOf([]byte(notFoundHTML))},
		{"If-Match strong", js, []string{"If-Match", jst["identity"]}, 200, jst["identity"]},
		{"If-Match star", js, []string{"If-Match", "*"}, 200, jst["identity"]},
		{"If-Match weak fails", js, []string{"If-Match", weak(jst["identity"])}, 412, ""},
		{"If-Match other fails", js, []string{"If-Match", `"nope"`}, 412, ""},
		{"If-Match fails gzip", js, []string{"If-Match", `"nope"`, "Accept-Encoding", "gzip"}, 412, ""},
	}
	for _, tt := range tests {
		method := http.MethodGet
		if tt.name == "head" {
			method = http.MethodHead
		}
		w := serve(h, method, tt.target, tt.header...)
		label := tt.name + ": " + method + " " + tt.target + " " + strings.Join(tt.header, ": ")
		if w.Code != tt.status {
			t.Errorf("%s: status = %d, want %d", label, w.Code, tt.status)
		}
		if got := w.Header().Get("ETag"); got != tt.etag {
			t.Errorf("%s: ETag = %q, want %q", label, got, tt.etag)
		}
		if tt.status == http.StatusPreconditionFailed {
			if got := w.Header()["Content-Encoding"]; got != nil {
				t.Errorf("%s: Content-Encoding = %q, want none", label, got)
			}
		}
		if tt.status == http.StatusNotModified {
			cache := cacheImmutable
			if !strings.Contains(tt.target, "assets") {
				cache = "no-cache"
			}
			checkHeaders(t, label, w.Header(), map[string]string{
				"ETag":          tt.etag,
				"Cache-Control": cache,
				"Vary":          "Accept-Encoding",
			})
			if w.Body.Len() != 0 {
				t.Errorf("%s: 304 with a body of %d bytes", label, w.Body.Len())
			}
		}
	}
}

func TestRange(t *testing.T) {
	h := newTestHandler(t)
	const js = "/tessera/assets/index-AbC123.js"
	jst := etags(t, h, js)
	size := strconv.Itoa(len(appJS))
	tests := []struct {
		name     string
		method   string
		header   []string
		status   int
		crange   string // Content-Range
		body     string // identity body, when not compressed
		encoding string
	}{
		{"first bytes", "GET", []string{"Range", "bytes=0-9"}, 206, "bytes 0-9/" + size, appJS[:10], ""},
		{"open end", "GET", []string{"Range", "bytes=100-"}, 206, "bytes 100-" + strconv.Itoa(len(appJS)-1) + "/" + size, appJS[100:], ""},
		{"suffix", "GET", []string{"Range", "bytes=-5"}, 206, "bytes " + strconv.Itoa(len(appJS)-5) + "-" + strconv.Itoa(len(appJS)-1) + "/" + size, appJS[len(appJS)-5:], ""},
		{"compressed client gets identity", "GET", []string{"Range", "bytes=0-9", "Accept-Encoding", "gzip, br"}, 206, "bytes 0-9/" + size, appJS[:10], ""},
		{"If-Range identity tag", "GET", []string{"Range", "bytes=0-9", "If-Range", jst["identity"]}, 206, "bytes 0-9/" + size, appJS[:10], ""},
		{"If-Range stale tag: full, identity", "GET", []string{"Range", "bytes=0-9", "If-Range", `"old"`, "Accept-Encoding", "gzip"}, 200, "", appJS, ""},
		{"If-Range gzip tag: full", "GET", []string{"Range", "bytes=0-9", "If-Range", jst["gzip"]}, 200, "", appJS, ""},
		{"If-Range weak tag: full", "GET", []string{"Range", "bytes=0-9", "If-Range", "W/" + jst["identity"]}, 200, "", appJS, ""},
		{"If-Range date: full", "GET", []string{"Range", "bytes=0-9", "If-Range", "Wed, 21 Oct 2015 07:28:00 GMT"}, 200, "", appJS, ""},
		{"unsatisfiable", "GET", []string{"Range", "bytes=" + size + "-"}, 416, "bytes */" + size, "invalid range: failed to overlap\n", ""},
		{"empty suffix: full", "GET", []string{"Range", "bytes=-0"}, 200, "", appJS, ""},
		{"empty suffix among others: full", "GET", []string{"Range", "bytes=0-1, -00"}, 200, "", appJS, ""},
		{"malformed", "GET", []string{"Range", "bytes=x-y"}, 416, "", "invalid range\n", ""},
		{"other unit: full", "GET", []string{"Range", "items=0-1"}, 200, "", appJS, ""},
		{"two Range fields: full", "GET", []string{"Range", "bytes=0-1", "Range", "bytes=2-3"}, 200, "", appJS, ""},
		{"HEAD takes ranges", "HEAD", []string{"Range", "bytes=0-9"}, 206, "bytes 0-9/" + size, "", ""},
		{"304 before range", "GET", []string{"Range", "bytes=0-9", "If-None-Match", jst["identity"]}, 304, "", "", ""},
	}
	for _, tt := range tests {
		w := serve(h, tt.method, js, tt.header...)
		label := tt.name + ": " + tt.method + " " + strings.Join(tt.header, ": ")
		if w.Code != tt.status {
			t.Errorf("%s: status = %d, want %d", label, w.Code, tt.status)
		}
		if got := w.Header().Get("Content-Range"); got != tt.crange {
			t.Errorf("%s: Content-Range = %q, want %q", label, got, tt.crange)
		}
		if got := w.Header().Get("Content-Encoding"); got != tt.encoding {
			t.Errorf("%s: Content-Encoding = %q, want %q", label, got, tt.encoding)
		}
		if got := decode(t, tt.encoding, w.Body.Bytes()); got != tt.body {
			t.Errorf("%s: body = %.40q, want %.40q", label, got, tt.body)
		}
		switch tt.status {
		case http.StatusPartialContent:
			length := strconv.Itoa(len(tt.body))
			if tt.method == http.MethodHead {
				length = "10"
			}
			checkHeaders(t, label, w.Header(), map[string]string{
				"Content-Type":   "text/javascript; charset=utf-8",
				"Content-Length": length,
				"Content-Range":  tt.crange,
				"ETag":           jst["identity"],
				"Cache-Control":  cacheImmutable,
				"Accept-Ranges":  "bytes",
				"Vary":           "Accept-Encoding",
			})
		case http.StatusRequestedRangeNotSatisfiable:
			want := map[string]string{
				"Content-Type":  plainType,
				"Cache-Control": "no-store",
				"Vary":          "Accept-Encoding",
			}
			if tt.crange != "" {
				want["Content-Range"] = tt.crange
			}
			checkHeaders(t, label, w.Header(), want)
		}
	}
	// Several ranges: a multipart/byteranges of them, from the identity.
	w := serve(h, http.MethodGet, js, "Range", "bytes=0-1,5-6", "Accept-Encoding", "br")
	if ct := w.Header().Get("Content-Type"); w.Code != http.StatusPartialContent || !strings.HasPrefix(ct, "multipart/byteranges; boundary=") ||
		!strings.Contains(w.Body.String(), appJS[0:2]) || !strings.Contains(w.Body.String(), "Content-Range: bytes 5-6/"+size) {
		t.Errorf("GET Range: bytes=0-1,5-6: status %d, Content-Type %q, body %.80q; want 206, multipart/byteranges with both parts", w.Code, ct, w.Body.String())
	}
	// The site's 404 page ignores ranges.
	if w := serve(h, http.MethodGet, "/tessera/nope", "Range", "bytes=0-9"); w.Code != http.StatusNotFound || w.Body.String() != notFoundHTML {
		t.Errorf("GET /tessera/nope Range: bytes=0-9: status = %d, body %.30q; want 404 with 404.html", w.Code, w.Body.String())
	}
	// A route's page takes ranges.
	if w := serve(h, http.MethodGet, "/tessera/changelog", "Range", "bytes=0-14"); w.Code != http.StatusPartialContent || w.Body.String() != changelogHTML[:15] {
		t.Errorf("GET /tessera/changelog Range: bytes=0-14: status = %d, body %q; want 206 with %q", w.Code, w.Body.String(), changelogHTML[:15])
	}
}
