package harness

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/report"
)

// AxeTags are the axe-core rule tags the harness runs: WCAG 2.0, 2.1 and 2.2,
// levels A and AA.
var AxeTags = []string{"wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"}

// AxeException tolerates one rule on the nodes matching one selector, for a
// stated reason. Each is a line of code below, reviewed like any other; there
// is no file of tolerated violations.
type AxeException struct {
	Rule     string // the axe rule id, such as "color-contrast"
	Selector string // the node's target as axe reports it
	Reason   string
}

// axeExceptions are the violations the harness tolerates. Keep it empty.
var axeExceptions = []AxeException{}

// Axe runs the axe-core of the project's node_modules in pages.
type Axe struct {
	Version string
	source  string
	except  []AxeException
}

// LoadAxe reads axe-core from root/node_modules and checks that it is the
// version package.json pins.
func LoadAxe(root string) (*Axe, error) {
	dir := filepath.Join(root, "node_modules", "axe-core")
	src, err := os.ReadFile(filepath.Join(dir, "axe.min.js"))
	if err != nil {
		return nil, fmt.Errorf("axe-core is not installed (run `npm ci`): %w", err)
	}
	var installed struct{ Version string }
	if err := readJSON(filepath.Join(dir, "package.json"), &installed); err != nil {
		return nil, err
	}
	var pkg struct {
		Dependencies, DevDependencies map[string]string
	}
	if err := readJSON(filepath.Join(root, "package.json"), &pkg); err != nil {
		return nil, err
	}
	pinned := pkg.DevDependencies["axe-core"]
	if pinned == "" {
		pinned = pkg.Dependencies["axe-core"]
	}
	if pinned != installed.Version {
		return nil, fmt.Errorf("package.json pins axe-core %q but node_modules holds %s: run `npm ci`", pinned, installed.Version)
	}
	return &Axe{Version: installed.Version, source: string(src), except: axeExceptions}, nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// Run runs axe on the element matching selector ("" for the whole page),
// injecting axe-core first when the page has none, and returns the violations
// the exceptions do not cover.
func (a *Axe) Run(ctx context.Context, selector string) ([]report.Violation, error) {
	present, err := chromedp.Run(ctx, browser.Call[bool]("axe-present"))
	if err != nil {
		return nil, fmt.Errorf("axe: %w", err)
	}
	if !present {
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](a.source)); err != nil {
			return nil, fmt.Errorf("injecting axe-core: %w", err)
		}
	}
	vs, err := chromedp.Run(ctx, browser.Call[[]report.Violation]("axe", selector, AxeTags))
	if err != nil {
		return nil, fmt.Errorf("axe: %w", err)
	}
	return a.filter(vs), nil
}

// filter drops the nodes the exceptions cover, and the violations left with
// no node.
func (a *Axe) filter(vs []report.Violation) []report.Violation {
	var out []report.Violation
	for _, v := range vs {
		var nodes []report.AxeNode
		for _, n := range v.Nodes {
			if !a.excepted(v.ID, n.Target) {
				nodes = append(nodes, n)
			}
		}
		if len(nodes) > 0 {
			v.Nodes = nodes
			out = append(out, v)
		}
	}
	return out
}

func (a *Axe) excepted(rule, target string) bool {
	for _, e := range a.except {
		if e.Rule == rule && e.Selector == target {
			return true
		}
	}
	return false
}
