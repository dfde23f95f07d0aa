package server

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"slices"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
)

// Compression levels, chosen for startup time: the variants are built at
// every start, which the harness does for every run. gzip gets its best
// level (gzip is what clients without brotli get). Brotli quality 6 is
// within about 2.5% of quality 9 on script at a third of its time; 10 and 11
// are 10 to 20 times slower again.
const (
	gzipLevel     = gzip.BestCompression
	brotliQuality = 6
)

// job asks for one compressed variant of one file.
type job struct {
	f *file
	c coding
}

// compressor is one worker's reusable encoders.
type compressor struct {
	buf  bytes.Buffer
	gzip *gzip.Writer
	br   *brotli.Writer
}

// compressAll builds the variants the jobs ask for, on every CPU at once,
// largest files first so the workers finish together. A variant that is not
// smaller than the identity bytes is dropped.
func compressAll(jobs []job) error {
	slices.SortFunc(jobs, func(a, b job) int {
		return len(b.f.reps[identity].body) - len(a.f.reps[identity].body)
	})
	next := make(chan job)
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		firstErr error
	)
	for range min(runtime.GOMAXPROCS(0), max(len(jobs), 1)) {
		wg.Go(func() {
			var z compressor
			for j := range next {
				src := j.f.reps[identity].body
				out, err := z.compress(j.c, src)
				mu.Lock()
				switch {
				case err != nil:
					if firstErr == nil {
						firstErr = fmt.Errorf("server: compressing: %w", err)
					}
				case len(out) < len(src):
					j.f.reps[j.c] = &representation{body: out}
					j.f.have[j.c] = true
				}
				mu.Unlock()
			}
		})
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	return firstErr
}

// compress returns src encoded with coding c, in a new slice.
func (z *compressor) compress(c coding, src []byte) ([]byte, error) {
	z.buf.Reset()
	var w io.WriteCloser
	switch c {
	case gzipCoding:
		if z.gzip == nil {
			var err error
			if z.gzip, err = gzip.NewWriterLevel(&z.buf, gzipLevel); err != nil {
				return nil, err
			}
		} else {
			z.gzip.Reset(&z.buf)
		}
		w = z.gzip
	case brCoding:
		if z.br == nil {
			z.br = brotli.NewWriterLevel(&z.buf, brotliQuality)
		} else {
			z.br.Reset(&z.buf)
		}
		w = z.br
	default:
		return nil, fmt.Errorf("no encoder for coding %d", c)
	}
	if _, err := w.Write(src); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return bytes.Clone(z.buf.Bytes()), nil
}
