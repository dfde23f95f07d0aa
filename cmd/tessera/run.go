package main

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"
)

// Server limits. Headers must arrive within readHeaderTimeout, so a client
// that dribbles them cannot hold a connection; requests have no body, so
// the whole request gets little more; an idle keep-alive connection is
// closed after idleTimeout; a request line and headers over maxHeaderBytes
// get 431. Writes are bounded by sendTimeout (see lingerListener).
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 10 * time.Second
	idleTimeout       = 120 * time.Second
	maxHeaderBytes    = 64 << 10
	// defaultGrace is how long requests in flight may take to finish
	// once the server is asked to stop (the -grace flag).
	defaultGrace = 10 * time.Second
)

// sendTimeout is how long a write may wait for the client to read: ample
// for a slow link, which reads something every few seconds. A variable so
// that a test can shorten it.
var sendTimeout = 30 * time.Second

// stopping says how the server stops once asked to: how long requests in
// flight may take to finish, and where it says what it does.
type stopping struct {
	grace time.Duration
	log   *slog.Logger
}

// run listens on addr, sends the address it listens on to ready (when not
// nil), and serves h until ctx is done; then it stops as serve does.
func run(ctx context.Context, addr string, h http.Handler, stop stopping, ready chan<- string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	if ready != nil {
		ready <- ln.Addr().String()
	}
	return serve(ctx, newServer(h), ln, stop)
}

// newServer returns an http.Server for h with the limits set. "OPTIONS *"
// goes to h like any request, so it gets h's headers and answer rather than
// net/http's bare 200.
func newServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:                      h,
		ReadHeaderTimeout:            readHeaderTimeout,
		ReadTimeout:                  readTimeout,
		IdleTimeout:                  idleTimeout,
		MaxHeaderBytes:               maxHeaderBytes,
		DisableGeneralOptionsHandler: true,
	}
}

// serve runs srv on ln until ctx is done, then stops: it closes ln, closes
// idle connections, lets the responses in flight finish for up to
// stop.grace (each connection then closes when its response is done,
// lingering so that the client reads all of it; see lingerListener), and
// cuts the connections still busy when the grace period ends. It logs when
// it starts and ends stopping, with the number of connections it cut, and
// returns nil when it stopped because ctx was done, cut connections or
// not; an error only when serving failed.
func serve(ctx context.Context, srv *http.Server, ln net.Listener, stop stopping) error {
	lln := &lingerListener{Listener: ln, sendTimeout: sendTimeout}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(lln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	start := time.Now()
	stop.log.Info("stopping", "grace", stop.grace, "connections", lln.open.Load())
	deadline := start.Add(stop.grace)
	sctx, cancel := context.WithDeadline(context.Background(), deadline)
	defer cancel()
	var cut int64
	if err := srv.Shutdown(sctx); err != nil {
		cut = lln.cut()
		srv.Close()
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	drained := make(chan struct{})
	go func() { lln.drains.Wait(); close(drained) }()
	select {
	case <-drained:
	case <-time.After(time.Until(deadline)):
	}
	level := slog.LevelInfo
	if cut > 0 {
		level = slog.LevelWarn
	}
	stop.log.Log(context.Background(), level, "stopped", "duration", time.Since(start).Round(time.Millisecond), "cut", cut)
	return nil
}
