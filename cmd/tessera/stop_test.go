package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a bytes.Buffer safe for concurrent use.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startStopping serves h with newServer's limits; see startServing.
func startStopping(t *testing.T, h http.Handler, grace time.Duration) (string, context.CancelFunc, <-chan error, *lockedBuffer) {
	t.Helper()
	return startServing(t, newServer(h), grace)
}

// startServing serves srv on a free loopback port with the given grace
// period, logging to the returned buffer, and returns the address, the
// function that asks it to stop, and the channel serve's result comes on.
func startServing(t *testing.T, srv *http.Server, grace time.Duration) (string, context.CancelFunc, <-chan error, *lockedBuffer) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	logs := &lockedBuffer{}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- serve(ctx, srv, ln, stopping{grace, slog.New(slog.NewTextHandler(logs, nil))})
	}()
	t.Cleanup(cancel)
	return ln.Addr().String(), cancel, done, logs
}

// waitStopped waits up to within for serve's or run's result on done, and
// fails the test unless it comes and is nil: a stop that was asked for.
func waitStopped(t *testing.T, done <-chan error, within time.Duration) {
	t.Helper()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serving returned %v, want nil: the stop was asked for", err)
		}
	case <-time.After(within):
		t.Fatalf("serving did not return %v after the stop", within)
	}
}

// TestStopCutsSlowResponse asks the server to stop while a response takes
// longer than the grace period: serve returns nil once the grace period has
// passed, having cut that one connection and said so.
func TestStopCutsSlowResponse(t *testing.T) {
	const grace = 300 * time.Millisecond
	started := make(chan struct{})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		select {
		case <-time.After(10 * time.Second):
		case <-r.Context().Done():
		}
	})
	addr, stop, done, logs := startStopping(t, h, grace)
	clientErr := make(chan error, 1)
	go func() {
		resp, err := http.Get("http://" + addr + "/slow")
		if err == nil {
			resp.Body.Close()
		}
		clientErr <- err
	}()
	<-started
	begin := time.Now()
	stop()
	waitStopped(t, done, 5*time.Second)
	if took := time.Since(begin); took < grace || took > grace+2*time.Second {
		t.Errorf("stopping took %v, want about the grace period, %v", took, grace)
	}
	if err := <-clientErr; err == nil {
		t.Error("the slow request got an answer; want its connection cut")
	}
	out := logs.String()
	for _, want := range []string{"msg=stopping grace=300ms connections=1", "level=WARN msg=stopped", "cut=1"} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %q:\n%s", want, out)
		}
	}
}

// TestStopLogsCleanStop checks the two lines of a stop that cut nothing.
func TestStopLogsCleanStop(t *testing.T) {
	_, stop, done, logs := startStopping(t, http.NotFoundHandler(), time.Second)
	stop()
	waitStopped(t, done, 5*time.Second)
	out := logs.String()
	for _, want := range []string{"level=INFO msg=stopping grace=1s connections=0", "level=INFO msg=stopped", "cut=0"} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %q:\n%s", want, out)
		}
	}
}

// TestStopPipelined pipelines many requests on one connection, asks the
// server to stop while the first is being answered, and reads slowly: the
// first response must arrive whole, then the connection end cleanly. A
// socket closed with the later requests unread would answer with a reset,
// and the reset throws away the end of the first response.
func TestStopPipelined(t *testing.T) {
	body := bytes.Repeat([]byte("tessera "), 1<<20) // 8 MB: more than the sockets buffer
	started, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		once.Do(func() { close(started); <-release })
		w.Write(body)
	})
	srv := newServer(h)
	shuttingDown := make(chan struct{})
	srv.RegisterOnShutdown(func() { close(shuttingDown) }) // called once Shutdown has begun
	addr, stop, done, _ := startServing(t, srv, 10*time.Second)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(20 * time.Second))
	req := "GET /big HTTP/1.1\r\nHost: x\r\nX-Pad: " + strings.Repeat("p", 400) + "\r\n\r\n"
	if _, err := io.WriteString(conn, strings.Repeat(req, 200)); err != nil {
		t.Fatal(err)
	}
	<-started
	stop()
	// The first response is written once the server is shutting down (it
	// then says Connection: close): the server's own word, not a pause
	// that a loaded machine may outlast.
	<-shuttingDown
	close(release)
	time.Sleep(500 * time.Millisecond) // the server writes and closes before the client reads
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("first response: %v", err)
	}
	n, err := io.Copy(io.Discard, resp.Body)
	if err != nil || n != int64(len(body)) {
		t.Errorf("first response: read %d of %d bytes, err %v; want all of it", n, len(body), err)
	}
	if !resp.Close {
		t.Error("first response during a stop lacks Connection: close")
	}
	// Then the end: no more answers, and no reset.
	if rest, err := io.ReadAll(conn); err != nil || len(rest) > 0 {
		t.Errorf("after the first response: %d bytes, err %v; want the connection ended cleanly", len(rest), err)
	}
	conn.Close()
	waitStopped(t, done, 10*time.Second)
}

// TestSendTimeout serves a large response to a client that never reads it:
// the server's write gives up once sendTimeout has passed without the
// client reading, and the handler sees the error.
func TestSendTimeout(t *testing.T) {
	defer func(d time.Duration) { sendTimeout = d }(sendTimeout)
	sendTimeout = 300 * time.Millisecond
	body := bytes.Repeat([]byte("x"), 64<<20) // more than any socket buffer
	result := make(chan error, 1)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, err := w.Write(body)
		result <- err
	})
	addr, _, _, _ := startStopping(t, h, time.Second)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// The deadline is set by the server's first write, which cannot come
	// before the request is sent; the clock starts here, not after the
	// send returns (the server may have written by then: CI saw 299ms).
	start := time.Now()
	io.WriteString(conn, "GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
	select {
	case err := <-result:
		if err == nil {
			t.Fatal("the write to a client that does not read succeeded")
		}
		if took := time.Since(start); took < sendTimeout || took > sendTimeout+2*time.Second {
			t.Errorf("the write gave up after %v, want about %v", took, sendTimeout)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the write to a client that does not read still waits after 10s")
	}
}
