package harness

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// Progress prints, every so often, a line of how far a run has come: cells
// done of the total, failures, rate and the time left.
type Progress struct {
	w     io.Writer
	total int
	start time.Time

	mu     sync.Mutex
	n      int
	failed int
	quit   chan struct{}
	once   sync.Once
}

// NewProgress starts printing to w every interval (never when it is 0) for a
// run of total cells.
func NewProgress(w io.Writer, total int, every time.Duration) *Progress {
	p := &Progress{w: w, total: total, start: time.Now(), quit: make(chan struct{})}
	if every > 0 {
		go func() {
			tick := time.NewTicker(every)
			defer tick.Stop()
			for {
				select {
				case <-tick.C:
					fmt.Fprintln(p.w, p.Line())
				case <-p.quit:
					return
				}
			}
		}()
	}
	return p
}

// Done counts one finished cell.
func (p *Progress) Done(failed bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	if failed {
		p.failed++
	}
}

// Count is the number of finished cells.
func (p *Progress) Count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.n
}

// Line is the progress line.
func (p *Progress) Line() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	el := time.Since(p.start)
	r := float64(p.n) / el.Seconds()
	left := "?"
	if r > 0 && p.total >= p.n {
		left = (time.Duration(float64(p.total-p.n)/r) * time.Second).Round(time.Second).String()
	}
	return fmt.Sprintf("harness: %d/%d cells, %d failed, %.1f cells/s, %s left", p.n, p.total, p.failed, r, left)
}

// Stop ends the printing.
func (p *Progress) Stop() { p.once.Do(func() { close(p.quit) }) }
