package report

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/store"
)

// MergeReports writes one report in out from the reports of the shards of a
// run (each folder a report with its result.json): every cell, the images,
// the notes and timings, and the groups computed across all shards, with one
// accept-all file. The shards must be of one site and one environment.
func MergeReports(out string, dirs []string) (Summary, error) {
	if len(dirs) == 0 {
		return Summary{}, errors.New("name the report folders of the shards to merge")
	}
	// Every shard is read and checked before out is emptied: a merge that
	// cannot be done leaves the last report as it was.
	var results []*Result
	seen := map[string]bool{}
	for _, d := range dirs {
		if filepath.Clean(d) == filepath.Clean(out) {
			return Summary{}, fmt.Errorf("%s is both a shard and the merged report: write the merge to a folder of its own", d)
		}
		res, err := ReadResult(d)
		if err != nil {
			return Summary{}, err
		}
		if res.Site == nil {
			return Summary{}, fmt.Errorf("%s: %s names no site: it was written by an older harness; run the shard again", d, ResultFile)
		}
		if len(results) > 0 && res.Drifted != results[0].Drifted {
			return Summary{}, fmt.Errorf("%s and %s ran in different environments: merge the shards of one run", dirs[0], d)
		}
		for _, c := range res.Cells {
			if seen[c.Cell.Name()] {
				return Summary{}, fmt.Errorf("%s: cell %s is in two shards: merge the shards of one run", d, c.Cell.Name())
			}
			seen[c.Cell.Name()] = true
		}
		results = append(results, res)
	}
	r, err := NewReport(out)
	if err != nil {
		return Summary{}, err
	}
	timings := &Timings{}
	var end time.Time
	var failures []Failure
	for i, res := range results {
		if err := copyTree(filepath.Join(dirs[i], "img"), filepath.Join(out, "img")); err != nil {
			return Summary{}, err
		}
		if i == 0 || res.Start.Before(r.Start) {
			r.Start = res.Start
		}
		if e := res.Start.Add(res.Wall); e.After(end) {
			end = e
		}
		for _, c := range res.Cells {
			r.cells[c.Cell.Name()] = c
		}
		r.notes = append(r.notes, res.Notes...)
		r.written += res.Written
		r.retried = append(r.retried, res.Retried...)
		for phase, ds := range res.Timings {
			for _, d := range ds {
				timings.Add(phase, d)
			}
		}
		failures = append(failures, res.Failures()...)
	}
	r.Environment = results[0].Drifted
	r.wall = end.Sub(r.Start)
	slices.SortFunc(failures, func(a, b Failure) int { return strings.Compare(a.Baseline, b.Baseline) })
	for _, f := range failures {
		if textual(changeKind(f)) {
			b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(f.Actual)))
			if err != nil {
				return Summary{}, err
			}
			r.groups.add(f, nil, string(b))
			continue
		}
		var m *compare.ChangeSet
		if f.Diff != "" {
			img, err := store.ReadPNG(filepath.Join(out, filepath.FromSlash(f.Diff)))
			if err != nil {
				return Summary{}, err
			}
			m = compare.ChangedPixels(img)
		}
		r.groups.add(f, m, "")
	}
	return r.Write(results[0].Site, timings)
}

// copyTree copies the files below src into dst; a missing src is empty.
func copyTree(src, dst string) error {
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return writeReportFile(filepath.Join(dst, rel), b)
	})
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
