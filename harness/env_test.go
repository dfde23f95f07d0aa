package harness

import (
	"image"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/store"
)

func TestEnvironmentRoundTripAndDiff(t *testing.T) {
	path := filepath.Join(t.TempDir(), EnvironmentFile)
	old := Environment{"browser Chrome/155.0.1", "flag --disable-lcd-text", "font truetype/dejavu/DejaVuSans.ttf 757076"}
	if err := old.Write(path); err != nil {
		t.Fatal(err)
	}
	got, err := ReadEnvironment(path)
	if err != nil || !slices.Equal(got, old) {
		t.Fatalf("ReadEnvironment(Write(e)) = %q, %v; want %q", got, err, old)
	}
	if d := got.Diff(old); d != "" {
		t.Errorf("Diff(same) = %q, want empty", d)
	}
	now := Environment{"browser Chrome/156.0.2", "flag --disable-lcd-text", "font truetype/dejavu/DejaVuSans.ttf 757076", "font truetype/noto/NotoColorEmoji.ttf 100"}
	want := "  baselines: browser Chrome/155.0.1\n  this run:  browser Chrome/156.0.2\n  this run:  font truetype/noto/NotoColorEmoji.ttf 100"
	if d := old.Diff(now); d != want {
		t.Errorf("Diff() =\n%s\nwant\n%s", d, want)
	}
	missing, err := ReadEnvironment(filepath.Join(t.TempDir(), "none.txt"))
	if err != nil || missing != nil {
		t.Errorf("ReadEnvironment(missing) = %q, %v; want nil, nil", missing, err)
	}
}

func TestX86Level(t *testing.T) {
	tests := []struct{ flags, want string }{
		{"fpu sse sse2", "x86-64"},
		{"sse2 ssse3 sse4_1 sse4_2 popcnt", "x86-64-v2"},
		{"ssse3 sse4_2 popcnt avx avx2 fma bmi1 bmi2 movbe", "x86-64-v3"},
		{"ssse3 sse4_2 popcnt avx avx2 fma bmi1 bmi2 movbe avx512f avx512bw avx512cd avx512dq avx512vl", "x86-64-v4"},
	}
	for _, tt := range tests {
		info := "processor\t: 0\nflags\t\t: " + tt.flags + "\nbugs\t\t: none\n"
		if got := x86Level(info); got != tt.want {
			t.Errorf("x86Level(flags %q) = %q, want %q", tt.flags, got, tt.want)
		}
	}
}

func TestEnvironmentShort(t *testing.T) {
	e := Environment{"browser Chrome/156.0.1", "cpu amd64 x86-64-v4", "font a.ttf 1"}
	got := e.Short()
	if !strings.HasPrefix(got, "Chrome/156.0.1, amd64 x86-64-v4, environment ") {
		t.Errorf("Short() = %q", got)
	}
	if other := append(slices.Clone(e), "font b.ttf 2").Short(); other == got {
		t.Errorf("Short() is %q for two environments with other fonts", got)
	}
}

// TestRecordEnvironmentCarriesWhatARunDidNotJudge checks that -update in a
// new environment records it, and keeps every baseline it did not judge
// under the drift rule, so that a partial run never holds an old baseline to
// the strict rule of the new environment.
func TestRecordEnvironmentCarriesWhatARunDidNotJudge(t *testing.T) {
	dir := t.TempDir()
	run := &Pass{Store: store.New(dir), Update: true, Drifted: true, MadeIn: "Chrome/150", Env: Environment{"browser Chrome/156"},
		Carried: store.NewCarried()}
	judged := store.Key{Slug: "overview", Width: 1280, Theme: "default", Locale: "en-US"}
	other := store.Key{Slug: "changelog", Width: 600, Theme: "default", Locale: "en-US"}
	for _, k := range []store.Key{judged, other} {
		if err := store.WritePNG(run.Store.Path(k), image.NewNRGBA(image.Rect(0, 0, 2, 2))); err != nil {
			t.Fatal(err)
		}
	}
	run.visit(judged)
	if err := run.recordEnvironment(); err != nil {
		t.Fatal(err)
	}
	env, err := ReadEnvironment(filepath.Join(dir, EnvironmentFile))
	if err != nil || !slices.Equal(env, run.Env) {
		t.Errorf("recorded environment = %q, %v; want %q", env, err, run.Env)
	}
	carried, err := store.ReadCarried(filepath.Join(dir, store.DriftFile))
	if err != nil {
		t.Fatal(err)
	}
	if carried.Has(judged.File()) || !carried.Has(other.File()) || carried.MadeBy(other.File()) != "Chrome/150" {
		t.Errorf("drift.txt has %d files, %s made by %q, want only %s, made by Chrome/150", carried.Len(), other.File(), carried.MadeBy(other.File()), other.File())
	}
}

func TestDecideRule(t *testing.T) {
	v4 := Environment{"browser Chrome/156.0.1", "cpu amd64 x86-64-v4", "flag --disable-lcd-text", "font a.ttf 1"}
	v3 := Environment{"browser Chrome/156.0.1", "cpu amd64 x86-64-v3", "flag --disable-lcd-text", "font a.ttf 1"}
	chrome150 := Environment{"browser Chrome/150.0.1", "cpu amd64 x86-64-v4", "flag --disable-lcd-text", "font a.ttf 1"}
	tests := []struct {
		name     string
		old, now Environment
		cal      CalibrationVerdict
		want     Rule
	}{
		{"the recorded environment", v4, v4, CalibrationSame, Rule{}},
		{"another CPU level that draws the same", v4, v3, CalibrationSame,
			Rule{Diff: "the baselines were recorded on amd64 x86-64-v4, this run is on amd64 x86-64-v3: it draws the calibration page as recorded, so it is strict"}},
		{"another CPU level that draws otherwise", v4, v3, CalibrationDiffers,
			Rule{Drifted: true, Diff: "  calibration: CAL\n  baselines: cpu amd64 x86-64-v4\n  this run:  cpu amd64 x86-64-v3", RecordCalibration: true}},
		{"the recorded environment drawing otherwise", v4, v4, CalibrationDiffers,
			Rule{Drifted: true, Diff: "  calibration: CAL", RecordCalibration: true}},
		{"another browser, even one that draws the same", v4, chrome150, CalibrationSame,
			Rule{Drifted: true, Diff: "  baselines: browser Chrome/156.0.1\n  this run:  browser Chrome/150.0.1\n  calibration: CAL", RecordCalibration: true}},
		{"no calibration recorded, every line the same", v4, v4, CalibrationStale,
			Rule{Diff: "CAL; the environment is the recorded one, cpu included, so the run is strict", RecordCalibration: true}},
		{"no calibration recorded, another CPU level", v4, v3, CalibrationStale,
			Rule{Drifted: true, Diff: "  calibration: CAL\n  baselines: cpu amd64 x86-64-v4\n  this run:  cpu amd64 x86-64-v3", RecordCalibration: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DecideRule(tt.old, tt.now, tt.cal, "CAL"); got != tt.want {
				t.Errorf("DecideRule() = %+v\nwant %+v", got, tt.want)
			}
		})
	}
}
