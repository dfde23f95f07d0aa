package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/report/reporttest"
	"github.com/tessera-ds/tessera/harness/store"
)

// TestRun accepts a report's accept-all file into the store beside it, and
// refuses a folder with no baselines, saying where to run from.
func TestRun(t *testing.T) {
	s, dir := reporttest.Write(t, "")
	root := filepath.Dir(s.Dir)
	key, err := store.ParseKey("usage-components-button/840-default-en-US.png")
	if err != nil {
		t.Fatal(err)
	}
	before, err := s.Load(key)
	if err != nil {
		t.Fatal(err)
	}
	if err := run(root, filepath.Join(dir, report.AcceptAllFile)); err != nil {
		t.Fatalf("run() = %v, want nil", err)
	}
	after, err := s.Load(key)
	if err != nil {
		t.Fatal(err)
	}
	if compare.Compare(before, after, compare.Strict).Equal {
		t.Errorf("%s is as it was: the accepted capture was not written", key)
	}
	err = run(t.TempDir(), filepath.Join(dir, report.AcceptAllFile))
	if err == nil || !strings.Contains(err.Error(), "-harness") {
		t.Errorf("run(a folder without snapshots) = %v, want an error naming -harness", err)
	}
}
