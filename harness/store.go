package harness

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
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

// Load decodes the baseline of the capture. A missing baseline returns an
// error that wraps fs.ErrNotExist; every error names the file.
func (s Store) Load(k Key) (*image.NRGBA, error) {
	return ReadPNG(s.Path(k))
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
	return NRGBA(img), nil
}

// Save writes img as the capture's baseline unless the baseline holds the same
// pixels already, so that an update leaves unchanged files alone. It reports
// whether it wrote.
func (s Store) Save(k Key, img image.Image) (bool, error) {
	return savePNG(s.Path(k), img)
}

// savePNG writes img to path unless the file holds the same pixels already,
// and reports whether it wrote.
func savePNG(path string, img image.Image) (bool, error) {
	if old, err := ReadPNG(path); err == nil && Compare(old, img, Strict).Equal {
		return false, nil
	}
	if err := WritePNG(path, img); err != nil {
		return false, err
	}
	return true, nil
}

// Remove deletes the capture's baseline; a missing one is not an error. It
// reports whether a file went.
func (s Store) Remove(k Key) (bool, error) {
	err := os.Remove(s.Path(k))
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	return err == nil, err
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

// Files lists the baselines of the store, as Key.File names them.
func (s Store) Files() ([]string, error) {
	var files []string
	err := filepath.WalkDir(s.Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".png" {
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

// Size adds up the bytes and counts the baselines of the store: the PNG and
// text files of its route folders.
func (s Store) Size() (bytes int64, files int, err error) {
	err = filepath.WalkDir(s.Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Dir(path) == filepath.Clean(s.Dir) {
			return err
		}
		if ext := filepath.Ext(path); ext != ".png" && ext != ".txt" {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		bytes += info.Size()
		files++
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		err = nil
	}
	return bytes, files, err
}

// WritePNG encodes img with EncodePNG to path, through a temporary file.
func WritePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img); err != nil {
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

// EncodePNG is the one encoder of baselines: deterministic (the same pixels
// give the same bytes, so identical images share one blob in git) and at the
// best compression of image/png. An image of 256 colours or fewer is written
// with a palette, sorted by colour, which makes most captures of an interface
// several times smaller.
func EncodePNG(w io.Writer, img image.Image) error {
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if p := paletted(NRGBA(img)); p != nil {
		return enc.Encode(w, p)
	}
	return enc.Encode(w, img)
}

// paletted returns m with a palette when it has at most 256 colours, else nil.
func paletted(m *image.NRGBA) *image.Paletted {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	at := func(x, y int) uint32 {
		i := m.PixOffset(x, y)
		return uint32(m.Pix[i])<<24 | uint32(m.Pix[i+1])<<16 | uint32(m.Pix[i+2])<<8 | uint32(m.Pix[i+3])
	}
	index := map[uint32]uint8{}
	var colors []uint32
	for y := range h {
		for x := range w {
			c := at(x, y)
			if _, ok := index[c]; ok {
				continue
			}
			if len(colors) == 256 {
				return nil
			}
			index[c] = 0
			colors = append(colors, c)
		}
	}
	slices.SortFunc(colors, cmp.Compare)
	pal := make(color.Palette, len(colors))
	for i, c := range colors {
		index[c] = uint8(i)
		pal[i] = color.NRGBA{uint8(c >> 24), uint8(c >> 16), uint8(c >> 8), uint8(c)}
	}
	p := image.NewPaletted(image.Rect(0, 0, w, h), pal)
	for y := range h {
		for x := range w {
			p.Pix[y*p.Stride+x] = index[at(x, y)]
		}
	}
	return p
}
