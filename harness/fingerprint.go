package harness

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/store"
)

// PagePrint is what fingerprint.js reads in a settled page: the SHA-256 of
// the rendered document, that of what axe inspects in it, and the
// same-origin files it loaded (paths).
type PagePrint struct {
	Page      string   `json:"page"`
	Scope     string   `json:"scope"`
	Resources []string `json:"resources"`
	// Text is what Page is the digest of, when the harness runs with
	// PrintsEnv set; else empty.
	Text string `json:"text"`
}

// PrintsEnv names the environment variable that makes the harness write,
// for each cell it prints, what the page's print is the digest of, to
// <dir>/<route>/<width>-<theme>-<locale>.txt: diff two runs' folders to see
// why a cell was checked again.
const PrintsEnv = "HARNESS_PRINTS"

// Printer turns a page's print into a cell's fingerprint: it adds the bytes
// of every file the page loaded (read from the served site, by path below
// its base), the environment, the harness's own code, and the baselines the
// cell is judged against. A cell whose fingerprint is the one recorded would
// render the same pixels, find the same axe violations and be judged against
// the same baselines: it need not be captured, compared or checked again.
//
// Scripts are not hashed: what a script does to a settled page is in the
// page's markup, state and rules, which are.
type Printer struct {
	files fs.FS  // the served site
	base  string // the site's base path, such as /tessera/
	fixed string // the environment's and the harness's own digest

	mu    sync.Mutex
	bytes map[string]string // file path -> digest of its bytes
}

// harnessCode is the harness's own code that a verdict depends on: this
// package and every package of the harness it imports (the browser, the
// cells, the pixel rules, the judge, the style-rule coverage, the results
// and the store; TestMatrixCode holds the list to the imports). A change to
// how it captures, masks, compares, judges or checks invalidates every
// recorded fingerprint. Its tests do not, but for harness_test.go, which
// runs the matrix; nor do the scripts that only tests call (MatrixCode).
//
//go:embed *.go a11y/*.go browser/*.go browser/js/*.js matrix/*.go compare/*.go store/*.go judge/*.go coverage/*.go report/*.go
var harnessCode embed.FS

// FingerprintVersion changes when what goes into a fingerprint changes.
const FingerprintVersion = "2"

// MatrixCode lists the files of code (the harness's) that a matrix cell runs: the
// Go files but tests (harness_test.go, which runs the matrix, included),
// and the scripts those files name (browser/js/<name>.js as "<name>"), so that a
// script of the behaviour or interaction tests changes no fingerprint.
func MatrixCode(code fs.FS) ([]string, error) {
	const scriptDir = "browser/js/"
	var gofiles, scripts []string
	err := fs.WalkDir(code, ".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil || d.IsDir():
		case strings.HasPrefix(path, scriptDir):
			scripts = append(scripts, path)
		case !strings.HasSuffix(path, "_test.go") || path == "harness_test.go":
			gofiles = append(gofiles, path)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	var src strings.Builder
	for _, f := range gofiles {
		b, err := fs.ReadFile(code, f)
		if err != nil {
			return nil, err
		}
		src.Write(b)
	}
	out := gofiles
	for _, f := range scripts {
		if strings.Contains(src.String(), `"`+strings.TrimSuffix(strings.TrimPrefix(f, scriptDir), ".js")+`"`) {
			out = append(out, f)
		}
	}
	slices.Sort(out)
	return out, nil
}

// NewPrinter returns a Printer for the site files served under base, in the
// environment env, judged by the harness's code (harnessCode; a test
// passes a changed copy).
func NewPrinter(files fs.FS, base string, env Environment, code fs.FS) (*Printer, error) {
	h := sha256.New()
	fmt.Fprintf(h, "fingerprint %s\n", FingerprintVersion)
	for _, line := range env {
		fmt.Fprintln(h, line)
	}
	paths, err := MatrixCode(code)
	if err != nil {
		return nil, err
	}
	for _, path := range paths {
		b, err := fs.ReadFile(code, path)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(h, "%s %x\n", path, sha256.Sum256(b))
	}
	return &Printer{files: files, base: base, fixed: hex.EncodeToString(h.Sum(nil)), bytes: map[string]string{}}, nil
}

// file is the digest of the bytes of the site's file at URL path p; a path
// the site has no file for (an API answer, a route) hashes as its name: what
// it gave the page is in the page.
func (p *Printer) file(path string) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if d, ok := p.bytes[path]; ok {
		return d
	}
	d := "(no file)"
	if rel, ok := strings.CutPrefix(path, p.base); ok && !strings.HasSuffix(rel, ".js") {
		if b, err := fs.ReadFile(p.files, rel); err == nil {
			d = fmt.Sprintf("%x", sha256.Sum256(b))
		}
	}
	p.bytes[path] = d
	return d
}

// Cell is the cell's fingerprint: what it renders from (Pre) and the
// baselines it is judged against (Store.Digest), as store.CellPrint.
func (p *Printer) Cell(c matrix.Cell, pp PagePrint, baselines string) string {
	return store.CellPrint(p.Pre(c, pp), baselines)
}

// Pre is the digest of what the cell renders from: its page print, the
// files it loaded and the fixed inputs. A report keeps it for a cell that
// failed on captures and texts alone, so that accepting them can record the
// cell's fingerprint (report.Accept).
func (p *Printer) Pre(c matrix.Cell, pp PagePrint) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\npage %s\n", p.fixed, c.Name(), pp.Page)
	for _, r := range pp.Resources {
		fmt.Fprintf(h, "file %s %s\n", r, p.file(r))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Scope is the digest of what axe inspects, for its cache: the scope's print,
// the files the page loaded and the fixed inputs.
func (p *Printer) Scope(pp PagePrint) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\nscope %s\n", p.fixed, pp.Scope)
	for _, r := range pp.Resources {
		fmt.Fprintf(h, "file %s %s\n", r, p.file(r))
	}
	return hex.EncodeToString(h.Sum(nil))
}
