package harness

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// tablesState is what interactions-tables.js reads from an example's table.
type tablesState struct {
	scriptError
	Ordering  string            `json:"ordering"`
	PageIndex string            `json:"pageIndex"`
	PageSize  string            `json:"pageSize"`
	Sort      map[string]string `json:"sort"`
	Columns   []string          `json:"columns"`
	Shown     []string          `json:"shown"`
	Rows      []string          `json:"rows"`
	Selected  []string          `json:"selected"`
	Current   string            `json:"current"`
	Dragging  bool              `json:"dragging"`
	Output    string            `json:"output"`
}

// tablesPoint is a point in the viewport; a drag's end is ToX, ToY.
type tablesPoint struct {
	scriptError
	X   float64 `json:"x"`
	Y   float64 `json:"y"`
	ToX float64 `json:"toX"`
	ToY float64 `json:"toY"`
}

// tablesIn reads the table of example. A missing table is one not rendered
// yet, which poll waits for.
func tablesIn(example string) jsCall[tablesState] {
	c := js[tablesState]("interactions-tables", "table", example)
	c.pending = true
	return c
}

// tablesOrders starts counting the tab's requests to the orders API; the
// function it returns lists their query strings in order.
func tablesOrders(t *testing.T, ctx context.Context) func() []string {
	t.Helper()
	var mu sync.Mutex
	var queries []string
	err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*network.EventRequestWillBeSent); ok {
			if u, err := url.Parse(ev.Request.URL); err == nil && strings.HasSuffix(u.Path, "/api/orders") {
				mu.Lock()
				queries = append(queries, u.RawQuery)
				mu.Unlock()
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(queries)
	}
}

// tablesSelect chooses value in the select of selector.
func tablesSelect(t *testing.T, ctx context.Context, selector, value string) {
	t.Helper()
	r := call(t, ctx, js[struct {
		scriptError
		Value string `json:"value"`
	}]("interactions-tables", "select", map[string]string{"selector": selector, "value": value}))
	if r.Value != value {
		t.Fatalf("choosing %s in %s: value %q", value, selector, r.Value)
	}
}

// tablesButtons presses the left button during a drag's moves.
func tablesButtons(p *input.DispatchMouseEventParams) { p.Buttons = 1 }

// tablesQuery normalizes a query string for comparison: its pairs decoded, in their order.
func tablesQuery(raw string) string {
	var parts []string
	for part := range strings.SplitSeq(raw, "&") {
		if part == "" {
			continue
		}
		name, value, _ := strings.Cut(part, "=")
		n, _ := url.QueryUnescape(name)
		v, _ := url.QueryUnescape(value)
		parts = append(parts, n+"="+v)
	}
	return strings.Join(parts, "&")
}

// TestInteractionsTables checks in Chromium, with a real mouse and
// keyboard, what the table and standard table examples do: the sort cycle
// and aria-sort, the page size that goes back to the first page, a Shift-click
// range, a column dragged to another place (dnd-kit's pointer sensor), and the
// standard table's requests to the orders API, one per change of its state.
func TestInteractionsTables(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	t.Run("sort-cycle", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-table")
		const example = "sorting"
		tests := []struct {
			column string
			want   []string // aria-sort after each click
		}{
			{"customer", []string{"ascending", "descending", "none"}},
			{"amount", []string{"descending", "ascending", "none"}}, // desc-asc
		}
		for _, tt := range tests {
			sel := fmt.Sprintf(`[data-example=%q] [data-sort-button=%q]`, example, tt.column)
			if s := call(t, ctx, tablesIn(example)); s.Sort[tt.column] != "none" {
				t.Fatalf("%s at the start: aria-sort %q, want none", tt.column, s.Sort[tt.column])
			}
			for i, want := range tt.want {
				do(t, ctx, "clicking "+sel, chromedp.Click(chromedp.CSS(sel)))
				s := poll(t, ctx, failAfter5s, tablesIn(example), fmt.Sprintf("%s after %d clicks: aria-sort %s", tt.column, i+1, want), func(s tablesState) bool { return s.Sort[tt.column] == want })
				for col, v := range s.Sort {
					if col != tt.column && v != "none" {
						t.Errorf("%s after %d clicks: %s has aria-sort %q, want none", tt.column, i+1, col, v)
					}
				}
				wantOrdering := map[string]string{"ascending": tt.column + ":asc", "descending": tt.column + ":desc", "none": ""}[want]
				if s.Ordering != wantOrdering {
					t.Errorf("%s after %d clicks: data-ordering %q, want %q", tt.column, i+1, s.Ordering, wantOrdering)
				}
			}
		}
		// sorted ascending by amount, the rows follow
		sel := `[data-example="sorting"] [data-sort-button="amount"]`
		do(t, ctx, "sorting by amount", chromedp.Click(chromedp.CSS(sel)))
		desc := poll(t, ctx, failAfter5s, tablesIn(example), "descending by amount", func(s tablesState) bool { return s.Sort["amount"] == "descending" })
		do(t, ctx, "sorting by amount again", chromedp.Click(chromedp.CSS(sel)))
		asc := poll(t, ctx, failAfter5s, tablesIn(example), "ascending by amount", func(s tablesState) bool { return s.Sort["amount"] == "ascending" })
		if !slices.Equal(asc.Rows, reversed(desc.Rows)) {
			t.Errorf("ascending rows %v are not the descending rows %v reversed", asc.Rows, desc.Rows)
		}
		noProblems(t, tab)
	})

	t.Run("page-size-resets-the-index", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-table")
		const example = "pagination"
		do(t, ctx, "going to page 3", chromedp.Click(chromedp.CSS(`[data-example="pagination"] nav button[data-page="3"]`)))
		s := poll(t, ctx, failAfter5s, tablesIn(example), "page index 2", func(s tablesState) bool { return s.PageIndex == "2" && s.Current == "3" })
		if len(s.Rows) != 10 || s.Rows[0] != "1021" {
			t.Errorf("page 3 shows rows %v, want 10 from 1021", s.Rows)
		}
		tablesSelect(t, ctx, `[data-example="pagination"] select[data-page-size-select]`, "25")
		s = poll(t, ctx, failAfter5s, tablesIn(example), "page index 0 of 25 rows", func(s tablesState) bool { return s.PageIndex == "0" && s.PageSize == "25" })
		if s.Current != "1" || len(s.Rows) != 25 || s.Rows[0] != "1001" {
			t.Errorf("after the page size: current page %q, rows %v; want page 1 from 1001, 25 rows", s.Current, s.Rows)
		}
		if !strings.Contains(s.Output, "{ pageIndex: 0, pageSize: 25 }") {
			t.Errorf("onPaginationChange shows %q, want pageIndex 0, pageSize 25", s.Output)
		}
		noProblems(t, tab)
	})

	t.Run("shift-click-range", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-table")
		const example = "selection"
		box := func(row string) string {
			return fmt.Sprintf(`[data-example=%q] tr[data-row-id=%q] input[data-select]`, example, row)
		}
		do(t, ctx, "selecting 1002", chromedp.Click(chromedp.CSS(box("1002"))))
		poll(t, ctx, failAfter5s, tablesIn(example), "1002 selected", func(s tablesState) bool { return slices.Equal(s.Selected, []string{"1002"}) })
		p := call(t, ctx, js[tablesPoint]("interactions-tables", "point", box("1006")))
		do(t, ctx, "Shift-clicking 1006", chromedp.MouseClickXY(p.X, p.Y, chromedp.ButtonModifiers(chromedp.ModifierShift)))
		want := []string{"1002", "1003", "1004", "1005", "1006"}
		s := poll(t, ctx, failAfter5s, tablesIn(example), fmt.Sprintf("rows %v selected", want), func(s tablesState) bool { return slices.Equal(s.Selected, want) })
		if !strings.Contains(s.Output, "[1002, 1003, 1004, 1005, 1006]") {
			t.Errorf("onSelectedRowsChange shows %q", s.Output)
		}
		// Shift-click on a selected row clears it and the rows up to the last one clicked (1006)
		p = call(t, ctx, js[tablesPoint]("interactions-tables", "point", box("1004")))
		do(t, ctx, "Shift-clicking 1004", chromedp.MouseClickXY(p.X, p.Y, chromedp.ButtonModifiers(chromedp.ModifierShift)))
		poll(t, ctx, failAfter5s, tablesIn(example), "1002 and 1003 left", func(s tablesState) bool { return slices.Equal(s.Selected, []string{"1002", "1003"}) })
		noProblems(t, tab)
	})

	t.Run("drag-a-column", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-table")
		const example = "reorder"
		before := call(t, ctx, tablesIn(example)).Columns
		if want := []string{"select", "id", "customer", "status", "amount", "orderedAt"}; !slices.Equal(before, want) {
			t.Fatalf("columns at the start %v, want %v", before, want)
		}
		p := call(t, ctx, js[tablesPoint]("interactions-tables", "drag", map[string]string{"example": example, "column": "customer", "onto": "amount"}))
		// press, move past the pointer sensor's activation distance in small steps, release on the target
		steps := []chromedp.Action[chromedp.Void]{chromedp.MouseEvent(chromedp.MousePressed, p.X, p.Y, chromedp.ButtonLeft, chromedp.ClickCount(1), tablesButtons)}
		const n = 12
		for i := 1; i <= n; i++ {
			x := p.X + (p.ToX-p.X)*float64(i)/n
			y := p.Y + (p.ToY-p.Y)*float64(i)/n
			steps = append(steps, chromedp.MouseEvent(chromedp.MouseMoved, x, y, chromedp.ButtonLeft, tablesButtons), chromedp.Sleep(16*time.Millisecond))
		}
		do(t, ctx, "dragging customer", steps...)
		want := []string{"select", "id", "status", "amount", "customer", "orderedAt"}
		// Drop only once the page draws the headers in the order a drop makes:
		// the sensor measures the headers after it activates, and a busy page
		// may take the last moves before that; a 1 px move asks it again.
		jiggle := 1.0
		poll(t, ctx, failAfter5s, tablesIn(example), fmt.Sprintf("customer dragged over amount, headers drawn as %v", want), func(s tablesState) bool {
			if s.Dragging && slices.Equal(s.Shown, want) {
				return true
			}
			jiggle = -jiggle
			do(t, ctx, "moving the dragged header", chromedp.MouseEvent(chromedp.MouseMoved, p.ToX+jiggle, p.ToY, chromedp.ButtonLeft, tablesButtons))
			return false
		})
		do(t, ctx, "dropping customer", chromedp.MouseEvent(chromedp.MouseReleased, p.ToX, p.ToY, chromedp.ButtonLeft, chromedp.ClickCount(1)))
		s := poll(t, ctx, failAfter5s, tablesIn(example), fmt.Sprintf("columns %v", want), func(s tablesState) bool { return slices.Equal(s.Columns, want) && !s.Dragging })
		if !strings.Contains(s.Output, "[id, status, amount, customer, orderedAt]") {
			t.Errorf("onColumnOrderChange shows %q", s.Output)
		}
		// by keyboard: Space picks the column up, an arrow key moves it, Space drops it
		call(t, ctx, js[tablesPoint]("interactions-tables", "focus", `[data-example="reorder"] [data-drag-handle="status"]`))
		for _, key := range []string{" ", kb.ArrowRight, " "} {
			do(t, ctx, "moving status by keyboard", chromedp.KeyEvent(key), chromedp.Sleep(150*time.Millisecond))
		}
		want = []string{"select", "id", "amount", "status", "customer", "orderedAt"}
		poll(t, ctx, failAfter5s, tablesIn(example), fmt.Sprintf("columns %v after the keyboard move", want), func(s tablesState) bool { return slices.Equal(s.Columns, want) && !s.Dragging })
		// the sort buttons still work after the drag, and a click on a handle is no sort
		do(t, ctx, "clicking a handle", chromedp.Click(chromedp.CSS(`[data-example="reorder"] [data-drag-handle="status"]`)))
		do(t, ctx, "sorting by customer", chromedp.Click(chromedp.CSS(`[data-example="reorder"] [data-sort-button="customer"]`)))
		s = poll(t, ctx, failAfter5s, tablesIn(example), "customer ascending", func(s tablesState) bool { return s.Sort["customer"] == "ascending" })
		if s.Sort["status"] != "none" || !slices.Equal(s.Columns, want) {
			t.Errorf("after a click on a handle and a sort: aria-sort %v, columns %v", s.Sort, s.Columns)
		}
		noProblems(t, tab)
	})

	t.Run("standard-table-requests", func(t *testing.T) {
		tab, ctx, st := behaviourTab(t, 1280, false)
		queries := tablesOrders(t, ctx) // from before the page loads
		loadPage(t, tab, ctx, st, "usage-components-standard-table", "en-US")
		const example = "remote"
		in := func(sel string) string { return fmt.Sprintf(`[data-example=%q] %s`, example, sel) }
		const web = "filter=channels:ONE_OF:web"
		steps := []struct {
			name   string
			act    func()
			query  string // the one new request, decoded
			ok     func(tablesState) bool
			settle time.Duration // how long no further request may follow
		}{
			{"first render", func() {}, "page=0&pageSize=10&" + web,
				func(s tablesState) bool {
					return s.PageIndex == "0" && s.PageSize == "10" && s.Ordering == "" && len(s.Rows) == 10
				}, 300 * time.Millisecond},
			{"sort by amount", func() { do(t, ctx, "sorting", chromedp.Click(chromedp.CSS(in(`[data-sort-button="amount"]`)))) },
				"page=0&pageSize=10&sort=-amount&" + web,
				func(s tablesState) bool { return s.Ordering == "amount:desc" }, 300 * time.Millisecond},
			{"page 3", func() { do(t, ctx, "paging", chromedp.Click(chromedp.CSS(in(`nav button[data-page="3"]`)))) },
				"page=2&pageSize=10&sort=-amount&" + web,
				func(s tablesState) bool { return s.PageIndex == "2" && s.Current == "3" }, 300 * time.Millisecond},
			{"25 rows a page", func() { tablesSelect(t, ctx, in(`select[data-page-size-select]`), "25") },
				"page=0&pageSize=25&sort=-amount&" + web,
				func(s tablesState) bool { return s.PageIndex == "0" && s.PageSize == "25" && len(s.Rows) == 25 }, 300 * time.Millisecond},
			{"page 2", func() { do(t, ctx, "paging", chromedp.Click(chromedp.CSS(in(`nav button[data-page="2"]`)))) },
				"page=1&pageSize=25&sort=-amount&" + web,
				func(s tablesState) bool { return s.PageIndex == "1" }, 300 * time.Millisecond},
			{"filter removed", func() {
				do(t, ctx, "opening the filters", chromedp.Click(chromedp.CSS(in(`[data-edit-filters]`))))
				do(t, ctx, "removing the filter", chromedp.Click(chromedp.CSS(`[data-filters-panel] [data-tag-close]`)))
				do(t, ctx, "closing the filters", chromedp.KeyEvent(kb.Escape))
			}, "page=0&pageSize=25&sort=-amount",
				func(s tablesState) bool { return s.PageIndex == "0" && s.Current == "1" }, 300 * time.Millisecond},
			{"search typed", func() {
				do(t, ctx, "typing a search", chromedp.Click(chromedp.CSS(in(`input[data-search]`))), chromedp.KeyEvent("anna"))
			}, "page=0&pageSize=25&sort=-amount&search=anna",
				func(s tablesState) bool { return s.PageIndex == "0" }, 900 * time.Millisecond},
		}
		for i, step := range steps {
			step.act()
			deadline := time.Now().Add(5 * time.Second)
			for len(queries()) < i+1 && time.Now().Before(deadline) {
				time.Sleep(25 * time.Millisecond)
			}
			time.Sleep(step.settle)
			got := queries()
			if len(got) != i+1 {
				t.Fatalf("%s: %d requests in all, want %d: %q", step.name, len(got), i+1, got)
			}
			if q := tablesQuery(got[i]); q != step.query {
				t.Errorf("%s: the request asks %q, want %q", step.name, q, step.query)
			}
			s := poll(t, ctx, failAfter5s, tablesIn(example), step.name+": the table shows the requested state", step.ok)
			// the table's own state agrees with the request
			if want := "page=" + s.PageIndex + "&pageSize=" + s.PageSize; !strings.HasPrefix(tablesQuery(got[i]), want) {
				t.Errorf("%s: the table is on %s, the request asks %q", step.name, want, tablesQuery(got[i]))
			}
		}
		noProblems(t, tab)
	})
}

// reversed returns a reversed copy of s.
func reversed(s []string) []string {
	r := slices.Clone(s)
	slices.Reverse(r)
	return r
}
