package report

import (
	"slices"
	"sync"
	"time"
)

// The phases of a cell that Timings measures.
const (
	PhaseNavigate    = "navigate"
	PhaseSettle      = "settle"
	PhaseCapture     = "capture"
	PhaseDecode      = "decode"
	PhaseCompare     = "compare"
	PhaseAxe         = "axe"
	PhaseFingerprint = "print"
	PhaseRules       = "rules" // reading which style rules apply, after each capture
	PhaseState       = "state" // one state: back to rest, its steps, its settled capture
	PhaseTree        = "tree"  // reading and judging a cell's accessibility tree
	PhaseKeys        = "keys"  // pressing Tab through a base cell's page, and judging its path
	PhaseWrite       = "write"
	PhaseCell        = "cell"
	PhaseCalibrate   = "calibrate" // once a run: drawing the calibration page
)

var phaseOrder = []string{PhaseCell, PhaseNavigate, PhaseSettle, PhaseCapture, PhaseDecode, PhaseCompare, PhaseAxe, PhaseFingerprint, PhaseRules, PhaseTree, PhaseKeys, PhaseState, PhaseWrite, PhaseCalibrate}

// Timings collects how long each phase took, safe for use by several tabs.
type Timings struct {
	mu sync.Mutex
	d  map[string][]time.Duration
}

// Add records one duration of the phase.
func (t *Timings) Add(phase string, d time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.d == nil {
		t.d = map[string][]time.Duration{}
	}
	t.d[phase] = append(t.d[phase], d)
}

// Since records the time since start for the phase and returns now, so that
// consecutive phases chain: start = t.Since(PhaseSettle, start).
func (t *Timings) Since(phase string, start time.Time) time.Time {
	now := time.Now()
	t.Add(phase, now.Sub(start))
	return now
}

// PhaseStat summarises one phase.
type PhaseStat struct {
	Phase  string
	Count  int
	Median time.Duration
	P95    time.Duration
	Max    time.Duration
	Total  time.Duration
}

// Stats summarises every phase that has durations, in a fixed order.
func (t *Timings) Stats() []PhaseStat {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []PhaseStat
	for _, p := range phaseOrder {
		ds := slices.Clone(t.d[p])
		if len(ds) == 0 {
			continue
		}
		slices.Sort(ds)
		s := PhaseStat{Phase: p, Count: len(ds), Median: ds[len(ds)/2], P95: ds[(len(ds)*95)/100], Max: ds[len(ds)-1]}
		for _, d := range ds {
			s.Total += d
		}
		out = append(out, s)
	}
	return out
}

// all returns a copy of every duration recorded, by phase.
func (t *Timings) all() map[string][]time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	m := map[string][]time.Duration{}
	for p, ds := range t.d {
		m[p] = slices.Clone(ds)
	}
	return m
}
