package main

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// startRun starts run on a free loopback port with h and returns its
// address, a cancel function, and the channel run's result arrives on.
func startRun(t *testing.T, h http.Handler) (string, context.CancelFunc, <-chan error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- run(ctx, "127.0.0.1:0", h, stopping{defaultGrace, testLogger(t)}, ready) }()
	select {
	case addr := <-ready:
		return addr, cancel, done
	case err := <-done:
		cancel()
		t.Fatalf("run: %v", err)
	case <-time.After(5 * time.Second):
		cancel()
		t.Fatal("run: not ready after 5s")
	}
	return "", nil, nil
}

// testLogger returns a logger writing to t.Log.
func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, nil))
}

// tWriter is an io.Writer to t.Log.
type tWriter struct{ t *testing.T }

func (w tWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// TestRunFinishesInFlight cancels run's context while a slow request is
// being served and checks that the request completes, that new connections
// are refused, and that run returns nil.
func TestRunFinishesInFlight(t *testing.T) {
	started, release := make(chan struct{}), make(chan struct{})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		<-release
		io.WriteString(w, "finished")
	})
	addr, cancel, done := startRun(t, h)
	defer cancel()

	type result struct {
		status int
		body   string
		err    error
	}
	got := make(chan result, 1)
	go func() {
		resp, err := http.Get("http://" + addr + "/slow")
		if err != nil {
			got <- result{err: err}
			return
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		got <- result{resp.StatusCode, string(b), err}
	}()
	<-started
	cancel()
	// Shutdown closes the listener first; wait until it has.
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatal("the listener still accepts connections 5s after cancel")
		}
		time.Sleep(10 * time.Millisecond)
	}
	select {
	case err := <-done:
		t.Fatalf("run returned %v while a request was in flight", err)
	default:
	}
	close(release)
	r := <-got
	if r.err != nil || r.status != http.StatusOK || r.body != "finished" {
		t.Errorf("in-flight request: status %d, body %q, err %v; want 200, %q, nil", r.status, r.body, r.err, "finished")
	}
	waitStopped(t, done, 5*time.Second)
}

func TestRunListenError(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	for _, addr := range []string{ln.Addr().String(), "127.0.0.1:99999", "not an address"} {
		if err := run(context.Background(), addr, http.NotFoundHandler(), stopping{defaultGrace, testLogger(t)}, nil); err == nil {
			t.Errorf("run(%q) = nil, want an error", addr)
		}
	}
}

func TestNewServerLimits(t *testing.T) {
	srv := newServer(http.NotFoundHandler())
	tests := []struct {
		name      string
		got, want time.Duration
	}{
		{"ReadHeaderTimeout", srv.ReadHeaderTimeout, readHeaderTimeout},
		{"ReadTimeout", srv.ReadTimeout, readTimeout},
		{"IdleTimeout", srv.IdleTimeout, idleTimeout},
	}
	for _, tt := range tests {
		if tt.got != tt.want || tt.got <= 0 {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
	if srv.MaxHeaderBytes != maxHeaderBytes {
		t.Errorf("MaxHeaderBytes = %d, want %d", srv.MaxHeaderBytes, maxHeaderBytes)
	}
}

// startServer serves h with newServer's limits, changed by adjust, on a
// free loopback port, until the test ends.
func startServer(t *testing.T, h http.Handler, adjust func(*http.Server)) string {
	t.Helper()
	srv := newServer(h)
	if adjust != nil {
		adjust(srv)
	}
	addr, stop, done, _ := startServing(t, srv, defaultGrace)
	t.Cleanup(func() {
		stop()
		waitStopped(t, done, 5*time.Second)
	})
	return addr
}

// TestSlowHeaders dribbles a header line every 50ms and checks that the
// server closes the connection once ReadHeaderTimeout has passed. The time
// is the server's: from when it accepted the connection (ConnState
// StateNew, before it starts reading and sets the header deadline) to when
// the connection closed. A client clock started after Dial returned could
// start after the server's deadline was set: loaded, the close came "198.8
// ms" after it.
func TestSlowHeaders(t *testing.T) {
	const timeout = 200 * time.Millisecond
	accepted := make(chan time.Time, 1)
	addr := startServer(t, http.NotFoundHandler(), func(s *http.Server) {
		s.ReadHeaderTimeout = timeout
		s.ConnState = func(_ net.Conn, state http.ConnState) {
			if state == http.StateNew {
				select {
				case accepted <- time.Now():
				default:
				}
			}
		}
	})
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	closed := make(chan time.Time, 1)
	go func() {
		io.Copy(io.Discard, conn) // returns when the server closes
		closed <- time.Now()
	}()
	io.WriteString(conn, "GET /tessera/ HTTP/1.1\r\nHost: x\r\n")
	for range 100 {
		select {
		case at := <-closed:
			if d := at.Sub(<-accepted); d < timeout || d > timeout+time.Second {
				t.Errorf("connection closed %v after the server accepted it, want about %v", d, timeout)
			}
			return
		case <-time.After(50 * time.Millisecond):
			io.WriteString(conn, "X-Slow: y\r\n") // fails once closed; the reader reports it
		}
	}
	t.Fatal("connection still open after 5s of dribbled headers")
}

// TestLongHeaders checks that headers over MaxHeaderBytes get 431 from
// net/http, and that a 10,000-character path does not.
func TestLongHeaders(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { http.NotFound(w, r) })
	addr := startServer(t, h, nil)
	tests := []struct {
		name    string
		request string
		status  int
	}{
		{"long header", "GET /tessera/ HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 2*maxHeaderBytes) + "\r\n\r\n", 431},
		{"many headers", "GET /tessera/ HTTP/1.1\r\nHost: x\r\n" + strings.Repeat("X-Many: aaaaaaaaaaaaaaaaaaaaaaaa\r\n", maxHeaderBytes/16) + "\r\n", 431},
		{"long path", "GET /tessera/" + strings.Repeat("a", 10000) + " HTTP/1.1\r\nHost: x\r\n\r\n", 404},
	}
	for _, tt := range tests {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		conn.SetDeadline(time.Now().Add(5 * time.Second))
		go io.WriteString(conn, tt.request) // the server may answer before reading it all
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
		} else if resp.StatusCode != tt.status {
			t.Errorf("%s: status = %d, want %d", tt.name, resp.StatusCode, tt.status)
		}
		conn.Close()
	}
}

// TestRunServesHTTP10WithoutHost checks that run's server answers a raw
// HTTP/1.0 request that has no Host field.
func TestRunServesHTTP10WithoutHost(t *testing.T) {
	addr := startServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }), nil)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))
	io.WriteString(conn, "GET /tessera/ HTTP/1.0\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || string(b) != "ok" {
		t.Errorf("status %d, body %q; want 200, %q", resp.StatusCode, b, "ok")
	}
}
