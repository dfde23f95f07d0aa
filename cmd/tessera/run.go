package main

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"
)

// Server limits. Headers must arrive within readHeaderTimeout, so a client
// that dribbles them cannot hold a connection; requests have no body, so
// the whole request gets little more; a response gets writeTimeout, ample
// for the largest asset on a slow link; an idle keep-alive connection is
// closed after idleTimeout; a request line and headers over maxHeaderBytes
// get 431.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 10 * time.Second
	writeTimeout      = 30 * time.Second
	idleTimeout       = 120 * time.Second
	maxHeaderBytes    = 64 << 10
	// shutdownTimeout bounds how long requests in flight may take to
	// finish once the server is asked to stop.
	shutdownTimeout = 10 * time.Second
)

// run listens on addr, sends the address it listens on to ready (when not
// nil), and serves h until ctx is done. Then it stops accepting
// connections, lets requests in flight finish for up to shutdownTimeout,
// and returns.
func run(ctx context.Context, addr string, h http.Handler, ready chan<- string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	if ready != nil {
		ready <- ln.Addr().String()
	}
	return serve(ctx, newServer(h), ln)
}

// newServer returns an http.Server for h with the limits set.
func newServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
	}
}

// serve runs srv on ln until ctx is done, then shuts it down gracefully.
// It closes ln.
func serve(ctx context.Context, srv *http.Server, ln net.Listener) error {
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
