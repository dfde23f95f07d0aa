// Package recall remembers what each of the harness's browser tests read of
// the served site, so that a test whose inputs are all as recorded passes
// without opening a page: the answers to every URL it asked for, the
// harness's code (its tests and scripts included), the environment and the
// site's routes. It is the matrix's route skipping, for the tests that walk
// the site: their verdict is a function of those inputs, as go test's own
// cache holds for a test that reads only files.
package recall

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"

	"github.com/tessera-ds/tessera/harness/store"
)

// File is the record's name in the snapshots folder.
const File = "recall.txt"

// FixturesFile is the record of the tests that serve only the harness's
// fixtures, in the snapshots folder.
const FixturesFile = "recall-fixtures.txt"

// Code is the digest of every file of code, read once per run.
func Code(code fs.FS) (string, error) {
	h := sha256.New()
	err := fs.WalkDir(code, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(code, path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %x\n", path, sha256.Sum256(b))
		return nil
	})
	return hex.EncodeToString(h.Sum(nil)), err
}

// Inputs is the digest of what a test's verdict depends on besides the
// answers it read: its name, the environment's lines, the digest of the
// harness's code (Code), and the site's routes.
func Inputs(name string, env []string, code string, routes []string) string {
	h := sha256.New()
	fmt.Fprintf(h, "test %s\n", name)
	for _, line := range env {
		fmt.Fprintln(h, line)
	}
	fmt.Fprintf(h, "code %s\n", code)
	fmt.Fprintf(h, "routes %s\n", strings.Join(routes, " "))
	return hex.EncodeToString(h.Sum(nil))[:store.PrintDigits]
}

// Changed says why a test must run again: its recorded inputs and answers
// against today's ("" when it need not). answered holds today's digest of
// each URL the record names.
func Changed(rec store.RouteLoads, recorded bool, inputs string, answered map[string]string) string {
	switch {
	case !recorded:
		return "no record"
	case len(rec.Answers) == 0:
		return "its record names no answer"
	case rec.Inputs != inputs:
		return "its code, the environment or the routes changed"
	}
	var changed []string
	for _, u := range slices.Sorted(maps.Keys(rec.Answers)) {
		if answered[u] != rec.Answers[u] {
			changed = append(changed, u)
		}
	}
	switch len(changed) {
	case 0:
		return ""
	case 1:
		return "the answer to " + changed[0] + " changed"
	default:
		return fmt.Sprintf("the answers to %s and %d more changed", changed[0], len(changed)-1)
	}
}

// Header is the comment at the top of File, whose records are store.Loads
// keyed by test name.
const Header = "# What each browser test of the harness read when go test ./harness -update last ran it whole and it passed:\n" +
	"# each URL it asked the server for (asset names without their content hash), with the digest of the answer.\n" +
	"# A test whose answers and inputs (its name, the environment, the harness's code and tests, the routes) are\n" +
	"# as recorded passes without a browser; -full runs every test.\n"

// FixturesHeader is the comment at the top of FixturesFile.
const FixturesHeader = "# What each fixture test of the harness read of the repository when go test ./harness -update last ran it\n" +
	"# whole and it passed: its fixtures are the harness's code (testdata); under it, each other file it read, from\n" +
	"# the repository's root, with its digest. A test whose files and inputs (its name, the environment, the\n" +
	"# harness's code and tests) are as recorded passes without a browser; -full runs every test.\n"
