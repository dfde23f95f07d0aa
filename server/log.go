package server

import (
	"log/slog"
	"net/http"
	"time"
)

// maxLoggedPath bounds the path written to the log, so a client cannot
// make one request write kilobytes of log.
const maxLoggedPath = 1024

// Log returns a handler that calls next and then writes one line to l for
// the request: method, path, status, bytes of content sent, duration, and
// the content coding of the response ("identity" when none).
func Log(l *slog.Logger, next http.Handler) http.Handler {
	h := l.Handler()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		if rec.status == 0 {
			rec.status, rec.encoding = http.StatusOK, "identity" // nothing written: net/http sends 200
		}
		path := r.URL.Path
		if len(path) > maxLoggedPath {
			path = path[:maxLoggedPath]
		}
		// A record built here, with no caller's PC, spares every request
		// the stack walk of Logger.LogAttrs (about a fifth of the line's
		// cost in BenchmarkServeIndexLogged).
		ctx := r.Context()
		if !h.Enabled(ctx, slog.LevelInfo) {
			return
		}
		end := time.Now()
		line := slog.NewRecord(end, slog.LevelInfo, "request", 0)
		line.AddAttrs(
			slog.String("method", r.Method),
			slog.String("path", path),
			slog.Int("status", rec.status),
			slog.Int64("bytes", rec.bytes),
			slog.Duration("duration", end.Sub(start)),
			slog.String("encoding", rec.encoding),
		)
		h.Handle(ctx, line)
	})
}

// recorder is a ResponseWriter that remembers what the handler sent.
type recorder struct {
	http.ResponseWriter
	status   int
	bytes    int64
	encoding string
}

// WriteHeader records the status and the content coding.
func (rec *recorder) WriteHeader(status int) {
	if rec.status == 0 {
		rec.status = status
		rec.encoding = "identity"
		if ce := rec.Header()["Content-Encoding"]; len(ce) > 0 {
			rec.encoding = ce[0]
		}
	}
	rec.ResponseWriter.WriteHeader(status)
}

// Write counts the bytes written, recording an implicit 200.
func (rec *recorder) Write(b []byte) (int, error) {
	if rec.status == 0 {
		rec.WriteHeader(http.StatusOK)
	}
	n, err := rec.ResponseWriter.Write(b)
	rec.bytes += int64(n)
	return n, err
}

// Unwrap returns the underlying ResponseWriter, for http.ResponseController.
func (rec *recorder) Unwrap() http.ResponseWriter {
	return rec.ResponseWriter
}
