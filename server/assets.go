package server

import (
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// representation is one coding of a file: its bytes and its headers (its
// entity tag among them), all built at startup.
type representation struct {
	body []byte
	// header holds the fields of every answer with it: type, validator,
	// caching and Vary (ServeContent adds length and Accept-Ranges).
	header fields
	length []string // Content-Length
	coding []string // Content-Encoding, nil for identity
}

// file is one servable file of dist and its representations, indexed by
// coding; reps[identity] is always there.
type file struct {
	reps [numCodings]*representation
	have [numCodings]bool
	// vary is the Vary field of a compressible file, nil otherwise.
	vary []string
}

// Cache-Control values. Vite names the files under assets/ by content hash,
// so a URL there never changes content; every other file is revalidated.
const (
	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache"
)

var (
	varyAcceptEncoding = []string{"Accept-Encoding"}
	// varyEncodingCookie is the Vary of a page the server also has in
	// other locales: the cookie picks one (see page).
	varyEncodingCookie = []string{"Accept-Encoding, Cookie"}
)

// loadFiles reads every servable regular file of dist into memory, builds
// its compressed variants and precomputes its headers. Symbolic links are
// skipped, so none can lead out of dist. The table is keyed by the path
// under the base, such as "index.html" or "assets/x-AbC123.js".
func loadFiles(dist fs.FS) (map[string]*file, error) {
	files := make(map[string]*file)
	var jobs []job
	err := fs.WalkDir(dist, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if name == "." {
			return nil
		}
		if !servable(name) {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil // directories are walked, never served; links are skipped
		}
		body, err := fs.ReadFile(dist, name)
		if err != nil {
			return err
		}
		f := &file{}
		f.reps[identity] = &representation{body: body}
		f.have[identity] = true
		files[name] = f
		if typeByName(name).compressible {
			f.vary = varyAcceptEncoding
			for c := identity + 1; c < numCodings; c++ {
				jobs = append(jobs, job{f, c})
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("server: reading dist: %w", err)
	}
	if err := compressAll(jobs); err != nil {
		return nil, err
	}
	for name, f := range files {
		f.buildHeaders(name)
	}
	return files, nil
}

// servable reports whether a path of dist may be served. Dot files and
// folders (.vite/manifest.json), source maps, precompressed sidecars
// (the server builds its own variants) and names that no valid request
// path can reach are not.
func servable(name string) bool {
	if !validPath(name) {
		return false
	}
	switch path.Ext(name) {
	case ".map", ".gz", ".br", ".zst", ".zstd":
		return false
	}
	return true
}

// buildHeaders precomputes the headers of each representation of f, the
// file at name.
func (f *file) buildHeaders(name string) {
	typ := typeByName(name)
	cache := cacheRevalidate
	if strings.HasPrefix(name, "assets/") {
		cache = cacheImmutable
	}
	for c, rep := range f.reps {
		if rep == nil {
			continue
		}
		rep.header = fields{one("Content-Type", typ.contentType), one("ETag", etagOf(rep.body)), one("Cache-Control", cache)}
		if f.vary != nil {
			rep.header = append(rep.header, field{"Vary", f.vary})
		}
		rep.length = []string{strconv.Itoa(len(rep.body))}
		if coding(c) != identity {
			rep.coding = []string{codingNames[c]}
		}
	}
}
