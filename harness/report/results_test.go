package report_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

func TestRetaken(t *testing.T) {
	key := func(name string) store.Key {
		return store.Key{Slug: "s", Width: 600, Theme: "default", Locale: "en-US", Example: name}
	}
	capture := func(name, status string) report.CaptureResult {
		return report.CaptureResult{Key: key(name), Status: status, Message: name + " differs"}
	}
	first := report.CellResult{
		Problems: []string{"a@open differs", "b@hover differs"},
		Captures: []report.CaptureResult{capture("", report.StatusPass), capture("a@open", report.StatusFail), capture("b@hover", report.StatusFail), capture("c@focus", report.StatusPass)},
		Duration: 3 * time.Second,
	}
	if got, want := slices.SortedFunc(maps.Keys(first.Differing()), func(a, b store.Key) int { return strings.Compare(a.Example, b.Example) }), []store.Key{key("a@open"), key("b@hover")}; !slices.Equal(got, want) {
		t.Fatalf("Differing() = %v, want %v", got, want)
	}
	tests := []struct {
		name      string
		retry     report.CellResult
		want      []string // captures in order, name:status
		wantFails bool
		problems  []string
	}{
		{
			name:  "an accident passes the second time",
			retry: report.CellResult{Captures: []report.CaptureResult{capture("", report.StatusPass), capture("a@open", report.StatusPass), capture("b@hover", report.StatusPass)}, Duration: time.Second},
			want:  []string{":pass", "a@open:pass", "b@hover:pass", "c@focus:pass"},
		},
		{
			name:      "a real change fails again",
			retry:     report.CellResult{Problems: []string{"b@hover differs"}, Captures: []report.CaptureResult{capture("", report.StatusPass), capture("a@open", report.StatusPass), capture("b@hover", report.StatusFail)}, Duration: time.Second},
			want:      []string{":pass", "a@open:pass", "b@hover:fail", "c@focus:pass"},
			wantFails: true,
			problems:  []string{"b@hover differs"},
		},
		{
			name:      "a capture the first run did not take is kept",
			retry:     report.CellResult{Problems: []string{"d differs"}, Captures: []report.CaptureResult{capture("d", report.StatusFail)}, Duration: time.Second},
			want:      []string{":pass", "a@open:fail", "b@hover:fail", "c@focus:pass", "d:fail"},
			wantFails: true,
			problems:  []string{"d differs", "a@open differs", "b@hover differs"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := report.Retaken(first, tt.retry)
			var caps []string
			for _, c := range got.Captures {
				caps = append(caps, fmt.Sprintf("%s:%s", c.Key.Example, c.Status))
			}
			if !slices.Equal(caps, tt.want) {
				t.Errorf("captures = %v, want %v", caps, tt.want)
			}
			if got.Failed() != tt.wantFails || !slices.Equal(got.Problems, tt.problems) {
				t.Errorf("Failed() = %v with problems %q, want %v with %q", got.Failed(), got.Problems, tt.wantFails, tt.problems)
			}
			if got, want := got.Duration, 3*time.Second+time.Second; got != want {
				t.Errorf("Duration = %v, want %v (both runs)", got, want)
			}
		})
	}
}
