package report_test

import (
	"testing"
	"time"

	"github.com/tessera-ds/tessera/harness/report"
)

func TestTimingsStats(t *testing.T) {
	var tm report.Timings
	for i := 1; i <= 100; i++ {
		tm.Add(report.PhaseAxe, time.Duration(i)*time.Millisecond)
	}
	tm.Add(report.PhaseNavigate, 5*time.Millisecond)
	stats := tm.Stats()
	if len(stats) != 2 || stats[0].Phase != report.PhaseNavigate || stats[1].Phase != report.PhaseAxe {
		t.Fatalf("Stats() phases = %+v, want navigate then axe", stats)
	}
	ax := stats[1]
	want := report.PhaseStat{Phase: report.PhaseAxe, Count: 100, Median: 51 * time.Millisecond, P95: 96 * time.Millisecond, Max: 100 * time.Millisecond, Total: 5050 * time.Millisecond}
	if ax != want {
		t.Errorf("Stats()[axe] = %+v, want %+v", ax, want)
	}
}
