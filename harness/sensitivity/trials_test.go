package main

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestTrialsRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), TrialsFile)
	want := Trials{
		"radius-0":    {ID: "radius-0", Inputs: "0123456789abcdef", Verdict: Verdict{Ran: 192, Failed: 38}, Took: 102 * time.Second},
		"unused-rule": {ID: "unused-rule", Inputs: "fedcba9876543210", Verdict: Verdict{Ran: 96, Missed: []string{"a/600/default/en-US", "a/840/default/en-US"}, Stray: []string{"b/600/dark/en-US"}}, Took: time.Minute},
	}
	if err := want.Write(path); err != nil {
		t.Fatal(err)
	}
	got, err := ReadTrials(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadTrials after Write = %v, want %v", got, want)
	}
	if missing, err := ReadTrials(filepath.Join(t.TempDir(), "none.txt")); err != nil || len(missing) != 0 {
		t.Errorf("ReadTrials(missing file) = %v, %v; want an empty record", missing, err)
	}
}

func TestParseTrialRefuses(t *testing.T) {
	for _, line := range []string{
		"radius-0 0123 ran=1 failed=0 took=1s missed=-",
		"radius-0 0123 ran=x failed=0 took=1s missed=- stray=-",
		"radius-0 0123 ran=1 failed=0 took=soon missed=- stray=-",
		"radius-0 0123 ran=1 lost=0 took=1s missed=- stray=-",
	} {
		if _, err := parseTrials(strings.NewReader(line+"\n"), TrialsFile); err == nil || !strings.Contains(err.Error(), "delete the line") {
			t.Errorf("parseTrials(%q) = %v, want an error saying what to do", line, err)
		}
	}
}

func TestTree(t *testing.T) {
	lines := []string{
		"100644 blob 1111\tREADME.md",
		"100644 blob 2222\tCHANGELOG.md",
		"100644 blob 3333\tsite/src/library/tag/Tag.module.css",
		"100644 blob 4444\tharness/sensitivity/result.txt",
		"100644 blob 5555\tharness/sensitivity/main.go",
		"100644 blob 6666\tharness/snapshots/overview/600-default-en-US.png",
		"100644 blob 7777\tharness/snapshots/recall.txt",
		"100644 blob 8888\tharness/snapshots/recall-fixtures.txt",
	}
	base := Tree(strings.Join(lines, "\n"))
	with := func(i int, line string) string {
		l := append([]string(nil), lines...)
		l[i] = line
		return Tree(strings.Join(l, "\n"))
	}
	tests := []struct {
		name string
		tree string
		same bool
	}{
		{"prose", with(0, "100644 blob 9999\tREADME.md"), true},
		{"this command's result", with(3, "100644 blob 9999\tharness/sensitivity/result.txt"), true},
		{"the recalled tests' record", with(6, "100644 blob 9999\tharness/snapshots/recall.txt"), true},
		{"the recalled fixture tests' record", with(7, "100644 blob 9999\tharness/snapshots/recall-fixtures.txt"), true},
		{"the changelog the site renders", with(1, "100644 blob 9999\tCHANGELOG.md"), false},
		{"a style sheet", with(2, "100644 blob 9999\tsite/src/library/tag/Tag.module.css"), false},
		{"this command's code", with(4, "100644 blob 9999\tharness/sensitivity/main.go"), false},
		{"a baseline", with(5, "100644 blob 9999\tharness/snapshots/overview/600-default-en-US.png"), false},
	}
	for _, tt := range tests {
		if got := tt.tree == base; got != tt.same {
			t.Errorf("%s: same tree = %v, want %v", tt.name, got, tt.same)
		}
	}
}

func TestTrialInputs(t *testing.T) {
	m := Mutation{ID: "radius-0", File: "a.css", Find: "a", Replace: "b", Routes: []string{"overview"}, Touches: "^overview/", Visible: true}
	base := TrialInputs(m, "tree", "Chrome/156, amd64 x86-64-v4, environment ab847b12")
	other := m
	other.Touches = "^overview/600/"
	for name, got := range map[string]string{
		"another mutation": TrialInputs(other, "tree", "Chrome/156, amd64 x86-64-v4, environment ab847b12"),
		"another tree":     TrialInputs(m, "tree2", "Chrome/156, amd64 x86-64-v4, environment ab847b12"),
		"another cpu":      TrialInputs(m, "tree", "Chrome/156, amd64 x86-64-v3, environment ab847b12"),
	} {
		if got == base {
			t.Errorf("%s: the same inputs %s", name, got)
		}
	}
	if again := TrialInputs(m, "tree", "Chrome/156, amd64 x86-64-v4, environment ab847b12"); again != base {
		t.Errorf("the same inputs twice: %s, then %s", base, again)
	}
}

func TestEnvironment(t *testing.T) {
	log := "harness: calibration: the calibration page draws every pixel as recorded (2.97s); ran in Chrome/156.0.8078.108, amd64 x86-64-v4, environment ab847b12\n" +
		"harness: 0/96 cells, 0 failed, 0.0 cells/s, ? left\n"
	if got, want := Environment(log), "Chrome/156.0.8078.108, amd64 x86-64-v4, environment ab847b12"; got != want {
		t.Errorf("Environment() = %q, want %q", got, want)
	}
	event := `{"Time":"2026-11-29T01:43:31.52Z","Action":"output","Package":"github.com/tessera-ds/tessera/harness","Test":"TestMatrix","Output":"harness: calibration: as recorded (3.211s); ran in Chrome/156.0.8078.108, amd64 x86-64-v4, environment ab847b12\n"}`
	if got, want := Environment("{\"Action\":\"start\"}\n"+event+"\n"), "Chrome/156.0.8078.108, amd64 x86-64-v4, environment ab847b12"; got != want {
		t.Errorf("Environment() of go test -json's events = %q, want %q", got, want)
	}
	if got := Environment("harness: calibration: as recorded (1s)\n"); got != "" {
		t.Errorf("Environment() of a run that names none = %q, want \"\"", got)
	}
}
