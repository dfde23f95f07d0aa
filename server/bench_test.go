package server

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
)

// benchWriter is a ResponseWriter that keeps nothing, so the benchmarks
// count the handler's own allocations. Its header map is cleared, not
// replaced, between requests.
type benchWriter struct {
	h      http.Header
	status int
	n      int
}

func (w *benchWriter) Header() http.Header         { return w.h }
func (w *benchWriter) WriteHeader(status int)      { w.status = status }
func (w *benchWriter) Write(b []byte) (int, error) { w.n += len(b); return len(b), nil }

// benchServe serves target with the given Accept-Encoding in a loop and
// fails unless the status and coding are the expected ones.
func benchServe(b *testing.B, h http.Handler, target, accept string, status int, coding string) {
	r := httptest.NewRequest(http.MethodGet, target, nil)
	if accept != "" {
		r.Header.Set("Accept-Encoding", accept)
	}
	w := &benchWriter{h: make(http.Header)}
	h.ServeHTTP(w, r)
	if w.status != status || w.h.Get("Content-Encoding") != coding {
		b.Fatalf("GET %s: status %d, coding %q; want %d, %q", target, w.status, w.h.Get("Content-Encoding"), status, coding)
	}
	b.SetBytes(int64(w.n))
	b.ReportAllocs()
	for b.Loop() {
		clear(w.h)
		h.ServeHTTP(w, r)
	}
}

func BenchmarkServeIndex(b *testing.B) {
	benchServe(b, newTestHandler(b), "/tessera/", "", http.StatusOK, "")
}

func BenchmarkServeRoute(b *testing.B) {
	benchServe(b, newTestHandler(b), "/tessera/usage/components/button", "gzip, deflate, br, zstd", http.StatusOK, "br")
}

func BenchmarkServeMissing(b *testing.B) {
	benchServe(b, newTestHandler(b), "/tessera/usage/components/nope", "", http.StatusNotFound, "")
}

func BenchmarkServeAssetGzip(b *testing.B) {
	benchServe(b, newTestHandler(b), "/tessera/assets/index-AbC123.js", "gzip", http.StatusOK, "gzip")
}

func BenchmarkServeNotModified(b *testing.B) {
	h := newTestHandler(b)
	r := httptest.NewRequest(http.MethodGet, "/tessera/", nil)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	r.Header.Set("If-None-Match", w.Header().Get("ETag"))
	benchServeRequest(b, h, r, http.StatusNotModified)
}

func BenchmarkServeIndexLogged(b *testing.B) {
	h := Log(slog.New(slog.NewTextHandler(discard{}, nil)), newTestHandler(b))
	benchServe(b, h, "/tessera/", "", http.StatusOK, "")
}

// benchServeRequest serves r in a loop and fails unless the status is status.
func benchServeRequest(b *testing.B, h http.Handler, r *http.Request, status int) {
	w := &benchWriter{h: make(http.Header)}
	h.ServeHTTP(w, r)
	if w.status != status {
		b.Fatalf("GET %s: status %d, want %d", r.URL, w.status, status)
	}
	b.ReportAllocs()
	for b.Loop() {
		clear(w.h)
		h.ServeHTTP(w, r)
	}
}

// discard is an io.Writer that drops everything.
type discard struct{}

func (discard) Write(b []byte) (int, error) { return len(b), nil }
