package server

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
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

// BenchmarkServeIndexLogged writes every request's line; logB/op is the
// line's size.
func BenchmarkServeIndexLogged(b *testing.B) {
	benchLogged(b, 0)
}

// BenchmarkServeIndexSampled is past the log's limit, as under load: the
// lines are counted, not written, and logB/op is what the summaries cost.
func BenchmarkServeIndexSampled(b *testing.B) {
	benchLogged(b, 1)
}

// benchLogged serves index.html through a RequestLog with the given limit,
// writing text lines as the binary does, and reports the bytes of log per
// request.
func benchLogged(b *testing.B, perSecond int) {
	var out counter
	rl := NewRequestLog(slog.New(slog.NewTextHandler(&out, nil)), perSecond)
	benchServe(b, rl.Handler(newTestHandler(b)), "/tessera/", "", http.StatusOK, "")
	rl.Close()
	b.ReportMetric(float64(out.n.Load())/float64(b.N), "logB/op")
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

// counter is an io.Writer that drops everything and counts the bytes.
type counter struct{ n atomic.Int64 }

func (c *counter) Write(b []byte) (int, error) { c.n.Add(int64(len(b))); return len(b), nil }
