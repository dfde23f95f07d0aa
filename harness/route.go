package harness

import (
	"context"
	"image"
	"io"
	"maps"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tessera-ds/tessera/harness/judge"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// A route's cells are walked width by width, each width on a tab of its own
// (a group): the widths of one route run side by side, so that a change to
// one page is checked on every tab at once. A locale cell is judged against
// its en-US twin at the same width, and a navbar against its own theme's
// at the width it is held against, so each width's cells stay in one walk,
// in the order of Site.Cells; what a cell is held against at a narrower
// width (a themed navbar; under -update, every text) is waited for from
// that width's walk (widthShare).

// group is the cells of one width of a route, for one tab to walk in order.
type group struct {
	route *routeRun
	cells []matrix.Cell
	visit func(matrix.Cell, func() report.CellResult)
	done  func()
}

// widthGroups splits a route's cells (in the order of Site.Cells) by width.
func widthGroups(cells []matrix.Cell) [][]matrix.Cell {
	var out [][]matrix.Cell
	for i, c := range cells {
		if i == 0 || c.Width != cells[i-1].Width {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], c)
	}
	return out
}

// routeRun is one route in a run: whether it is visited (decided when its
// first selected cell runs, whichever width's it is), what its groups did,
// and what they share.
type routeRun struct {
	route matrix.Route
	cells int // the route's cells

	decideOnce sync.Once
	skip       bool
	reported   atomic.Bool // a cell reported the route not visited

	ran, unchanged atomic.Int32

	mu       sync.Mutex
	requests map[string]bool
	other    bool
	visited  bool // a group walked a cell on a tab

	share *widthShare
}

func newRouteRun(r matrix.Route, cells int) *routeRun {
	return &routeRun{route: r, cells: cells, requests: map[string]bool{}, share: newWidthShare()}
}

// decide asks once whether the route need not be visited (Pass.skipRoute);
// every group's cells wait for the answer.
func (rr *routeRun) decide(ctx context.Context, p *Pass, log io.Writer) bool {
	rr.decideOnce.Do(func() {
		p.routes.Add(1)
		rr.skip = p.skipRoute(ctx, rr.route, log)
	})
	return rr.skip
}

// addRequests adds what one group's walk asked the server for.
func (rr *routeRun) addRequests(uris []string, other bool) {
	rr.mu.Lock()
	defer rr.mu.Unlock()
	for _, u := range uris {
		rr.requests[u] = true
	}
	rr.other = rr.other || other
	rr.visited = true
}

// finish notes, once every group is done, what the visit of the route
// loaded and whether the run checked it whole.
func (rr *routeRun) finish(p *Pass) {
	rr.mu.Lock()
	defer rr.mu.Unlock()
	if rr.skip || !rr.visited {
		return
	}
	whole := int(rr.ran.Load()) == rr.cells
	p.RouteVisited(rr.route, slices.Sorted(maps.Keys(rr.requests)), rr.other, whole)
	if whole && rr.unchanged.Load() == 0 {
		p.styles.routeChecked(rr.route.Slug)
	}
}

// widthShare is what the walks of one route's widths read of each other: the
// base-locale captures and the texts each read in this run, and the cells
// each has passed (run, or left out by the test's -run).
type widthShare struct {
	mu     sync.Mutex
	cond   *sync.Cond
	live   judge.Live
	texts  judge.Texts
	passed map[string]bool // cell name
}

func newWidthShare() *widthShare {
	s := &widthShare{live: judge.Live{}, texts: judge.Texts{}, passed: map[string]bool{}}
	s.cond = sync.NewCond(&s.mu)
	return s
}

// putCapture and putText publish what a walk read, for the other widths.
func (s *widthShare) putCapture(k store.Key, img *image.NRGBA) {
	s.mu.Lock()
	s.live[k] = img
	s.mu.Unlock()
	s.cond.Broadcast()
}

func (s *widthShare) putText(file, text string) {
	s.mu.Lock()
	s.texts[file] = text
	s.mu.Unlock()
	s.cond.Broadcast()
}

// pass notes that a walk is past cell c.
func (s *widthShare) pass(c matrix.Cell) {
	s.mu.Lock()
	s.passed[c.Name()] = true
	s.mu.Unlock()
	s.cond.Broadcast()
}

// waitPoll is how often a walk waiting for another tab's work tells its
// tab's watchdog that it is waiting, not hung.
const waitPoll = time.Second

// wait blocks until has reports what is wanted (under s.mu) or the walk of
// cell from is past it; alive is called every waitPoll meanwhile. A width
// waits only for a narrower one, which its route queued before it: no walk
// waits for one that is not running or done.
func (s *widthShare) wait(from matrix.Cell, has func() bool, alive func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var stop chan struct{}
	for !has() && !s.passed[from.Name()] {
		if stop == nil {
			stop = make(chan struct{})
			defer close(stop)
			go keepAlive(stop, alive)
		}
		s.cond.Wait()
	}
}

// keepAlive calls alive every waitPoll until stop is closed.
func keepAlive(stop <-chan struct{}, alive func()) {
	t := time.NewTicker(waitPoll)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			alive()
		}
	}
}

// pull copies src[key] into dst once the walk of cell from has it in the
// share, or that walk is past its cell without it.
func pull[K comparable, V any](w *RouteWalk, from matrix.Cell, src, dst map[K]V, key K) {
	w.share.wait(from, func() bool {
		v, ok := src[key]
		if ok {
			dst[key] = v
		}
		return ok
	}, w.tab.Alive)
}

// awaitNarrower brings in the capture k of the next narrower width, which a
// themed navbar is held against (judge.Judge.Capture), from that width's
// walk.
func (w *RouteWalk) awaitNarrower(c matrix.Cell, k store.Key) {
	i := slices.Index(w.run.Site.Breakpoints, c.Width)
	if w.share == nil || i <= 0 {
		return
	}
	from := c
	from.Width = w.run.Site.Breakpoints[i-1]
	k.Width = from.Width
	pull(w, from, w.share.live, w.live, k)
}

// awaitRef brings in, under -update, the text of the kind that c's is held
// against (judge.Judge.Ref) from the walk of another width that reads it.
// A check reads only stored texts; the same width's are this walk's own.
func (w *RouteWalk) awaitRef(c matrix.Cell, kind store.TextKind) {
	if w.share == nil || !w.run.Update {
		return
	}
	ref, ok := w.run.judge().Ref(c)
	if !ok || ref.Width == c.Width {
		return
	}
	file := store.TextFile(ref, kind)
	if _, ok := w.liveTexts[file]; ok {
		return
	}
	pull(w, ref, w.share.texts, w.liveTexts, file)
}
