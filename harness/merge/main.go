// Command merge writes one harness report from the reports of the shards of
// a run (go test ./harness -shard i/n, each leaving its report folder):
//
//	go run ./harness/merge -out harness/last-run shard-1/last-run shard-2/last-run ...
//
// The merged report has every cell, the change groups computed across all
// shards, and one accept-all.txt for go run ./harness/accept.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/tessera-ds/tessera/harness/report"
)

func main() {
	out := flag.String("out", filepath.Join("harness", "last-run"), "the `folder` of the merged report (emptied first)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./harness/merge [-out folder] shard-report-folder...")
		flag.PrintDefaults()
	}
	flag.Parse()
	start := time.Now()
	sum, err := report.MergeReports(*out, flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, "merge:", err)
		os.Exit(2)
	}
	fmt.Printf("merge: %d reports, %d cells, %d failed, in %s; report: %s\n", flag.NArg(), sum.Cells, sum.Failed, time.Since(start).Round(time.Millisecond), filepath.Join(*out, "index.html"))
}
