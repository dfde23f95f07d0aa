package browser

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/chromedp/chromedp"
)

// scripts are the browser-side functions of the harness, one per file, each
// a single function expression.
//
//go:embed js/*.js
var scripts embed.FS

// Script returns the function expression of js/<name>.js.
func Script(name string) string {
	b, err := scripts.ReadFile("js/" + name + ".js")
	if err != nil {
		panic(err) // the files are embedded: a missing one is a typo in the code
	}
	return strings.TrimRight(strings.TrimSpace(string(b)), ";")
}

// Call calls the function of js/<name>.js in the page with args, each
// passed as JSON, awaits its promise and decodes its result into T. Its
// answer is progress of the cell (Progress); its error names the file.
func Call[T any](name string, args ...any) chromedp.Action[T] {
	var b strings.Builder
	b.WriteString("(")
	b.WriteString(Script(name))
	b.WriteString(")(")
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		j, err := json.Marshal(a)
		if err != nil {
			panic(err) // the harness passes plain values only
		}
		b.Write(j)
	}
	b.WriteString(")")
	eval := chromedp.Evaluate[T](b.String(), chromedp.EvalAwaitPromise)
	return func(ctx context.Context, t *chromedp.Target) (T, error) {
		v, err := eval(ctx, t)
		if err != nil {
			// Named, so that a bare "context canceled" says which call the cut fell on.
			return v, fmt.Errorf("%s.js: %w", name, err)
		}
		Progress(ctx)
		return v, nil
	}
}
