// Package report is what a run found and how a reviewer acts on it: the
// results of each cell, the static report page (index.html, report.md), the
// changes grouped one decision each, result.json, accepting a report's
// changes into the store, and merging the reports of shards.
package report

import (
	"bytes"
	_ "embed"
	"fmt"
	"html/template"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
)

// Report gathers the results of a run and writes them to a folder: a static
// index.html that opens from file:// with no network, the images of every
// failing capture, and report.md, a summary for a CI job.
type Report struct {
	Dir   string
	Start time.Time
	// Environment, when set, says how the run's environment differs from the
	// baselines': the report shows it first. It is not a failure.
	Environment string

	mu      sync.Mutex
	cells   map[string]cellEntry // by cell name
	groups  grouper              // the failures, one group per change
	wall    time.Duration        // the run's wall time when it is not since Start: a merge of shards
	notes   []string             // failures of the run as a whole
	written int                  // baselines written
	retried []string             // cells that ran a second time, with why
	errs    []error              // image files that could not be written
}

// cellEntry is what the report keeps of one cell.
type cellEntry struct {
	Cell       matrix.Cell
	Problems   []string
	Captures   []captureEntry
	Focus      []focusEntry
	Violations []Violation
	Duration   time.Duration
	// Print is the cell's CellResult.Print when its only problems were
	// captures and texts that differ: accepting every one of them records
	// the cell's fingerprint (Accept).
	Print string `json:",omitempty"`
}

// focusEntry is a focus stop whose focus is not visible, with its crops
// relative to the report's folder.
type focusEntry struct {
	Stop               string
	Focused, Unfocused string
}

// captureEntry is a failing capture's message and images, relative to the
// report's folder.
type captureEntry struct {
	File                   string
	Message                string
	Expected, Actual, Diff string
}

// NewReport empties dir (the report of an earlier run) and starts a report in it.
func NewReport(dir string) (*Report, error) {
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return &Report{Dir: dir, Start: time.Now(), cells: map[string]cellEntry{}}, nil
}

// Note records a failure of the run as a whole, such as an environment mismatch.
func (r *Report) Note(msg string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.notes = append(r.notes, msg)
}

// Add records a cell's result, writing the images of its failing captures.
func (r *Report) Add(res CellResult) {
	e := cellEntry{Cell: res.Cell, Problems: res.Problems, Violations: res.Violations, Duration: res.Duration}
	if res.Retried != "" {
		verdict := "passed"
		if res.Failed() {
			verdict = "failed again"
		}
		r.mu.Lock()
		r.retried = append(r.retried, fmt.Sprintf("%s: %s, and %s", res.Cell.Name(), res.Retried, verdict))
		r.mu.Unlock()
	}
	written := 0
	var errs []error
	type pending struct {
		f     Failure
		m     *compare.ChangeSet
		words string
	}
	var failures []pending
	for _, c := range res.Captures {
		if c.Status == StatusWritten {
			written++
		}
		if c.Status != StatusFail && c.Status != StatusMissing {
			continue
		}
		ce := captureEntry{File: c.Key.File(), Message: c.Message}
		stem := "img/" + strings.TrimSuffix(c.Key.File(), ".png")
		save := func(suffix string, img image.Image) string {
			if img == nil {
				return ""
			}
			rel := stem + "." + suffix + ".png"
			if err := writeReportPNG(filepath.Join(r.Dir, filepath.FromSlash(rel)), img); err != nil {
				errs = append(errs, err)
				return ""
			}
			return rel
		}
		ce.Expected = save("expected", nrgbaOrNil(c.Want))
		ce.Actual = save("actual", nrgbaOrNil(c.Actual))
		if c.Diff != nil && c.Diff.Image != nil {
			ce.Diff = save("diff", c.Diff.Image)
		}
		e.Captures = append(e.Captures, ce)
		var m *compare.ChangeSet
		if c.Diff != nil && c.Diff.Image != nil {
			m = compare.ChangedPixels(c.Diff.Image)
		}
		failures = append(failures, pending{f: Failure{Baseline: c.Key.File(), Cell: res.Cell.Name(), Message: c.Message,
			Actual: ce.Actual, Expected: ce.Expected, Diff: ce.Diff, MustMatchTwin: c.MustMatchTwin, Parts: c.Parts}, m: m})
	}
	for _, f := range res.Focus {
		stem := fmt.Sprintf("img/%s-focus-%d", res.Cell.Name(), f.Stop)
		fe := focusEntry{Stop: fmt.Sprintf("stop %d: %s", f.Stop, f.Line)}
		if f.State != "" {
			stem = fmt.Sprintf("img/%s-%s-focus-%d", res.Cell.Name(), f.State, f.Stop)
			fe.Stop = fmt.Sprintf("stop %d inside %s: %s", f.Stop, f.State, f.Line)
		}
		for _, p := range []struct {
			rel *string
			img *image.NRGBA
			as  string
		}{{&fe.Focused, f.Focused, "focused"}, {&fe.Unfocused, f.Unfocused, "unfocused"}} {
			rel := stem + "." + p.as + ".png"
			if err := writeReportPNG(filepath.Join(r.Dir, filepath.FromSlash(rel)), p.img); err != nil {
				errs = append(errs, err)
				continue
			}
			*p.rel = rel
		}
		e.Focus = append(e.Focus, fe)
	}
	for _, t := range res.Texts {
		if t.Status != StatusFail && t.Status != StatusMissing {
			continue
		}
		rel := "img/" + strings.TrimSuffix(t.File, ".txt") + ".actual.txt"
		if err := writeReportFile(filepath.Join(r.Dir, filepath.FromSlash(rel)), []byte(t.Got)); err != nil {
			errs = append(errs, err)
		}
		failures = append(failures, pending{f: Failure{Baseline: t.File, Cell: res.Cell.Name(), Message: t.Message, Actual: rel, JudgedAgainst: t.From}, words: t.Got})
	}
	if res.Lost == nil && len(failures) > 0 && len(failures) == len(res.Problems) {
		e.Print = res.Print
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.cells[res.Cell.Name()] = e
	r.written += written
	r.errs = append(r.errs, errs...)
	for _, p := range failures {
		r.groups.add(p.f, p.m, p.words)
	}
}

func nrgbaOrNil(m *image.NRGBA) image.Image {
	if m == nil {
		return nil
	}
	return m
}

func writeReportFile(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// writeReportPNG writes a report image fast; report images are not baselines.
func writeReportPNG(path string, img image.Image) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Summary is the counts of a report.
type Summary struct {
	Cells, Failed, Captures, Violations, Written int
	Wall                                         time.Duration
	Retried                                      []string // cells that ran a second time: name, why, verdict
}

//go:embed report.html.tmpl
var reportTemplate string

//go:embed report.js
var reportScript string

// routeView is one route of the report: its grid and its failing cells.
type routeView struct {
	Slug   string
	Failed int
	Rows   []gridRow
	Cells  []cellEntry
}

type gridRow struct {
	Width int
	Theme string
	Cells []gridCell
}

type gridCell struct {
	Name, Locale, Status string // Status: pass, fail, none
}

// Write writes index.html, report.js, report.md and returns the summary.
// site gives the shape of the grids; timings the phase table.
func (r *Report) Write(site *matrix.Site, timings *Timings) (Summary, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	wall := r.wall
	if wall == 0 {
		wall = time.Since(r.Start)
	}
	s := Summary{Cells: len(r.cells), Written: r.written, Wall: wall, Retried: slices.Sorted(slices.Values(r.retried))}
	var routes []routeView
	for _, route := range site.Routes {
		rv := routeView{Slug: route.Slug}
		ran := false
		for _, w := range site.Breakpoints {
			for _, th := range matrix.BaseFirst(site.Themes, matrix.BaseTheme) {
				row := gridRow{Width: w, Theme: th}
				for _, l := range matrix.BaseFirst(site.Locales, matrix.BaseLocale) {
					c := matrix.Cell{Route: route, Width: w, Theme: th, Locale: l}
					gc := gridCell{Name: c.Name(), Locale: l, Status: "none"}
					if e, ok := r.cells[c.Name()]; ok {
						ran = true
						gc.Status = "pass"
						s.Captures += len(e.Captures)
						s.Violations += len(e.Violations)
						if len(e.Problems) > 0 {
							gc.Status = "fail"
							s.Failed++
							rv.Failed++
							rv.Cells = append(rv.Cells, e)
						}
					}
					row.Cells = append(row.Cells, gc)
				}
				rv.Rows = append(rv.Rows, row)
			}
		}
		if ran {
			routes = append(routes, rv)
		}
	}
	// Failing routes first, then the site's order.
	slices.SortStableFunc(routes, func(a, b routeView) int { return min(b.Failed, 1) - min(a.Failed, 1) })
	stats := timings.Stats()
	groups, failures := groupViews(r.groups.result(), site)
	data := map[string]any{
		"Summary": s, "Routes": routes, "Notes": r.notes, "Stats": stats, "Environment": r.Environment,
		"Start": r.Start.UTC().Format(time.RFC3339), "Rate": Rate(s.Cells, s.Wall),
		"Groups": groups, "Failures": failures, "Acceptable": r.Environment == "",
	}
	tmpl, err := template.New("report").Funcs(template.FuncMap{"ms": Millis, "inc": func(i int) int { return i + 1 }}).Parse(reportTemplate)
	if err != nil {
		return s, err
	}
	var html bytes.Buffer
	if err := tmpl.Execute(&html, data); err != nil {
		return s, err
	}
	if err := os.WriteFile(filepath.Join(r.Dir, "index.html"), html.Bytes(), 0o644); err != nil {
		return s, err
	}
	if err := os.WriteFile(filepath.Join(r.Dir, "report.js"), []byte(reportScript), 0o644); err != nil {
		return s, err
	}
	if err := r.writeResult(site, timings, s.Wall); err != nil {
		return s, err
	}
	md := r.markdown(s, routes, stats)
	if err := os.WriteFile(filepath.Join(r.Dir, "report.md"), []byte(md), 0o644); err != nil {
		return s, err
	}
	if len(r.errs) > 0 {
		return s, fmt.Errorf("writing report images: %w", r.errs[0])
	}
	return s, nil
}

// groupView is one group of the report: its representative with every
// view, and its members, listed and on a grid of route, width and theme by
// locale.
type groupView struct {
	ID, Kind string
	Textual  bool   // a change of a text baseline, not of pixels
	Parts    string // Group.PartNames
	Rep      Failure
	Members  []memberView
	Locales  []string
	Rows     []memberRow
}

type memberView struct {
	Failure
	Acceptable bool
}

type memberRow struct {
	Label string // route width theme
	Cells []gridCell
}

// groupViews shapes the groups for the report's page and counts their
// failures.
func groupViews(groups []Group, site *matrix.Site) ([]groupView, int) {
	n := 0
	locales := matrix.BaseFirst(site.Locales, matrix.BaseLocale)
	views := make([]groupView, len(groups))
	for i, g := range groups {
		n += len(g.Members)
		v := groupView{ID: g.ID(), Kind: g.Kind, Textual: textual(g.Kind), Parts: g.PartNames(), Rep: g.Members[0], Locales: locales}
		rows := map[string]map[string]string{} // label → locale → cell name
		var labels []string
		for _, m := range g.Members {
			v.Members = append(v.Members, memberView{Failure: m, Acceptable: m.unacceptable() == ""})
			parts := strings.Split(m.Cell, "/")
			if len(parts) != 4 {
				continue
			}
			label := parts[0] + " " + parts[1] + " " + parts[2]
			if rows[label] == nil {
				rows[label] = map[string]string{}
				labels = append(labels, label)
			}
			rows[label][parts[3]] = m.Cell
		}
		slices.Sort(labels)
		for _, label := range labels {
			row := memberRow{Label: label}
			for _, l := range locales {
				gc := gridCell{Locale: l, Status: "none", Name: label + " " + l + ": not in the group"}
				if name, ok := rows[label][l]; ok {
					gc.Status, gc.Name = "fail", name+": in the group"
				}
				row.Cells = append(row.Cells, gc)
			}
			v.Rows = append(v.Rows, row)
		}
		views[i] = v
	}
	return views, n
}

// Millis writes d in whole milliseconds.
func Millis(d time.Duration) string {
	return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond))
}

// Rate writes how many cells a second a run of wall took.
func Rate(cells int, wall time.Duration) string {
	if wall <= 0 {
		return "0"
	}
	return fmt.Sprintf("%.2f", float64(cells)/wall.Seconds())
}

// markdown writes the summary for a CI job: the counts, the failing cells
// with their first problems, and the phase timings.
func (r *Report) markdown(s Summary, routes []routeView, stats []PhaseStat) string {
	var b strings.Builder
	verdict := "passed"
	if s.Failed > 0 || len(r.notes) > 0 {
		verdict = "failed"
	}
	groups := r.groups.result()
	n := 0
	for _, g := range groups {
		n += len(g.Members)
	}
	fmt.Fprintf(&b, "%d captures failed in %d groups\n\n", n, len(groups))
	fmt.Fprintf(&b, "## Screenshot harness %s\n\n", verdict)
	if r.Environment != "" {
		fmt.Fprintf(&b, "```\n%s\n```\n\n", r.Environment)
	}
	fmt.Fprintf(&b, "%d cells in %s (%s cells/s): %d failed, %d axe violations, %d baselines written.\n\n",
		s.Cells, s.Wall.Round(time.Second), Rate(s.Cells, s.Wall), s.Failed, s.Violations, s.Written)
	for _, n := range r.notes {
		fmt.Fprintf(&b, "- **%s**\n", n)
	}
	if len(s.Retried) > 0 {
		b.WriteString("Cells that ran a second time:\n\n")
		for _, c := range s.Retried {
			fmt.Fprintf(&b, "- %s\n", c)
		}
		b.WriteString("\n")
	}
	for i, g := range groups {
		rep := g.Members[0]
		parts := ""
		if names := g.PartNames(); names != "" {
			parts = ", changed parts: " + names
		}
		fmt.Fprintf(&b, "### Group %d: %d × %s%s, like `%s`\n\n%s\n\n<details><summary>%d members</summary>\n\n", i+1, len(g.Members), g.Kind, parts, rep.Baseline, mdEscape(rep.Message), len(g.Members))
		for _, m := range g.Members {
			fmt.Fprintf(&b, "- `%s`\n", m.Baseline)
		}
		b.WriteString("\n</details>\n\n")
	}
	if s.Failed > 0 {
		b.WriteString("| cell | first problems |\n|---|---|\n")
		shown := 0
		for _, rv := range routes {
			for _, c := range rv.Cells {
				if shown == 50 {
					break
				}
				shown++
				ps := c.Problems
				if len(ps) > 3 {
					ps = append(ps[:3:3], fmt.Sprintf("and %d more", len(c.Problems)-3))
				}
				fmt.Fprintf(&b, "| `%s` | %s |\n", c.Cell.Name(), mdEscape(strings.Join(ps, "<br>")))
			}
		}
		if s.Failed > shown {
			fmt.Fprintf(&b, "\nand %d more failing cells.\n", s.Failed-shown)
		}
		b.WriteString("\nOpen `harness/last-run/index.html` (the CI artifact `harness-report`) to see each change by group. " +
			"Accept intended ones there and run `go run ./harness/accept accept.txt` with the file it gives you " +
			"(`harness/last-run/accept-all.txt` takes every failing capture), or run the command a problem names.\n")
	}
	b.WriteString("\n| phase | count | median | p95 | max | total |\n|---|---:|---:|---:|---:|---:|\n")
	for _, st := range stats {
		fmt.Fprintf(&b, "| %s | %d | %s | %s | %s | %s |\n", st.Phase, st.Count, Millis(st.Median), Millis(st.P95), Millis(st.Max), st.Total.Round(time.Millisecond))
	}
	return b.String()
}

func mdEscape(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}
