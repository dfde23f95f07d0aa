// Package store is the folder of committed baselines, harness/snapshots: one
// whole PNG per capture, the words of each page, the fingerprints of the
// cells, and what the environment that made them drew. It needs no browser.
//
// The layout, below the folder:
//
//	<route>/<width>-<theme>-<locale>.png            a first screen, or a theme's navbar
//	<route>/<width>-<theme>-<locale>-<example>.png  a live example block
//	<route>/<width>-default-en-US.txt               the page's words
//	fingerprints.txt, environment.txt, calibration.png, drift.txt
//
// Every PNG is the capture as it was taken, which any image viewer and a code
// host's image diff show as the screenshot. A locale capture equal to its
// en-US twin has no file: it is judged against the twin.
package store

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
	"strings"
	"sync"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
)

// Store is a folder of baselines. Its methods are safe for use by several
// tabs at once: writes go one at a time, and never beside a read.
type Store struct {
	Dir string

	mu sync.RWMutex
}

// New returns the store in dir.
func New(dir string) *Store { return &Store{Dir: dir} }

// Path is the capture's baseline file on disk.
func (s *Store) Path(k Key) string { return filepath.Join(s.Dir, filepath.FromSlash(k.File())) }

// Load decodes the capture's baseline. A missing baseline returns an error
// that wraps fs.ErrNotExist; every error names the file.
func (s *Store) Load(k Key) (*image.NRGBA, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.load(k)
}

func (s *Store) load(k Key) (*image.NRGBA, error) {
	path := s.Path(k)
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err // *fs.PathError names the file
	}
	if note, _ := ReadNote(bytes.NewReader(b)); strings.HasPrefix(note, "delta-of ") {
		return nil, fmt.Errorf("%s: a delta of another file (%q), which the store no longer reads: write it whole with go test ./harness -update", path, note)
	}
	img, err := DecodePNG(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}

// ReadPNG decodes the PNG file at path; its errors name the file.
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
	return compare.NRGBA(img), nil
}

// Save writes img whole as the capture's baseline unless the baseline holds
// the same pixels already, so that an update leaves unchanged files alone,
// and reports whether it wrote.
func (s *Store) Save(k Key, img image.Image) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := compare.NRGBA(img)
	if old, err := s.load(k); err == nil && compare.Compare(old, m, compare.Strict).Equal {
		return false, nil
	}
	return true, WritePNG(s.Path(k), m)
}

// Remove deletes the capture's baseline; a missing one is not an error. It
// reports whether a file went.
func (s *Store) Remove(k Key) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	err := os.Remove(s.Path(k))
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	return err == nil, err
}

// Has reports whether the capture has a baseline file.
func (s *Store) Has(k Key) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	_, err := os.Stat(s.Path(k))
	return err == nil
}

// CellFiles lists the baselines the store holds for the cell, as keys.
func (s *Store) CellFiles(c matrix.Cell) ([]Key, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
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
func (s *Store) Slugs() ([]string, error) {
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

// RouteFiles counts the files of the route's folder.
func (s *Store) RouteFiles(slug string) int {
	entries, _ := os.ReadDir(filepath.Join(s.Dir, slug))
	return len(entries)
}

// RemoveRoute deletes the folder of a route the site no longer has.
func (s *Store) RemoveRoute(slug string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return os.RemoveAll(filepath.Join(s.Dir, slug))
}

// Files lists the baselines of the store, as Key.File names them: the PNGs
// of its route folders (not CalibrationFile, beside them).
func (s *Store) Files() ([]string, error) {
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
func (s *Store) Size() (bytes int64, files int, err error) {
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
	return WriteFileAtomic(path, buf.Bytes())
}

// WriteFileAtomic writes b to path through a temporary file, so that an
// interrupted run leaves no half-written baseline.
func WriteFileAtomic(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// openOrEmpty opens the record at path for reading; a record not yet
// written reads as empty.
func openOrEmpty(path string) (io.ReadCloser, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return io.NopCloser(strings.NewReader("")), nil
	}
	if err != nil {
		return nil, err
	}
	return f, nil
}
