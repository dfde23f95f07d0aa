package main

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe for one writer and one reader, which
// also counts the writes it gets.
type syncBuffer struct {
	mu     sync.Mutex
	b      bytes.Buffer
	writes int
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.writes++
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func (s *syncBuffer) Writes() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.writes
}

func TestLogBufferBatches(t *testing.T) {
	out := &syncBuffer{}
	b := newLogBuffer(out, 32, time.Hour)
	lines := []string{"first line\n", "second line\n", "third line, which is longer\n", "fourth\n"}
	for _, l := range lines {
		if n, err := b.Write([]byte(l)); n != len(l) || err != nil {
			t.Fatalf("Write(%q) = %d, %v; want %d, nil", l, n, err, len(l))
		}
	}
	// The first two lines (23 bytes) went out together when the third did
	// not fit beside them, the third when the fourth did not; the fourth
	// waits for Close.
	if got, want := out.String(), lines[0]+lines[1]+lines[2]; got != want {
		t.Errorf("before Close, the writer has %q, want %q", got, want)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if got, want := out.String(), strings.Join(lines, ""); got != want {
		t.Errorf("after Close, the writer has %q, want %q", got, want)
	}
	if got, want := out.Writes(), 3; got != want {
		t.Errorf("%d writes for four lines, want %d", got, want)
	}
}

func TestLogBufferFlushesOnTime(t *testing.T) {
	out := &syncBuffer{}
	b := newLogBuffer(out, 1<<10, 10*time.Millisecond)
	defer b.Close()
	b.Write([]byte("waiting\n"))
	for deadline := time.Now().Add(10 * time.Second); out.String() == "" && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	if got, want := out.String(), "waiting\n"; got != want {
		t.Errorf("after the flush interval, the writer has %q, want %q", got, want)
	}
}

func TestLogBufferKeepsLinesWhole(t *testing.T) {
	out := &syncBuffer{}
	b := newLogBuffer(out, 100, time.Hour)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				fmt.Fprintf(b, "writer %d line %03d %s\n", g, i, strings.Repeat("x", i%40))
			}
		}()
	}
	wg.Wait()
	b.Close()
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if got, want := len(lines), 8*200; got != want {
		t.Fatalf("%d lines, want %d", got, want)
	}
	for _, l := range lines {
		var g, i int
		var rest string
		if n, _ := fmt.Sscanf(l, "writer %d line %d %s", &g, &i, &rest); n < 2 || (i%40 > 0 && rest != strings.Repeat("x", i%40)) {
			t.Fatalf("line %q is not one whole line", l)
		}
	}
}
