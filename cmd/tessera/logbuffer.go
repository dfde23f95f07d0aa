package main

import (
	"bufio"
	"io"
	"sync"
	"time"
)

// Log buffering. A request line waits in memory until logBufferSize bytes
// are waiting or logFlushEvery has passed, like nginx's access_log
// buffer=64k flush=1s: one write per batch instead of one per request,
// which on a busy server costs more than serving the request itself.
const (
	logBufferSize = 64 << 10
	logFlushEvery = time.Second
)

// logBuffer is an io.Writer that passes what it is given to w in batches:
// when size bytes are waiting, every interval, on Flush and on Close.
// Writes are whole: a line written in one call stays contiguous in w.
type logBuffer struct {
	mu   sync.Mutex
	w    *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

// newLogBuffer returns a logBuffer writing to w, flushing every interval
// until it is closed.
func newLogBuffer(w io.Writer, size int, interval time.Duration) *logBuffer {
	b := &logBuffer{w: bufio.NewWriterSize(w, size), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(b.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				b.Flush()
			case <-b.stop:
				return
			}
		}
	}()
	return b
}

// Write adds p to the buffer, writing the buffer out first when p does
// not fit.
func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(p) > b.w.Available() && b.w.Buffered() > 0 {
		if err := b.w.Flush(); err != nil {
			return 0, err
		}
	}
	return b.w.Write(p)
}

// Flush writes out what is waiting.
func (b *logBuffer) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.w.Flush()
}

// Close stops the periodic flushing and writes out what is waiting.
func (b *logBuffer) Close() error {
	close(b.stop)
	<-b.done
	return b.Flush()
}
