package harness

import (
	"testing"
	"time"
)

func TestTimingsStats(t *testing.T) {
	var tm Timings
	for i := 1; i <= 100; i++ {
		tm.Add(PhaseAxe, time.Duration(i)*time.Millisecond)
	}
	tm.Add(PhaseNavigate, 5*time.Millisecond)
	stats := tm.Stats()
	if len(stats) != 2 || stats[0].Phase != PhaseNavigate || stats[1].Phase != PhaseAxe {
		t.Fatalf("Stats() phases = %+v, want navigate then axe", stats)
	}
	ax := stats[1]
	want := PhaseStat{Phase: PhaseAxe, Count: 100, Median: 51 * time.Millisecond, P95: 96 * time.Millisecond, Max: 100 * time.Millisecond, Total: 5050 * time.Millisecond}
	if ax != want {
		t.Errorf("Stats()[axe] = %+v, want %+v", ax, want)
	}
}
