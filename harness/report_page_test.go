package harness

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/report/reporttest"
)

// reportPage is what the report page shows of its groups and accept file.
type reportPage struct {
	Groups   int    `json:"groups"`
	Heading  string `json:"heading"`
	Accept   string `json:"accept"`
	Count    string `json:"count"`
	Focused  string `json:"focused"`
	Accepted string `json:"accepted"` // data-accepted of each group, joined
}

const readReportPage = `(() => ({
  groups: document.querySelectorAll('.group').length,
  heading: document.getElementById('changes')?.textContent ?? '',
  accept: document.getElementById('accept-file')?.value ?? '',
  count: document.getElementById('accept-count')?.textContent ?? '',
  focused: document.activeElement?.id ?? '',
  accepted: [...document.querySelectorAll('.group')].map((g) => g.dataset.accepted).join(' '),
}))()`

// TestReportPage opens the report of a fixture run in Chromium: it shows the
// run's two groups, the keyboard accepts and rejects a group, the accept file
// lists exactly the accepted captures (never the navbar that must equal its
// twin), and axe finds nothing wrong with the page.
func TestReportPage(t *testing.T) {
	_, dir := reporttest.Write(t, "")
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	// Opened from file://, the page asks for no icon; over HTTP, Chromium does.
	mux.HandleFunc("/favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	tab, err := browser.OpenTab(sharedBrowser(t), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.Close)
	ctx := tab.Context()
	if _, err := tab.Load(ctx, "/index.html"); err != nil {
		t.Fatal(err)
	}
	read := func() reportPage {
		t.Helper()
		p, err := chromedp.Run(ctx, chromedp.Evaluate[reportPage](readReportPage))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	p := read()
	if p.Groups != 2 || p.Heading != "4 captures failed in 2 groups" || p.Accept != "" || p.Count != "0 baselines to accept" {
		t.Fatalf("report page at first = %+v, want 2 groups, the heading %q and nothing to accept", p, "4 captures failed in 2 groups")
	}
	texts := "usage-components-button/600-default-en-US.txt\nusage-components-button/840-default-en-US.txt\n"
	steps := []struct {
		key              string
		accept, accepted string
	}{
		{"j", "", "false false"},
		{"a", texts, "true false"},
		{"j", texts, "true false"},
		{"a", "usage-components-button/600-default-en-US.txt\nusage-components-button/840-default-en-US.png\nusage-components-button/840-default-en-US.txt\n", "true true"},
		{"k", "usage-components-button/600-default-en-US.txt\nusage-components-button/840-default-en-US.png\nusage-components-button/840-default-en-US.txt\n", "true true"},
		{"r", "usage-components-button/840-default-en-US.png\n", "false true"},
	}
	for _, s := range steps {
		do(t, ctx, "pressing "+s.key, chromedp.KeyEvent(s.key))
		if got := read(); got.Accept != s.accept || got.Accepted != s.accepted {
			t.Fatalf("after %s: accept file %q, groups accepted %q; want %q and %q", s.key, got.Accept, got.Accepted, s.accept, s.accepted)
		}
	}
	axe, err := LoadAxe(repoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	vs, err := axe.Run(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		t.Errorf("axe on the report page: %s", v)
	}
	noProblems(t, tab)
}
