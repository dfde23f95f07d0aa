package main

import (
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// lingerTimeout bounds how long a closing connection is drained.
const lingerTimeout = 5 * time.Second

// lingerListener is a net.Listener whose connections close the way nginx's
// lingering_close does: Close half-closes the connection (FIN after every
// byte already written), reads and drops what the client still sends until
// it closes its side or lingerTimeout passes, and only then releases the
// socket. A socket closed with unread input answers with a reset, and a
// reset makes the client's system throw away whatever response bytes it
// has not read yet: a pipelining client, whose next requests are still
// unread, lost the end of its last response when net/http closed the
// connection at shutdown.
//
// It also bounds writes as nginx's send_timeout does: a write to the
// client may wait at most sendTimeout for the client to read. The deadline
// is set at most once a second per connection, instead of twice per
// request as http.Server.WriteTimeout sets it (a timer change each time),
// and the server's clearing of it after each response is skipped. (All of
// http.Server's timeouts together cost 4% of the server's CPU per request
// on index.html; this and reusing the request log's recorders won back 2%.)
type lingerListener struct {
	net.Listener
	sendTimeout time.Duration
	open        atomic.Int64   // connections accepted and not yet closed
	cutting     atomic.Bool    // Close releases at once, without draining
	drains      sync.WaitGroup // connections being drained
}

// Accept returns the next connection, wrapped.
func (l *lingerListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	l.open.Add(1)
	return &lingerConn{Conn: c, l: l}, nil
}

// cut makes every later Close release its socket at once, and returns how
// many connections were still open.
func (l *lingerListener) cut() int64 {
	l.cutting.Store(true)
	return l.open.Load()
}

// lingerConn is a connection of a lingerListener.
type lingerConn struct {
	net.Conn
	l    *lingerListener
	once sync.Once
	// deadlineSet is when the write deadline was last set, in Unix
	// nanoseconds.
	deadlineSet atomic.Int64
}

// Write writes p, first moving the write deadline to sendTimeout from now
// when it was set more than a second ago.
func (c *lingerConn) Write(p []byte) (int, error) {
	if now := time.Now(); now.UnixNano()-c.deadlineSet.Load() > int64(time.Second) {
		c.deadlineSet.Store(now.UnixNano())
		c.Conn.SetWriteDeadline(now.Add(c.l.sendTimeout))
	}
	return c.Conn.Write(p)
}

// SetWriteDeadline sets a deadline, but not the zero time net/http clears
// it with after each response: Write keeps the deadline.
func (c *lingerConn) SetWriteDeadline(t time.Time) error {
	if t.IsZero() {
		return nil
	}
	c.deadlineSet.Store(time.Now().UnixNano())
	return c.Conn.SetWriteDeadline(t)
}

// SetDeadline sets the read deadline, and the write deadline as
// SetWriteDeadline does.
func (c *lingerConn) SetDeadline(t time.Time) error {
	if err := c.Conn.SetReadDeadline(t); err != nil {
		return err
	}
	return c.SetWriteDeadline(t)
}

// closeWriter is a connection that can half-close, as *net.TCPConn does.
type closeWriter interface {
	CloseWrite() error
}

// Close half-closes the connection and drains it in the background; see
// lingerListener. It returns at once.
func (c *lingerConn) Close() error {
	var err error
	c.once.Do(func() {
		c.l.open.Add(-1)
		cw, ok := c.Conn.(closeWriter)
		if c.l.cutting.Load() || !ok {
			err = c.Conn.Close()
			return
		}
		if err = cw.CloseWrite(); err != nil {
			c.Conn.Close()
			return
		}
		c.l.drains.Add(1)
		go func() {
			defer c.l.drains.Done()
			c.Conn.SetReadDeadline(time.Now().Add(lingerTimeout))
			io.Copy(io.Discard, c.Conn)
			c.Conn.Close()
		}()
	})
	return err
}

// CloseWrite half-closes the connection; net/http calls it before a close
// it delays itself.
func (c *lingerConn) CloseWrite() error {
	if cw, ok := c.Conn.(closeWriter); ok {
		return cw.CloseWrite()
	}
	return nil
}
