package server

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"testing"
	"time"
)

// TestFraming sends requests over a raw socket, each followed on the same
// connection by a second request, and checks how many answers come back:
// a request framed by Transfer-Encoding (with or without Content-Length)
// gets one 400 and the connection closed, so a request smuggled in its
// body is never served; a body framed by Content-Length alone is read past
// and the connection kept.
func TestFraming(t *testing.T) {
	srv := httptest.NewServer(newTestHandler(t))
	defer srv.Close()
	const next = "GET /tessera/changelog HTTP/1.1\r\nHost: x\r\n\r\n"
	tests := []struct {
		name     string
		request  string
		statuses []int // the answers read before the connection ends
	}{
		{"Content-Length and Transfer-Encoding",
			"GET /tessera/ HTTP/1.1\r\nHost: x\r\nContent-Length: 47\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + next,
			[]int{400}},
		{"Transfer-Encoding and Content-Length, other order, a POST",
			"POST /tessera/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n5\r\nhello\r\n0\r\n\r\n" + next,
			[]int{400}},
		{"Transfer-Encoding alone",
			"GET /tessera/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + next,
			[]int{400}},
		{"Content-Length alone",
			"GET /tessera/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello" + next,
			[]int{200, 200}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", srv.Listener.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			conn.SetDeadline(time.Now().Add(5 * time.Second))
			if _, err := io.WriteString(conn, tt.request); err != nil {
				t.Fatal(err)
			}
			br := bufio.NewReader(conn)
			var got []int
			for len(got) < len(tt.statuses) {
				resp, err := http.ReadResponse(br, nil)
				if err != nil {
					t.Fatalf("answer %d: %v; got %v before, want %v", len(got)+1, err, got, tt.statuses)
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				got = append(got, resp.StatusCode)
				if resp.StatusCode == http.StatusBadRequest && !resp.Close {
					t.Errorf("400 without Connection: close")
				}
			}
			if !slices.Equal(got, tt.statuses) {
				t.Errorf("statuses = %v, want %v", got, tt.statuses)
			}
			// After the expected answers: a closed connection for a 400,
			// an open one (the read waits) otherwise.
			conn.SetReadDeadline(time.Now().Add(300 * time.Millisecond))
			_, err = br.ReadByte()
			closed := errors.Is(err, io.EOF) || errors.Is(err, net.ErrClosed) || isReset(err)
			if wantClosed := tt.statuses[0] == http.StatusBadRequest; closed != wantClosed {
				t.Errorf("after the answers: read error %v; want the connection closed: %v", err, wantClosed)
			}
		})
	}
}

// isReset reports whether err is a connection reset by the peer.
func isReset(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && !op.Timeout() && !errors.Is(err, os.ErrDeadlineExceeded)
}
