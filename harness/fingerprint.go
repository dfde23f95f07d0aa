package harness

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// ManifestFile is the store's record of each cell's render-input
// fingerprint as -update last saw it, one "route/width/theme/locale
// fingerprint" line per cell, sorted.
const ManifestFile = "fingerprints.txt"

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

// harnessCode is the harness's own code: a change to how it captures, masks,
// compares or checks invalidates every recorded fingerprint. Its tests do
// not, but for harness_test.go, which runs the matrix; nor do the scripts
// that only tests call (MatrixCode).
//
//go:embed *.go js/*.js
var harnessCode embed.FS

// FingerprintVersion changes when what goes into a fingerprint changes.
const FingerprintVersion = "1"

// MatrixCode lists the files of harnessCode that a matrix cell runs: the
// Go files but tests (harness_test.go, which runs the matrix, included),
// and the scripts those files name (js/<name>.js as "<name>"), so that a
// script of the behaviour or interaction tests changes no fingerprint.
func MatrixCode() ([]string, error) {
	var gofiles, scripts []string
	err := fs.WalkDir(harnessCode, ".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil || d.IsDir():
		case strings.HasPrefix(path, "js/"):
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
		b, err := fs.ReadFile(harnessCode, f)
		if err != nil {
			return nil, err
		}
		src.Write(b)
	}
	out := gofiles
	for _, f := range scripts {
		if strings.Contains(src.String(), `"`+strings.TrimSuffix(strings.TrimPrefix(f, "js/"), ".js")+`"`) {
			out = append(out, f)
		}
	}
	slices.Sort(out)
	return out, nil
}

// NewPrinter returns a Printer for the site files served under base, in the
// environment env.
func NewPrinter(files fs.FS, base string, env Environment) (*Printer, error) {
	h := sha256.New()
	fmt.Fprintf(h, "fingerprint %s\n", FingerprintVersion)
	for _, line := range env {
		fmt.Fprintln(h, line)
	}
	code, err := MatrixCode()
	if err != nil {
		return nil, err
	}
	for _, path := range code {
		b, err := fs.ReadFile(harnessCode, path)
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

// Cell is the cell's fingerprint: its page print, the files it loaded, the
// baselines it is judged against (Store.Digest) and the fixed inputs.
func (p *Printer) Cell(c Cell, pp PagePrint, baselines string) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\npage %s\n", p.fixed, c.Name(), pp.Page)
	for _, r := range pp.Resources {
		fmt.Fprintf(h, "file %s %s\n", r, p.file(r))
	}
	fmt.Fprintf(h, "baselines %s\n", baselines)
	return hex.EncodeToString(h.Sum(nil))[:PrintDigits]
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

// Digest is the digest of the baseline files the cell is judged against: its
// own and, in a locale cell, its en-US twin's (captures and texts), with
// the file each delta among them is stored against. It reads the files'
// bytes; a file that is missing simply is not in it.
func (s Store) Digest(c Cell) string {
	storeMu.RLock()
	defer storeMu.RUnlock()
	entries, _ := os.ReadDir(filepath.Join(s.Dir, c.Route.Slug))
	prefixes := []string{cellPrefix(c.Width, c.Theme, c.Locale)}
	if c.Localized() {
		prefixes = append(prefixes, cellPrefix(c.Width, c.Theme, BaseLocale))
	}
	files := map[string]bool{}
	for _, e := range entries {
		for _, p := range prefixes {
			if rest, ok := strings.CutPrefix(e.Name(), p); ok && (rest == ".png" || rest == ".txt" || strings.HasPrefix(rest, "-")) {
				files[c.Route.Slug+"/"+e.Name()] = true
			}
		}
	}
	// The route's narrowest width's text is what the wider widths' texts
	// are judged against.
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".txt") {
			files[c.Route.Slug+"/"+e.Name()] = true
		}
	}
	h := sha256.New()
	for _, f := range slices.Sorted(maps.Keys(files)) {
		b, err := os.ReadFile(filepath.Join(s.Dir, filepath.FromSlash(f)))
		if err != nil {
			continue
		}
		fmt.Fprintf(h, "%s %x\n", f, sha256.Sum256(b))
		if note, _ := ReadNote(bytes.NewReader(b)); note != "" {
			if a, err := ParseAgainst(note); err == nil {
				if base, err := os.ReadFile(s.Path(a.Base)); err == nil {
					fmt.Fprintf(h, "  against %s %x\n", a.Base, sha256.Sum256(base))
				}
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// PrintDigits is how many hex digits of a cell's fingerprint the manifest
// keeps: 64 bits tell a changed input from an unchanged one as surely as 128
// among the few thousand cells of a store, at half the manifest's size.
const PrintDigits = 16

// Manifest is the store's record of the cells' fingerprints (ManifestFile),
// keyed by cell name (route/width/theme/locale).
type Manifest map[string]string

// ReadManifest reads the manifest at path; a missing one is empty.
func ReadManifest(path string) (Manifest, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Manifest{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseManifest(f, path)
}

func parseManifest(r io.Reader, name string) (Manifest, error) {
	m := Manifest{}
	sc := bufio.NewScanner(r)
	route := ""
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if r, ok := strings.CutSuffix(line, ":"); ok && r != "" && !strings.ContainsAny(r, " /") {
			route = r
			continue
		}
		cell, fp, ok := strings.Cut(line, " ")
		if route == "" || !ok || strings.Count(cell, "/") != 2 || len(fp) != PrintDigits || strings.Trim(fp, "0123456789abcdef") != "" {
			return nil, fmt.Errorf("%s:%d: %q: want a route's line (its slug and a colon) and under it its cells (width/theme/locale, a space and %d hex digits); run go test ./harness -update to write it again", name, n, line, PrintDigits)
		}
		m[route+"/"+cell] = fp
	}
	return m, sc.Err()
}

// Write writes the manifest to path through a temporary file: each route's
// slug on a line of its own, then its cells, sorted, without the slug.
func (m Manifest) Write(path string) error {
	var b strings.Builder
	b.WriteString("# Each cell's render-input fingerprint when go test ./harness -update last checked it, by route; a cell whose\n# fingerprint is unchanged is not captured, compared or checked by axe again, -update included (-full checks every cell).\n")
	route := ""
	for _, cell := range slices.Sorted(maps.Keys(m)) {
		r, rest, _ := strings.Cut(cell, "/")
		if r != route {
			route = r
			fmt.Fprintf(&b, "%s:\n", r)
		}
		fmt.Fprintf(&b, "%s %s\n", rest, m[cell])
	}
	return writeFileAtomic(path, []byte(b.String()))
}
