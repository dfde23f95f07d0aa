package harness

import (
	"context"
	"image"
	"image/color"
	"image/draw"
	"math"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/report/reporttest"
	"github.com/tessera-ds/tessera/harness/store"
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
  heading: document.querySelector('#changes h2')?.textContent ?? '',
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
	t.Parallel() // tabs of its own on the shared browser and site
	_, dir := reporttest.Write(t, "")
	tab, ctx := openReport(t, dir)
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
	axeReportPage(t, ctx, tab)
}

// openReport serves a report's folder over HTTP and opens its page in a tab
// of the shared browser, at a 1280x900 viewport.
func openReport(t *testing.T, dir string) (*browser.Tab, context.Context) {
	t.Helper()
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	// Opened from file://, the page asks for no icon; over HTTP, Chromium does.
	mux.HandleFunc("/favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	tab, ctx := servedTab(t, mux)
	if _, err := tab.Load(ctx, "/index.html"); err != nil {
		t.Fatal(err)
	}
	if err := tab.Resize(ctx, 1280); err != nil {
		t.Fatal(err)
	}
	return tab, ctx
}

// reportLayout is where the report page puts its parts.
type reportLayout struct {
	Width    float64    `json:"width"`    // innerWidth
	Sections []string   `json:"sections"` // the body's sections, in order: id, or class
	Before   []string   `json:"before"`   // the body's elements before its first section
	Heading  string     `json:"heading"`  // the first section's heading
	Timings  string     `json:"timings"`  // the section holding the phase table
	After    []string   `json:"after"`    // the body's elements after that section, but scripts
	Earlier  []string   `json:"earlier"`  // content of the report that is not before the phase table
	Views    []sideView `json:"views"`    // every side-by-side view of the page
	Overflow bool       `json:"overflow"` // the page scrolls sideways
}

// sideView is one side-by-side view: its box and its images'.
type sideView struct {
	Capture string    `json:"capture"` // its data-actual
	Right   float64   `json:"right"`   // the right edge of its scroll box
	Images  []sideImg `json:"images"`
}

type sideImg struct {
	Label   string  `json:"label"` // its caption
	Left    float64 `json:"left"`
	Right   float64 `json:"right"`
	Top     float64 `json:"top"`
	Width   float64 `json:"width"`
	Natural int     `json:"natural"` // naturalWidth: 0 when it did not load
	Column  float64 `json:"column"`  // the width of its figure
	Full    bool    `json:"full"`    // it links to itself, to open at full size
}

const readReportLayout = `(async () => {
  const tag = (e) => e.id || e.tagName.toLowerCase() + (e.className ? '.' + e.className : '');
  const body = [...document.body.children];
  const sections = body.filter((e) => e.tagName === 'SECTION');
  const first = sections[0];
  const timings = document.querySelector('table.stats')?.closest('body > section');
  const views = [];
  for (const side of document.querySelectorAll('.side')) {
    side.scrollIntoView({ block: 'start' });
    // The page loads its images lazily; the layout holds without them, but
    // the check is of the images drawn, so load them and wait.
    const imgs = [...side.querySelectorAll('img')];
    for (const i of imgs) i.loading = 'eager';
    for (const end = Date.now() + 5000; Date.now() < end && !imgs.every((i) => i.complete && i.naturalWidth > 0); ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const view = side.closest('.view').getBoundingClientRect();
    views.push({
      capture: side.closest('.capture').dataset.actual,
      right: view.right,
      images: imgs.map((i) => {
        const r = i.getBoundingClientRect();
        return { label: i.closest('figure').querySelector('figcaption').textContent, left: r.left, right: r.right, top: r.top,
          width: r.width, natural: i.naturalWidth, column: i.closest('figure').getBoundingClientRect().width,
          full: i.closest('a')?.getAttribute('href') === i.getAttribute('src') };
      }),
    });
  }
  scrollTo(0, 0);
  return {
    width: innerWidth,
    sections: sections.map(tag),
    before: first ? body.slice(0, body.indexOf(first)).map(tag) : [],
    heading: first?.querySelector('h2')?.textContent ?? '',
    timings: timings ? tag(timings) : '',
    after: timings ? body.slice(body.indexOf(timings) + 1).filter((e) => e.tagName !== 'SCRIPT').map(tag) : [],
    earlier: timings ? [...document.querySelectorAll('body > section, section.group, .cell, .capture, table.grid, h2, h3')]
      .filter((e) => !timings.contains(e) && !(e.compareDocumentPosition(timings) & Node.DOCUMENT_POSITION_FOLLOWING)).map(tag) : [],
    views,
    overflow: document.documentElement.scrollWidth > innerWidth,
  };
})()`

// wideImages is a 1280 px wide expected and actual image of a capture whose
// change sits at its right edge, where a diff that does not fit is cut off.
func wideImages() (want, got *image.NRGBA) {
	want = image.NewNRGBA(image.Rect(0, 0, 1280, 800))
	draw.Draw(want, want.Rect, image.White, image.Point{}, draw.Src)
	got = image.NewNRGBA(want.Rect)
	copy(got.Pix, want.Pix)
	draw.Draw(got, image.Rect(1100, 100, 1270, 300), image.NewUniform(color.NRGBA{R: 0xd9, G: 0x30, B: 0x25, A: 0xff}), image.Point{}, draw.Src)
	return want, got
}

// TestReportPageLayout opens, at 1280x900, the report of a run with a
// failing 1280 px wide capture and a new one, and checks that it reads as a
// reviewer reads: the changes first (under the environment notice of a run
// that drifted), the phase timings last, and every side-by-side view shows
// expected, actual and diff on one row, in three equal columns, each image
// shrunk to fit inside the window.
func TestReportPageLayout(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	for _, env := range []string{"", "browser Chrome/156.0.1 (baselines: Chrome/150.0.1)"} {
		name := "environment of the baselines"
		if env != "" {
			name = "drifted environment"
		}
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			r, err := report.NewReport(dir)
			if err != nil {
				t.Fatal(err)
			}
			r.Environment = env
			st := reporttest.Site(t)
			want, got := wideImages()
			d := compare.Compare(want, got, compare.Strict)
			wide := matrix.Cell{Route: st.Routes[1], Width: 1280, Theme: "default", Locale: "en-US"}
			r.Add(report.CellResult{Cell: wide, Problems: []string{"pixels"},
				Captures: []report.CaptureResult{{Key: store.CaptureKey(wide, ""), Status: report.StatusFail, Message: "differs", Diff: &d, Want: want, Actual: got}}})
			fresh := matrix.Cell{Route: st.Routes[0], Width: 1280, Theme: "dark", Locale: "en-US"}
			r.Add(report.CellResult{Cell: fresh, Problems: []string{"no baseline"},
				Captures: []report.CaptureResult{{Key: store.CaptureKey(fresh, ""), Status: report.StatusMissing, Message: "no baseline", Actual: got}}})
			r.Add(report.CellResult{Cell: matrix.Cell{Route: st.Routes[2], Width: 600, Theme: "default", Locale: "en-US"}})
			var tm report.Timings
			tm.Add(report.PhaseAxe, 120*time.Millisecond)
			if _, err := r.Write(st, &tm); err != nil {
				t.Fatal(err)
			}
			tab, ctx := openReport(t, dir)
			l, err := chromedp.Run(ctx, chromedp.Evaluate[reportLayout](readReportLayout, chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatal(err)
			}
			if l.Width != 1280 {
				t.Fatalf("innerWidth = %v, want 1280", l.Width)
			}

			top := []string{"h1"}
			if env != "" {
				top = append(top, "pre.environment")
			}
			if len(l.Sections) == 0 || l.Sections[0] != "changes" || l.Heading != "2 captures failed in 2 groups" {
				t.Errorf("the page's sections are %q, the first headed %q; want the changes first, headed %q", l.Sections, l.Heading, "2 captures failed in 2 groups")
			}
			if !slices.Equal(l.Before, top) {
				t.Errorf("before the changes the page shows %q, want only %q", l.Before, top)
			}
			if l.Timings != "timings" || len(l.Sections) == 0 || l.Sections[len(l.Sections)-1] != "timings" || len(l.After) > 0 {
				t.Errorf("the phase table is in %q, the sections are %q, after it come %q; want it in the last section, timings, and nothing after", l.Timings, l.Sections, l.After)
			}
			if len(l.Earlier) > 0 {
				t.Errorf("these parts of the report come after the phase table: %q", l.Earlier)
			}
			if l.Overflow {
				t.Errorf("the page scrolls sideways at %v px", l.Width)
			}

			// The wide capture shows in its group and in its cell, the new
			// one in its group and its cell: four views.
			if len(l.Views) != 4 {
				t.Fatalf("%d side-by-side views, want 4: %+v", len(l.Views), l.Views)
			}
			for _, v := range l.Views {
				isNew := strings.Contains(v.Capture, "overview")
				wantImgs := 3
				if isNew {
					wantImgs = 1 // no expected image, no diff: their columns hold a note
				}
				if len(v.Images) != wantImgs {
					t.Errorf("%s: %d images side by side, want %d", v.Capture, len(v.Images), wantImgs)
					continue
				}
				for _, im := range v.Images {
					if im.Natural != 1280 {
						t.Errorf("%s, %s: naturalWidth %d, want the 1280 px image loaded", v.Capture, im.Label, im.Natural)
					}
					if im.Right > l.Width || im.Right > v.Right {
						t.Errorf("%s, %s: its right edge is at %.1f px, beyond the window (%v px) or its view (%.1f px)", v.Capture, im.Label, im.Right, l.Width, v.Right)
					}
					if math.Abs(im.Column-v.Images[0].Column) > 1 || im.Column > l.Width/3 {
						t.Errorf("%s, %s: its column is %.1f px wide, want a third of the window at most, as wide as %s's (%.1f px)", v.Capture, im.Label, im.Column, v.Images[0].Label, v.Images[0].Column)
					}
					if !im.Full {
						t.Errorf("%s, %s: no link opens the image at full size", v.Capture, im.Label)
					}
					if im.Width > im.Column+0.5 {
						t.Errorf("%s, %s: %.1f px wide in a %.1f px column, want it shrunk to fit", v.Capture, im.Label, im.Width, im.Column)
					}
				}
				if isNew {
					if im := v.Images[0]; !strings.HasPrefix(im.Label, "actual") || im.Left < v.Images[0].Column {
						t.Errorf("%s: the new capture shows %q at %.1f px, want the actual image in the middle column", v.Capture, im.Label, im.Left)
					}
					continue
				}
				labels := []string{}
				for i, im := range v.Images {
					labels = append(labels, strings.SplitN(im.Label, ",", 2)[0])
					if math.Abs(im.Top-v.Images[0].Top) > 0.5 {
						t.Errorf("%s: %s's top is at %.1f px, %s's at %.1f px; want them on one row", v.Capture, im.Label, im.Top, v.Images[0].Label, v.Images[0].Top)
					}
					if i > 0 && im.Left <= v.Images[i-1].Right {
						t.Errorf("%s: %s starts at %.1f px, before %s ends (%.1f px); want them side by side", v.Capture, im.Label, im.Left, v.Images[i-1].Label, v.Images[i-1].Right)
					}
				}
				if !slices.Equal(labels, []string{"expected", "actual", "diff"}) {
					t.Errorf("%s: the images are %q, want expected, actual, diff", v.Capture, labels)
				}
			}
			axeReportPage(t, ctx, tab)
		})
	}
}

// axeReportPage fails the test on any axe violation of the report page and on
// any problem its tab saw.
func axeReportPage(t *testing.T, ctx context.Context, tab *browser.Tab) {
	t.Helper()
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
