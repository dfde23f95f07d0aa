package harness

import (
	"fmt"
	"io"
	"regexp"
	"strings"
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

// CountSelected counts the cells that the -run pattern selects below the
// test named test, the way the testing package matches subtest names: the
// pattern split at top-level bars into alternatives, each split at slashes
// into one expression per level (bars and slashes inside brackets and
// parentheses do not split). A pattern it cannot read counts every cell.
func CountSelected(pattern, test string, cells []Cell) int {
	if pattern == "" {
		return len(cells)
	}
	var alts [][]*regexp.Regexp
	for _, alt := range splitTop(pattern, '|') {
		var res []*regexp.Regexp
		for _, part := range splitTop(alt, '/') {
			re, err := regexp.Compile(part)
			if err != nil {
				return len(cells)
			}
			res = append(res, re)
		}
		alts = append(alts, res)
	}
	n := 0
	for _, c := range cells {
		name := append([]string{test}, strings.Split(c.Name(), "/")...)
		for _, res := range alts {
			if matchLevels(res, name) {
				n++
				break
			}
		}
	}
	return n
}

func matchLevels(res []*regexp.Regexp, name []string) bool {
	for i, re := range res {
		if i < len(name) && !re.MatchString(name[i]) {
			return false
		}
	}
	return true
}

// splitTop splits p at each sep outside brackets and parentheses.
func splitTop(p string, sep rune) []string {
	var parts []string
	depth, start := 0, 0
	for i, r := range p {
		switch r {
		case '[', '(':
			depth++
		case ']', ')':
			depth--
		case sep:
			if depth == 0 {
				parts = append(parts, p[start:i])
				start = i + 1
			}
		}
	}
	return append(parts, p[start:])
}
