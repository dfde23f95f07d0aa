package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
)

// DriftFile is the record, in the store, of the baselines kept from an
// earlier environment.
const DriftFile = "drift.txt"

// Carried is the set of baselines that -update kept from an earlier
// environment because this one's captures differed from them only within
// Drift. They stay under the Drift rule until a capture differs beyond it or
// equals them, when -update rewrites or releases them; every other baseline of
// the store was made in the recorded environment and is held to Strict.
type Carried struct {
	mu    sync.Mutex
	files map[string]string // baseline file (Key.File) → the browser that made it
}

// NewCarried returns an empty set.
func NewCarried() *Carried { return &Carried{files: map[string]string{}} }

// ReadCarried reads the record at path; a missing file is an empty set.
func ReadCarried(path string) (*Carried, error) {
	c := &Carried{files: map[string]string{}}
	f, err := openOrEmpty(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	for n, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		file, madeIn, ok := strings.Cut(line, " ")
		if !ok || !strings.HasSuffix(file, ".png") || strings.TrimSpace(madeIn) == "" {
			return nil, fmt.Errorf("%s:%d: %q is not `<baseline file> <browser>`; remove the line and run -update to re-record that baseline", path, n+1, line)
		}
		c.files[file] = strings.TrimSpace(madeIn)
	}
	return c, nil
}

// Has reports whether the baseline file (Key.File) is carried.
func (c *Carried) Has(file string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.files[file]
	return ok
}

// Keep records the baseline file as made by browser, unless it is carried
// already (it keeps the browser that made it).
func (c *Carried) Keep(file, browser string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.files[file]; !ok {
		c.files[file] = browser
	}
}

// MadeBy is the browser that made the carried file, "" when it is not carried.
func (c *Carried) MadeBy(file string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.files[file]
}

// Release forgets the file: its baseline now belongs to the recorded
// environment.
func (c *Carried) Release(file string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.files, file)
}

// Len is the number of carried baselines.
func (c *Carried) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.files)
}

// Write writes the record to path, sorted, or removes the file when the set
// is empty.
func (c *Carried) Write(path string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.files) == 0 {
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	var b strings.Builder
	b.WriteString("# Baselines kept from an earlier environment: this one's captures differ from them only within\n" +
		"# the drift rule, so they are compared by it until -update rewrites them. To hold one to the exact\n" +
		"# rule again, delete its line and run go test ./harness -update for its cell.\n")
	for _, f := range slices.Sorted(maps.Keys(c.files)) {
		b.WriteString(f + " " + c.files[f] + "\n")
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
