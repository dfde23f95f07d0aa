package harness

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/coverage"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
)

// styleRules is what a run learns of the site's own style rules as its
// captures are taken (rules.js): each sheet's rules, and which routes'
// captures applied each rule.
type styleRules struct {
	mu       sync.Mutex
	sheets   map[string][]string        // sheet path -> its rules
	applied  map[string]map[string]bool // rule -> slugs of the routes whose captures applied it
	complete map[string]bool            // routes every cell of which this run checked
}

// ruleRead is what rules.js returns.
type ruleRead struct {
	Sheets  map[string][]string `json:"sheets"`
	Applied []string            `json:"applied"`
}

// readRules notes which of the page's style rules apply as it is now, right
// after a capture.
func (w *RouteWalk) readRules(ctx context.Context, c matrix.Cell) error {
	return w.readRulesWith(ctx, c, "")
}

// focusRules notes which of the page's :focus rules apply at a stop of a
// keyboard walk, captured focused.
func (w *RouteWalk) focusRules(ctx context.Context, c matrix.Cell) error {
	return w.readRulesWith(ctx, c, ":focus")
}

// readRulesWith notes which of the page's style rules whose selector holds
// only ("": every rule) apply now.
func (w *RouteWalk) readRulesWith(ctx context.Context, c matrix.Cell, only string) error {
	defer w.run.Timings.Since(report.PhaseRules, time.Now())
	s := &w.run.styles
	s.mu.Lock()
	knownSheets := slices.Collect(maps.Keys(s.sheets))
	s.mu.Unlock()
	r, err := chromedp.Run(ctx, browser.Call[ruleRead]("rules", knownSheets, slices.Collect(maps.Keys(w.appliedHere)), only))
	if err != nil {
		return fmt.Errorf("reading which style rules apply: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sheets == nil {
		s.sheets, s.applied = map[string][]string{}, map[string]map[string]bool{}
	}
	maps.Copy(s.sheets, r.Sheets)
	for _, id := range r.Applied {
		w.appliedHere[id] = true
		if s.applied[id] == nil {
			s.applied[id] = map[string]bool{}
		}
		s.applied[id][c.Route.Slug] = true
	}
	return nil
}

// routeChecked notes that the run checked every cell of the route.
func (s *styleRules) routeChecked(slug string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.complete == nil {
		s.complete = map[string]bool{}
	}
	s.complete[slug] = true
}

// judgeRules judges the rules of the sheets the run's pages hold, by what
// its captures applied and, for the routes it did not check whole, what
// the record says theirs apply; under -update it writes the record and
// the list anew (whole: the run checked every cell of the site).
func (p *Pass) judgeRules(update, whole bool) (coverage.Verdict, error) {
	listPath := filepath.Join(p.Store.Dir, coverage.ListFile)
	appliersPath := filepath.Join(p.Store.Dir, coverage.AppliersFile)
	list, err := coverage.ReadList(listPath)
	if err != nil {
		return coverage.Verdict{}, err
	}
	recorded, err := coverage.ReadAppliers(appliersPath)
	if err != nil {
		return coverage.Verdict{}, err
	}
	s := &p.styles
	s.mu.Lock()
	defer s.mu.Unlock()
	rules := map[string]bool{}
	for _, ids := range s.sheets {
		for _, id := range ids {
			rules[id] = true
		}
	}
	reached := func(id string) bool { return coverage.Reached(id, s.applied, recorded, s.complete) }
	if update && len(rules) > 0 {
		list = coverage.Update(rules, reached, list, whole)
		err = errors.Join(list.Write(listPath), recorded.Updated(s.applied, s.complete).Write(appliersPath))
	}
	return coverage.Judge(rules, reached, list), err
}

// RuleProblems says what fails a run in its verdict on the style rules.
func RuleProblems(v coverage.Verdict) []string {
	var out []string
	const most = 40
	for i, id := range v.Unreached {
		if i == most {
			out = append(out, fmt.Sprintf("… and %d more style rules no capture applied", len(v.Unreached)-most))
			break
		}
		out = append(out, fmt.Sprintf("style rule %q: no capture applied it; declare a state that reaches it (export const states in the example's module), delete it if nothing uses it, or give the reason no capture can apply it in harness/snapshots/%s", id, coverage.ListFile))
	}
	for _, id := range v.Stale {
		out = append(out, fmt.Sprintf("style rule %q is listed in harness/snapshots/%s as unreached, but a capture applied it: remove the line, or run go test ./harness -update -full", id, coverage.ListFile))
	}
	return out
}
