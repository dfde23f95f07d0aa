package server

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func TestServable(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"index.html", true},
		{"site.json", true},
		{"assets/index-AbC123.js", true},
		{"assets/nested/x.css", true},
		{".vite", false},
		{".vite/manifest.json", false},
		{"assets/.DS_Store", false},
		{"assets/index-AbC123.js.map", false},
		{"assets/index-AbC123.js.gz", false},
		{"assets/index-AbC123.js.br", false},
		{"assets/index-AbC123.js.zst", false},
		{"assets/index-AbC123.js.zstd", false},
		{`assets/a\b.js`, false},
		{"assets/100%.js", false},
	}
	for _, tt := range tests {
		if got := servable(tt.name); got != tt.want {
			t.Errorf("servable(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestLoadFiles(t *testing.T) {
	files, err := loadFiles(testDist(t))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		codings   [numCodings]bool // nil file when all false
		immutable bool
	}{
		{"index.html", [numCodings]bool{true, true, true}, false},
		{"site.json", [numCodings]bool{true, true, true}, false},
		{"assets/index-AbC123.js", [numCodings]bool{true, true, true}, true},
		{"assets/tiny-GhI789.js", [numCodings]bool{true, false, false}, true},
		{"assets/noto-JkL012.woff2", [numCodings]bool{true, false, false}, true},
		{"assets/nested/deep-StU901.js", [numCodings]bool{true, false, false}, true},
		{"assets/index-AbC123.js.map", [numCodings]bool{}, false},
		{".vite/manifest.json", [numCodings]bool{}, false},
		{"assets", [numCodings]bool{}, false},
	}
	for _, tt := range tests {
		f := files[tt.name]
		if f == nil {
			if tt.codings[identity] {
				t.Errorf("loadFiles: no %s", tt.name)
			}
			continue
		}
		if !tt.codings[identity] {
			t.Errorf("loadFiles: has %s, want it left out", tt.name)
			continue
		}
		if f.have != tt.codings {
			t.Errorf("loadFiles: %s has codings %v, want %v", tt.name, f.have, tt.codings)
		}
		for c, rep := range f.reps {
			if (rep != nil) != f.have[c] {
				t.Errorf("loadFiles: %s: reps[%d] = %v but have = %v", tt.name, c, rep, f.have[c])
			}
		}
	}
	if got, want := len(files), 14; got != want { // New takes the pages out; loadFiles keeps them
		t.Errorf("loadFiles: %d files, want %d", got, want)
	}
}

// TestLoadFilesSkipsSymlinks checks, on a real directory, that a symbolic
// link in dist is never followed out of it.
func TestLoadFilesSkipsSymlinks(t *testing.T) {
	root := t.TempDir()
	dist := filepath.Join(root, "dist")
	for name, content := range map[string]string{
		"secret.txt":                        secret,
		"dist/index.html":                   indexHTML,
		"dist/site.json":                    siteJSON,
		"dist/404.html":                     notFoundHTML,
		"dist/changelog.html":               changelogHTML,
		"dist/changelog/1.2.0.html":         releaseHTML,
		"dist/usage/components/button.html": buttonHTML,
	} {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(root, "secret.txt"), filepath.Join(dist, "leak.txt")); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	if err := os.Symlink(root, filepath.Join(dist, "up")); err != nil {
		t.Fatal(err)
	}
	h, err := New(os.DirFS(dist))
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{"/tessera/leak.txt", "/tessera/up/secret.txt", "/tessera/up/dist/index.html"} {
		w := serve(h, "GET", target)
		if w.Code != 404 || strings.Contains(w.Body.String(), secret) {
			t.Errorf("GET %s: status %d, body %.30q; want a plain 404", target, w.Code, w.Body.String())
		}
	}
}

// benchDist returns a dist of about size bytes shaped like a Vite build:
// script chunks of source-like text, a style sheet, and fonts that are not
// compressed.
func benchDist(size int) fstest.MapFS {
	words := strings.Fields(`const let function return export import from default if else
		for while new this null undefined true false props state children className onClick
		useState useEffect createElement render Button Drawer Modal Table Tooltip aria-label
		disabled value label 0 1 2 16 24 "tessera" 'button' => ( ) { } [ ] ; , . = === !==`)
	rng := rand.New(rand.NewPCG(1, 2))
	text := func(n int) []byte {
		var b strings.Builder
		for b.Len() < n {
			b.WriteString(words[rng.IntN(len(words))])
			if rng.IntN(8) == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		return []byte(b.String())
	}
	noise := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return b
	}
	dist := fstest.MapFS{
		"index.html": {Data: []byte(indexHTML)},
		"site.json":  {Data: []byte(siteJSON)},
	}
	total := 0
	sizes := []int{size / 6, size / 10, size / 12, size / 16} // vendor chunks
	for total < size*6/10 {
		if len(sizes) > 0 {
			dist[fmt.Sprintf("assets/vendor%d-AbC123.js", len(dist))] = &fstest.MapFile{Data: text(sizes[0])}
			total += sizes[0]
			sizes = sizes[1:]
			continue
		}
		n := 2000 + rng.IntN(30000) // route chunks
		dist[fmt.Sprintf("assets/page%d-AbC123.js", len(dist))] = &fstest.MapFile{Data: text(n)}
		total += n
	}
	dist["assets/index-DeF456.css"] = &fstest.MapFile{Data: text(size / 20)}
	total += size / 20
	for total < size {
		dist[fmt.Sprintf("assets/font%d-GhI789.woff2", len(dist))] = &fstest.MapFile{Data: noise(30000)}
		total += 30000
	}
	return dist
}

// BenchmarkNew measures startup on a 3 MB dist: reading it and building
// the compressed variants on every CPU.
func BenchmarkNew(b *testing.B) {
	dist := benchDist(3 << 20)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(dist); err != nil {
			b.Fatal(err)
		}
	}
}
