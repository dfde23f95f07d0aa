package store

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tessera-ds/tessera/harness/matrix"
)

// ManifestFile is the store's record of each cell's render-input
// fingerprint as -update last saw it, one "route/width/theme/locale
// fingerprint" line per cell, sorted.
const ManifestFile = "fingerprints.txt"

// Digest is the digest of the baseline files the cell is judged against: its
// own and, in a locale cell, its en-US twin's (captures and texts), the
// route's texts, and in a theme cell the navbars of the narrower widths. It
// reads the files' bytes; a file that is missing simply is not in it.
func (s *Store) Digest(c matrix.Cell) string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	entries, _ := os.ReadDir(filepath.Join(s.Dir, c.Route.Slug))
	prefixes := []string{cellPrefix(c.Width, c.Theme, c.Locale)}
	if c.Localized() {
		prefixes = append(prefixes, cellPrefix(c.Width, c.Theme, matrix.BaseLocale))
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
	// are judged against, and a narrower width's navbar what a theme's
	// navbar with no file of its own is.
	for _, e := range entries {
		k, err := ParseKey(c.Route.Slug + "/" + e.Name())
		navbar := err == nil && c.Themed() && k.Theme == c.Theme && k.Locale == matrix.BaseLocale && k.Example == "" && k.Width < c.Width
		if strings.HasSuffix(e.Name(), ".txt") || navbar {
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
	}
	return hex.EncodeToString(h.Sum(nil))
}

// CellPrint is a cell's fingerprint from the digest of what it renders
// from (pre: the harness's Printer.Pre) and of the baselines it is judged
// against (Store.Digest). Accepting a failing cell from a report finishes
// its print with the baselines accepting wrote.
func CellPrint(pre, baselines string) string {
	h := sha256.Sum256([]byte(pre + "\nbaselines " + baselines + "\n"))
	return hex.EncodeToString(h[:])[:PrintDigits]
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
	f, err := openOrEmpty(path)
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
	return WriteFileAtomic(path, []byte(b.String()))
}
