package harness

import (
	"cmp"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/tessera-ds/tessera/harness/browser"
)

// EnvironmentFile is the record, in the store, of the environment that made
// the baselines.
const EnvironmentFile = "environment.txt"

// FontDirs are the folders whose fonts Chromium may fall back to.
var FontDirs = []string{"/usr/share/fonts", "/usr/local/share/fonts"}

// Environment is what the pixels of a capture may depend on besides the
// site: the browser's version and switches, the system fonts, the harness's
// own settings, and the CPU's vector instructions. It is a sorted list of
// lines such as "browser Chrome/156.0.8078.79", "cpu amd64 x86-64-v4",
// "flag --disable-lcd-text" and "font truetype/dejavu/DejaVuSans.ttf 757076".
// The cpu line is information: whether Skia rasterises alike on another
// level is measured by the calibration page, not declared (Declared).
type Environment []string

// Declared is the environment without its cpu line: what a run must share
// with the baselines' environment before the calibration page decides.
func (e Environment) Declared() Environment {
	var out Environment
	for _, l := range e {
		if !strings.HasPrefix(l, "cpu ") {
			out = append(out, l)
		}
	}
	return out
}

// CPU is the environment's cpu line without its name, or "".
func (e Environment) CPU() string {
	for _, l := range e {
		if c, ok := strings.CutPrefix(l, "cpu "); ok {
			return c
		}
	}
	return ""
}

// CurrentEnvironment describes the environment of a run in browser b.
func CurrentEnvironment(b *browser.Browser) (Environment, error) {
	env := Environment{
		"browser " + b.Product,
		"cpu " + cpuLevel(),
		fmt.Sprintf("setting viewport-height=%d device-scale=1 timezone=UTC clock=%d", browser.ViewportHeight, browser.Epoch),
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

// cpuLevel names the architecture and, on amd64, the x86-64
// microarchitecture level whose vector instructions this CPU has (from
// /proc/cpuinfo; a machine without it gives the architecture alone).
func cpuLevel() string {
	arch := runtime.GOARCH
	info, err := os.ReadFile("/proc/cpuinfo")
	if arch != "amd64" || err != nil {
		return arch
	}
	return arch + " " + x86Level(string(info))
}

// x86Level is the x86-64 microarchitecture level of the first "flags" line
// of a /proc/cpuinfo text.
func x86Level(cpuinfo string) string {
	has := map[string]bool{}
	for line := range strings.Lines(cpuinfo) {
		if name, value, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(name) == "flags" {
			for _, f := range strings.Fields(value) {
				has[f] = true
			}
			break
		}
	}
	all := func(flags ...string) bool {
		for _, f := range flags {
			if !has[f] {
				return false
			}
		}
		return true
	}
	switch {
	case all("avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl", "avx2", "fma", "bmi2"):
		return "x86-64-v4"
	case all("avx2", "fma", "bmi1", "bmi2", "movbe"):
		return "x86-64-v3"
	case all("sse4_2", "ssse3", "popcnt"):
		return "x86-64-v2"
	}
	return "x86-64"
}

// Browser is the product the environment's browser line names, such as
// "Chrome/156.0.8078.79", or "" when it has none.
func (e Environment) Browser() string {
	for _, l := range e {
		if b, ok := strings.CutPrefix(l, "browser "); ok {
			return b
		}
	}
	return ""
}

// Short names the environment in one line: its browser, its CPU and a hash
// of all its lines (fonts and switches included), such as
// "Chrome/156.0.8078.79, amd64 x86-64-v4, environment 3f2a9c1e".
func (e Environment) Short() string {
	cpu := e.CPU()
	h := sha256.Sum256([]byte(strings.Join(e, "\n")))
	return fmt.Sprintf("%s, %s, environment %x", cmp.Or(e.Browser(), "unknown browser"), cmp.Or(cpu, "unknown cpu"), h[:4])
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
	b.WriteString("# The environment that made these baselines; go test ./harness -update rewrites it. The cpu line is\n" +
		"# information: a run on another CPU is strict when it draws calibration.png pixel for pixel.\n")
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

// Rule is what a run's environment allows, from the record of the
// baselines' environment and this run's calibration.
type Rule struct {
	Drifted bool // judge every capture by Drift, and count no fingerprint
	// Diff says what differs when Drifted; else, when not "", it is a note
	// for the run's output (another CPU level, a calibration to record).
	Diff string
	// RecordCalibration has -update write this run's calibration image.
	RecordCalibration bool
}

// DecideRule decides the rule of a run in environment now against the
// record old: strict when the declared lines are the same and the
// calibration page drew every pixel as recorded, whatever the cpu line says.
// Where the image cannot decide (none is recorded, or one of another page), a
// record equal in every line, cpu included, is strict too, and -update records
// the image.
func DecideRule(old, now Environment, cal CalibrationVerdict, calibration string) Rule {
	d := old.Declared().Diff(now.Declared())
	cpu := ""
	if old.CPU() != now.CPU() {
		cpu = "\n  baselines: cpu " + old.CPU() + "\n  this run:  cpu " + now.CPU()
	}
	switch {
	case d == "" && cal == CalibrationSame && cpu != "":
		return Rule{Diff: fmt.Sprintf("the baselines were recorded on %s, this run is on %s: it draws the calibration page as recorded, so it is strict", old.CPU(), now.CPU())}
	case d == "" && cal == CalibrationSame:
		return Rule{}
	case d == "" && cal == CalibrationStale && cpu == "":
		return Rule{Diff: calibration + "; the environment is the recorded one, cpu included, so the run is strict", RecordCalibration: true}
	case d == "":
		return Rule{Drifted: true, Diff: "  calibration: " + calibration + cpu, RecordCalibration: true}
	}
	return Rule{Drifted: true, Diff: d + "\n  calibration: " + calibration, RecordCalibration: true}
}
