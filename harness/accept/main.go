// Command accept copies into the baselines the new captures and page texts
// that an accept file names, from the report they were written to, with no
// browser and no run:
//
//	go run ./harness/accept harness/last-run/accept-all.txt
//
// The file has one baseline path below harness/snapshots per line (the
// report page writes it, with the changes ticked; accept-all.txt takes every
// one). Its captures come from the report folder the file sits in (a merged
// report's, say), else from harness/last-run.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

func main() {
	dir := flag.String("harness", "", "the harness `folder` (default: harness, or . when run from it)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./harness/accept [-harness folder] accept-file")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*dir, flag.Arg(0)); err != nil {
		fmt.Fprintln(os.Stderr, "accept:", err)
		os.Exit(1)
	}
}

func run(dir, file string) error {
	if dir == "" {
		dir = "harness"
		if _, err := os.Stat(filepath.Join(dir, "snapshots")); errors.Is(err, fs.ErrNotExist) {
			dir = "."
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "snapshots")); err != nil {
		return fmt.Errorf("no baselines in %s: run from the repository's root, or name the harness folder with -harness", filepath.Join(dir, "snapshots"))
	}
	f, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("%w (name the accept file from here, such as harness/last-run/%s)", err, report.AcceptAllFile)
	}
	lines, err := report.ParseAcceptFile(f)
	f.Close()
	if err != nil {
		return err
	}
	// The report the file came from, when it sits in one (accept-all.txt);
	// else the last run's.
	reportDir := filepath.Join(dir, "last-run")
	if _, err := os.Stat(filepath.Join(filepath.Dir(file), report.ResultFile)); err == nil {
		reportDir = filepath.Dir(file)
	}
	done, err := report.Accept(store.New(filepath.Join(dir, "snapshots")), reportDir, lines)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "accept: %d lines: %d baselines written, %d already in place, %d removed (the narrowest width's text says the same); %d cells' fingerprints recorded (the next run skips them)\n",
		len(lines), done.Written, done.Unchanged, done.Removed, done.Recorded)
	return nil
}
