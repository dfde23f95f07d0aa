package report_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/report/reporttest"
	"github.com/tessera-ds/tessera/harness/store"
)

func TestReportWrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	r, err := report.NewReport(dir)
	if err != nil {
		t.Fatal(err)
	}
	st := reporttest.Site(t)
	base, block := reporttest.Image(t, "base.png"), reporttest.Image(t, "block.png")
	failing := matrix.Cell{Route: st.Routes[1], Width: 840, Theme: "default", Locale: "en-US"}
	d := compare.Compare(base, block, compare.Strict)
	r.Add(report.CellResult{
		Cell:     failing,
		Problems: []string{"usage-components-button/840-default-en-US.png differs from its baseline", "axe image-alt (critical): Images must have alternative text: img"},
		Captures: []report.CaptureResult{{Key: store.CaptureKey(failing, ""), Status: report.StatusFail, Diff: &d, Want: base, Actual: block}},
		Violations: []report.Violation{{ID: "image-alt", Impact: "critical", Help: "Images must have alternative text",
			Nodes: []report.AxeNode{{Target: "img", HTML: `<img src="x.png">`, Summary: "Fix any of the following"}}}},
	})
	r.Add(report.CellResult{Cell: matrix.Cell{Route: st.Routes[0], Width: 600, Theme: "default", Locale: "en-US"}, Retried: "its tab broke; the cell ran again on a fresh one"})
	var tm report.Timings
	tm.Add(report.PhaseAxe, 120*time.Millisecond)
	sum, err := r.Write(st, &tm)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Cells != 2 || sum.Failed != 1 || sum.Violations != 1 {
		t.Errorf("Write() summary = %+v, want 2 cells, 1 failed, 1 violation", sum)
	}
	for _, f := range []string{"index.html", "report.js", "report.md", report.ResultFile, report.AcceptAllFile,
		"img/usage-components-button/840-default-en-US.expected.png",
		"img/usage-components-button/840-default-en-US.actual.png",
		"img/usage-components-button/840-default-en-US.diff.png"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("report lacks %s: %v", f, err)
		}
	}
	html, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	for _, want := range []string{
		`id="usage-components-button/840/default/en-US"`,
		`data-diff="img/usage-components-button/840-default-en-US.diff.png"`,
		`<strong>image-alt</strong>`, `&lt;img src=&#34;x.png&#34;&gt;`,
		`<script src="report.js"></script>`,
		`<td>axe</td><td>1</td><td>120 ms</td>`,
	} {
		if !strings.Contains(string(html), want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	if strings.Contains(string(html), `src="http`) || strings.Contains(string(html), `<link`) {
		t.Errorf("index.html loads something from elsewhere: it must open from file:// with no network")
	}
	md, _ := os.ReadFile(filepath.Join(dir, "report.md"))
	if first, _, _ := strings.Cut(string(md), "\n"); first != "1 captures failed in 1 groups" {
		t.Errorf("report.md starts with %q, want %q", first, "1 captures failed in 1 groups")
	}
	for _, want := range []string{"## Screenshot harness failed", "2 cells in", "1 failed, 1 axe violations",
		"| `usage-components-button/840/default/en-US` | usage-components-button/840-default-en-US.png differs from its baseline<br>axe image-alt",
		"| axe | 1 | 120 ms |",
		"- overview/600/default/en-US: its tab broke; the cell ran again on a fresh one, and passed"} {
		if !strings.Contains(string(md), want) {
			t.Errorf("report.md lacks %q:\n%s", want, md)
		}
	}
}
