package harness

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// EnvironmentFile is the record, in the store, of the environment that made
// the baselines.
const EnvironmentFile = "environment.txt"

// FontDirs are the folders whose fonts Chromium may fall back to.
var FontDirs = []string{"/usr/share/fonts", "/usr/local/share/fonts"}

// Environment is what the pixels of a capture depend on besides the site:
// the browser's version and switches, the system fonts, and the harness's own
// settings. It is a sorted list of lines such as "browser Chrome/156.0.8078.79",
// "flag --disable-lcd-text" and "font truetype/dejavu/DejaVuSans.ttf 757076".
type Environment []string

// CurrentEnvironment describes the environment of a run in browser b.
func CurrentEnvironment(b *Browser) (Environment, error) {
	env := Environment{
		"browser " + b.Product,
		fmt.Sprintf("setting viewport-height=%d device-scale=1 timezone=UTC clock=%d", ViewportHeight, Epoch),
	}
	if b.Flags == nil {
		env = append(env, "flag (a remote browser: its own switches)")
	}
	for _, f := range b.Flags {
		env = append(env, "flag "+f)
	}
	for _, dir := range FontDirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			switch strings.ToLower(filepath.Ext(path)) {
			case ".ttf", ".otf", ".ttc", ".woff", ".woff2", ".pfb":
			default:
				return nil
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(dir, path)
			env = append(env, fmt.Sprintf("font %s %d", filepath.ToSlash(rel), info.Size()))
			return nil
		})
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
	}
	slices.Sort(env)
	return env, nil
}

// ReadEnvironment reads the record at path; a missing file gives nil.
func ReadEnvironment(path string) (Environment, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var env Environment
	for line := range strings.Lines(string(b)) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			env = append(env, line)
		}
	}
	slices.Sort(env)
	return env, nil
}

// Write writes the record to path.
func (e Environment) Write(path string) error {
	var b strings.Builder
	b.WriteString("# The environment that made these baselines; go test ./harness -update rewrites it.\n")
	for _, line := range e {
		b.WriteString(line + "\n")
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// Diff names what differs between the environment of the baselines (e) and
// this one (now), or returns "" when they are the same.
func (e Environment) Diff(now Environment) string {
	var lines []string
	for _, l := range e {
		if !slices.Contains(now, l) {
			lines = append(lines, "  baselines: "+l)
		}
	}
	for _, l := range now {
		if !slices.Contains(e, l) {
			lines = append(lines, "  this run:  "+l)
		}
	}
	return strings.Join(lines, "\n")
}
