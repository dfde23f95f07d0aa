package server

import (
	"context"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// maxLoggedPath bounds the path written to the log, so a client cannot
// make one request write kilobytes of log.
const maxLoggedPath = 1024

// RequestLog writes a line per request to a slog.Logger: method, path,
// status, bytes of content sent, duration, and the content coding of the
// response ("identity" when none); at level INFO, ERROR for a 5xx, so a
// logger at level ERROR keeps the server's failures alone.
//
// Under load it samples, as Caddy's log sampling and nginx's buffered
// access log with a rate limit do: at most perSecond lines are written in
// any second of the clock, and the requests past that are counted, by
// status class, and summed up in one line per second, "requests not
// logged" (at ERROR when a 5xx is among them). So the log grows by at most
// perSecond+1 lines a second, whatever the load, and a request it does not
// write costs a clock read and two atomic additions.
type RequestLog struct {
	h         slog.Handler
	perSecond int64
	second    atomic.Int64    // the second of the clock being counted
	written   atomic.Int64    // lines written in that second
	skipped   [6]atomic.Int64 // requests not logged since the last summary, by status/100
	stop      chan struct{}
	done      chan struct{}
}

// NewRequestLog returns a RequestLog writing to l at most perSecond request
// lines a second; 0 or less means every request. It sums up skipped
// requests every second until Close.
func NewRequestLog(l *slog.Logger, perSecond int) *RequestLog {
	rl := &RequestLog{h: l.Handler(), perSecond: int64(perSecond), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(rl.done)
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				rl.summarize()
			case <-rl.stop:
				rl.summarize()
				return
			}
		}
	}()
	return rl
}

// Close stops the summaries, writing the last one.
func (rl *RequestLog) Close() error {
	close(rl.stop)
	<-rl.done
	return nil
}

// Handler returns a handler that calls next and then logs the request.
func (rl *RequestLog) Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := recorders.Get().(*recorder)
		*rec = recorder{ResponseWriter: w}
		defer func() { *rec = recorder{}; recorders.Put(rec) }()
		next.ServeHTTP(rec, r)
		if rec.status == 0 {
			rec.status, rec.encoding = http.StatusOK, "identity" // nothing written: net/http sends 200
		}
		level := slog.LevelInfo
		if rec.status >= 500 {
			level = slog.LevelError
		}
		ctx := r.Context()
		if !rl.h.Enabled(ctx, level) {
			return
		}
		// The second a request counts in is the one it began in, which
		// spares a request that is not written a second reading of the clock.
		if !rl.allow(start) {
			rl.skipped[min(uint(rec.status/100), 5)].Add(1)
			return
		}
		end := time.Now()
		path := r.URL.Path
		if len(path) > maxLoggedPath {
			path = path[:maxLoggedPath]
		}
		// A record built here, with no caller's PC, spares every request
		// the stack walk of Logger.LogAttrs (about a fifth of the line's
		// cost in BenchmarkServeIndexLogged).
		line := slog.NewRecord(end, level, "request", 0)
		line.AddAttrs(
			slog.String("method", r.Method),
			slog.String("path", path),
			slog.Int("status", rec.status),
			slog.Int64("bytes", rec.bytes),
			slog.Duration("duration", end.Sub(start)),
			slog.String("encoding", rec.encoding),
		)
		rl.h.Handle(ctx, line)
	})
}

// allow reports whether a line may be written at now: whether fewer than
// perSecond have been written in now's second. Two requests crossing into
// a new second together may both reset the count, so a second can write a
// line or two over the limit; never more than that.
func (rl *RequestLog) allow(now time.Time) bool {
	if rl.perSecond <= 0 {
		return true
	}
	sec := now.Unix()
	if old := rl.second.Load(); old != sec && rl.second.CompareAndSwap(old, sec) {
		rl.written.Store(0)
	}
	return rl.written.Add(1) <= rl.perSecond
}

// statusClasses names the counters of RequestLog.skipped.
var statusClasses = [6]string{"other", "1xx", "2xx", "3xx", "4xx", "5xx"}

// summarize writes one line with the requests not logged since the last
// summary, if there were any.
func (rl *RequestLog) summarize() {
	var total int64
	attrs := make([]slog.Attr, 1, 7)
	for i := range rl.skipped {
		if n := rl.skipped[i].Swap(0); n > 0 {
			total += n
			attrs = append(attrs, slog.Int64(statusClasses[i], n))
		}
	}
	if total == 0 {
		return
	}
	attrs[0] = slog.Int64("count", total)
	level := slog.LevelInfo
	if attrs[len(attrs)-1].Key == "5xx" {
		level = slog.LevelError
	}
	line := slog.NewRecord(time.Now(), level, "requests not logged", 0)
	line.AddAttrs(attrs...)
	line.AddAttrs(slog.Int64("limit", rl.perSecond))
	rl.h.Handle(context.Background(), line)
}

// recorders are reused between requests: a handler keeps no ResponseWriter
// past its return.
var recorders = sync.Pool{New: func() any { return new(recorder) }}

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
