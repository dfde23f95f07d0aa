package harness

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// Key names one capture of one cell: the first screen or the navbar when
// Example is empty, else the live example block with that id.
type Key struct {
	Slug    string
	Width   int
	Theme   string
	Locale  string
	Example string
}

// CaptureKey is the key of the capture of the cell named example ("" for the
// first screen or the navbar).
func CaptureKey(c Cell, example string) Key {
	return Key{Slug: c.Route.Slug, Width: c.Width, Theme: c.Theme, Locale: c.Locale, Example: example}
}

// Twin is the same capture in the base locale.
func (k Key) Twin() Key {
	k.Locale = BaseLocale
	return k
}

// File is the capture's file below the store:
// <route>/<width>-<theme>-<locale>[-<example-id>].png.
func (k Key) File() string {
	name := cellPrefix(k.Width, k.Theme, k.Locale)
	if k.Example != "" {
		name += "-" + k.Example
	}
	return k.Slug + "/" + name + ".png"
}

// String is the key's file, which is how people see it.
func (k Key) String() string { return k.File() }

func cellPrefix(width int, theme, locale string) string {
	return strconv.Itoa(width) + "-" + theme + "-" + locale
}

// Store is the folder of committed baselines, harness/snapshots.
type Store struct {
	Dir string
}

// Path is the capture's baseline file on disk.
func (s Store) Path(k Key) string { return filepath.Join(s.Dir, filepath.FromSlash(k.File())) }

// storeMu orders the store's writes after one another and before or after
// its reads: writing a base re-encodes the deltas stored against it, and a
// reader must not compose a delta with a base of another moment.
var storeMu sync.RWMutex

// Load decodes the baseline of the capture, composed with its base when the
// file is a delta (Against). A missing baseline returns an error that wraps
// fs.ErrNotExist; every error names the file.
func (s Store) Load(k Key) (*image.NRGBA, error) {
	storeMu.RLock()
	defer storeMu.RUnlock()
	img, _, err := s.load(k)
	return img, err
}

// load reads the capture's file: its pixels, composed, and what it is stored
// against (nil: it is whole).
func (s Store) load(k Key) (*image.NRGBA, *Against, error) {
	return s.loadDepth(k, 0)
}

// maxChain bounds a chain of deltas (a locale capture of an example at a
// narrow width is three files deep); the rules make none longer.
const maxChain = 4

func (s Store) loadDepth(k Key, depth int) (*image.NRGBA, *Against, error) {
	path := s.Path(k)
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err // *fs.PathError names the file
	}
	img, err := DecodePNG(bytes.NewReader(b))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	note, err := ReadNote(bytes.NewReader(b))
	if err != nil || note == "" {
		return img, nil, err
	}
	a, err := ParseAgainst(note)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if depth == maxChain {
		return nil, nil, fmt.Errorf("%s: a chain of more than %d deltas", path, maxChain)
	}
	base, _, err := s.loadDepth(a.Base, depth+1)
	if err == nil {
		img, err = applyDelta(img, base, a.At)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("%s: its base %s: %w", path, a.Base, err)
	}
	return img, &a, nil
}

// ReadPNG decodes the PNG file at path as it is (a delta is not composed);
// its errors name the file.
func ReadPNG(path string) (*image.NRGBA, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err // *fs.PathError names the file
	}
	img, err := DecodePNG(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}

// DecodePNG decodes a PNG into an *image.NRGBA.
func DecodePNG(r io.Reader) (*image.NRGBA, error) {
	img, err := png.Decode(r)
	if err != nil {
		return nil, fmt.Errorf("decoding PNG: %w", err)
	}
	return NRGBA(img), nil
}

// Save writes img as the capture's baseline unless the baseline holds the
// same pixels already, so that an update leaves unchanged files alone, and
// reports whether it wrote. It writes a delta against a (nil: what the file
// was stored against before, if anything) when that is smaller than the
// whole image, and no file when a is the whole image and img equals its
// base. The deltas stored against the capture keep their pixels: they are
// encoded again against what it holds now.
func (s Store) Save(k Key, img image.Image, a *Against) (bool, error) {
	storeMu.Lock()
	defer storeMu.Unlock()
	m := NRGBA(img)
	old, oldAgainst, err := s.load(k)
	if err == nil && Compare(old, m, Strict).Equal {
		return false, nil
	}
	if a == nil {
		a = oldAgainst
	}
	return true, s.rewrite(k, func() error { return s.write(k, m, a) })
}

// Repack writes the capture's baseline again, with the same pixels, stored
// against a: for a capture -update saved before its base existed.
func (s Store) Repack(k Key, a *Against) error {
	storeMu.Lock()
	defer storeMu.Unlock()
	img, _, err := s.load(k)
	if err != nil {
		return err
	}
	return s.rewrite(k, func() error { return s.write(k, img, a) })
}

// Remove deletes the capture's baseline; a missing one is not an error. The
// deltas stored against it are written whole. It reports whether a file went.
func (s Store) Remove(k Key) (bool, error) {
	storeMu.Lock()
	defer storeMu.Unlock()
	removed := false
	err := s.rewrite(k, func() error {
		err := os.Remove(s.Path(k))
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		removed = err == nil
		return err
	})
	return removed, err
}

// rewrite changes the capture's file with change, then encodes again the
// deltas stored against it, with the pixels they held before.
func (s Store) rewrite(k Key, change func() error) error {
	type dependent struct {
		key     Key
		img     *image.NRGBA
		against *Against
	}
	var deps []dependent
	for _, d := range s.dependents(k) {
		img, a, err := s.load(d)
		if err != nil {
			return err
		}
		deps = append(deps, dependent{d, img, a})
	}
	if err := change(); err != nil {
		return err
	}
	for _, d := range deps {
		if err := s.write(d.key, d.img, d.against); err != nil {
			return err
		}
	}
	return nil
}

// write encodes img to the capture's file: as a delta against a when that is
// smaller than the whole image; with no file at all when a is the whole
// image and img equals its base.
func (s Store) write(k Key, img *image.NRGBA, a *Against) error {
	path := s.Path(k)
	var whole bytes.Buffer
	if err := EncodePNG(&whole, img, ""); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	best := whole.Bytes()
	if a != nil && a.Base != k {
		if base, _, err := s.load(a.Base); err == nil {
			if len(a.In) == 0 && Compare(base, img, Strict).Equal {
				if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
					return err
				}
				return nil
			}
			at := *a
			if len(at.In) == 0 {
				at.At = bestOffset(img, base)
			}
			if d, err := makeDelta(img, base, at.In, at.At); err == nil {
				var delta bytes.Buffer
				if err := EncodePNG(&delta, d, at.Note()); err != nil {
					return fmt.Errorf("%s: %w", path, err)
				}
				if delta.Len() < len(best) {
					best = delta.Bytes()
				}
			}
		}
	}
	return writeFileAtomic(path, best)
}

// dependents lists the captures whose files are deltas of k: any in k's
// route folder, and, for a first screen or a navbar, the same capture of the
// other routes.
func (s Store) dependents(k Key) []Key {
	var candidates []Key
	entries, _ := os.ReadDir(filepath.Join(s.Dir, k.Slug))
	for _, e := range entries {
		if c, err := ParseKey(k.Slug + "/" + e.Name()); err == nil && c != k {
			candidates = append(candidates, c)
		}
	}
	if k.Example == "" {
		slugs, _ := s.Slugs()
		for _, slug := range slugs {
			if slug != k.Slug {
				c := k
				c.Slug = slug
				candidates = append(candidates, c)
			}
		}
	}
	var deps []Key
	for _, c := range candidates {
		f, err := os.Open(s.Path(c))
		if err != nil {
			continue
		}
		note, _ := ReadNote(f)
		f.Close()
		if a, err := ParseAgainst(note); err == nil && a.Base == k {
			deps = append(deps, c)
		}
	}
	return deps
}

// CellFiles lists the baselines the store holds for the cell, as keys.
func (s Store) CellFiles(c Cell) ([]Key, error) {
	entries, err := os.ReadDir(filepath.Join(s.Dir, c.Route.Slug))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	prefix := cellPrefix(c.Width, c.Theme, c.Locale)
	var keys []Key
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || !strings.HasSuffix(rest, ".png") {
			continue
		}
		rest = strings.TrimSuffix(rest, ".png")
		switch {
		case rest == "":
			keys = append(keys, CaptureKey(c, ""))
		case strings.HasPrefix(rest, "-"):
			keys = append(keys, CaptureKey(c, rest[1:]))
		}
	}
	return keys, nil
}

// Slugs lists the route folders of the store.
func (s Store) Slugs() ([]string, error) {
	entries, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	var slugs []string
	for _, e := range entries {
		if e.IsDir() {
			slugs = append(slugs, e.Name())
		}
	}
	return slugs, err
}

// Files lists the baselines of the store, as Key.File names them: the PNGs
// of its route folders (not CalibrationFile, beside them).
func (s Store) Files() ([]string, error) {
	var files []string
	err := filepath.WalkDir(s.Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".png" || filepath.Dir(path) == filepath.Clean(s.Dir) {
			return err
		}
		rel, err := filepath.Rel(s.Dir, path)
		files = append(files, filepath.ToSlash(rel))
		return err
	})
	if errors.Is(err, fs.ErrNotExist) {
		err = nil
	}
	return files, err
}

// Size adds up the disk space and counts the baselines of the store: the PNG
// and text files of its route folders and the fingerprints, each file in
// whole 4 KiB blocks, as a file system stores them.
func (s Store) Size() (bytes int64, files int, err error) {
	err = filepath.WalkDir(s.Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if filepath.Dir(path) == filepath.Clean(s.Dir) && d.Name() != ManifestFile {
			return nil
		}
		if ext := filepath.Ext(path); ext != ".png" && ext != ".txt" {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		const block = 4096
		bytes += (info.Size() + block - 1) / block * block
		files++
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		err = nil
	}
	return bytes, files, err
}

// WritePNG encodes img whole with EncodePNG to path, through a temporary
// file.
func WritePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img, ""); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return writeFileAtomic(path, buf.Bytes())
}

// writeFileAtomic writes b to path through a temporary file, so that an
// interrupted run leaves no half-written baseline.
func writeFileAtomic(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
