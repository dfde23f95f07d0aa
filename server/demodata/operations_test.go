package demodata

import (
	"os"
	"regexp"
	"slices"
	"testing"
)

// operationsTS is the one list of the filter operations, the filters UI's.
const operationsTS = "../../site/src/library/filters/operations.ts"

// tsOperations reads FILTER_OPERATIONS from the TypeScript source.
func tsOperations(t *testing.T, path string) []string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	list := regexp.MustCompile(`(?s)export const FILTER_OPERATIONS = \[(.*?)\] as const`).FindSubmatch(src)
	if list == nil {
		t.Fatalf("%s: no `export const FILTER_OPERATIONS = [...] as const`", path)
	}
	var ops []string
	for _, m := range regexp.MustCompile(`'([A-Z_]+)'`).FindAllSubmatch(list[1], -1) {
		ops = append(ops, string(m[1]))
	}
	if len(ops) == 0 {
		t.Fatalf("%s: FILTER_OPERATIONS lists no operation", path)
	}
	return ops
}

// TestOperationsMatchTS checks allOperations against the filters UI's list:
// an operation the UI sends must parse here, and the server may know no other.
func TestOperationsMatchTS(t *testing.T) {
	want := tsOperations(t, operationsTS)
	for _, op := range want {
		if !slices.Contains(allOperations, op) {
			t.Errorf("operation %s is in FILTER_OPERATIONS (%s) but missing from allOperations (server/demodata/columns.go)", op, operationsTS)
		}
	}
	for _, op := range allOperations {
		if !slices.Contains(want, op) {
			t.Errorf("operation %s is in allOperations (server/demodata/columns.go) but missing from FILTER_OPERATIONS (%s)", op, operationsTS)
		}
	}
	if t.Failed() {
		t.Logf("got (Go) %v\nwant (TS) %v", allOperations, want)
	}
}
