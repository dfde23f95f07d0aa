package harness

import (
	"image"
	"image/color"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/store"
)

// TestCalibration draws the calibration page twice, which must give the same
// pixels, and holds the recorded image to the page: a change to the page,
// its fonts or its icons needs its image recorded again (-update).
func TestCalibration(t *testing.T) {
	b := sharedBrowser(t)
	root := repoRoot(t)
	first, err := Calibrate(b, root)
	if err != nil {
		t.Fatal(err)
	}
	second, err := Calibrate(b, root)
	if err != nil {
		t.Fatal(err)
	}
	if v, msg := CompareCalibration(first, second); v != CalibrationSame {
		t.Fatalf("the calibration page drawn twice in one browser: %s", msg)
	}
	store := store.New("snapshots")
	rec, err := ReadCalibration(store)
	if err != nil {
		t.Fatal(err)
	}
	v, msg := CompareCalibration(rec, first)
	t.Logf("%s (%dx%d, %s)", msg, first.Image.Rect.Dx(), first.Image.Rect.Dy(), first.Digest)
	if v != CalibrationStale {
		return
	}
	if !*update {
		t.Fatalf("%s: record it with go test ./harness -run '^TestCalibration$' -update, in the environment %s records", msg, EnvironmentFile)
	}
	env, err := CurrentEnvironment(b)
	if err != nil {
		t.Fatal(err)
	}
	old, err := ReadEnvironment(filepath.Join(store.Dir, EnvironmentFile))
	if err != nil {
		t.Fatal(err)
	}
	if d := old.Declared().Diff(env.Declared()); old != nil && d != "" {
		t.Fatalf("%s, and this run is not in the environment the baselines record, so its image would not be theirs: run the whole go test ./harness -update here instead; what differs:\n%s", msg, d)
	}
	if err := WriteCalibration(store, first); err != nil {
		t.Fatal(err)
	}
	t.Logf("recorded %s", CalibrationFile)
}

// TestCalibrationFails proves that the calibration notices what a browser
// that draws otherwise would change: a corner's radius one pixel smaller, text
// a hundredth of an em wider, an icon one pixel larger.
func TestCalibrationFails(t *testing.T) {
	b := sharedBrowser(t)
	root := repoRoot(t)
	want, err := Calibrate(b, root)
	if err != nil {
		t.Fatal(err)
	}
	for _, style := range []string{
		".r4 { border-radius: 3px; }",
		".s16 { letter-spacing: 0.01em; }",
		".icons .small svg { width: 17px; }",
	} {
		t.Run(style, func(t *testing.T) {
			page := strings.Replace(calibrationPage, "</style>", style+"\n</style>", 1)
			got, err := calibrate(b, root, page)
			if err != nil {
				t.Fatal(err)
			}
			got.Digest = want.Digest // the page differs on purpose: compare its pixels
			if v, msg := CompareCalibration(want, got); v != CalibrationDiffers {
				t.Errorf("verdict %d (%s), want the pixels to differ", v, msg)
			}
		})
	}
}

// img is a white 4x3 image, with one pixel one level off when marked.
func img(mark bool) *image.NRGBA {
	m := image.NewNRGBA(image.Rect(0, 0, 4, 3))
	for i := range m.Pix {
		m.Pix[i] = 255
	}
	if mark {
		m.SetNRGBA(2, 1, color.NRGBA{254, 255, 255, 255})
	}
	return m
}

func TestCompareCalibration(t *testing.T) {
	rec := Calibration{Image: img(false), Digest: "a"}
	tests := []struct {
		name string
		rec  Calibration
		now  Calibration
		want CalibrationVerdict
		msg  string
	}{
		{"same", rec, Calibration{Image: img(false), Digest: "a"}, CalibrationSame, "every pixel"},
		{"one level of one pixel", rec, Calibration{Image: img(true), Digest: "a"}, CalibrationDiffers, "draws 1 of its 12 pixels otherwise than calibration.png, within (2,1)-(3,2)"},
		{"another size", rec, Calibration{Image: image.NewNRGBA(image.Rect(0, 0, 4, 4)), Digest: "a"}, CalibrationDiffers, "(4,4) here, (4,3) in"},
		{"another page", rec, Calibration{Image: img(false), Digest: "b"}, CalibrationStale, "drawn from another calibration page (a; this run's is b)"},
		{"no record", Calibration{}, Calibration{Image: img(false), Digest: "a"}, CalibrationStale, "no calibration image is recorded"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, msg := CompareCalibration(tt.rec, tt.now)
			if got != tt.want || !strings.Contains(msg, tt.msg) {
				t.Errorf("CompareCalibration = %d, %q; want %d, containing %q", got, msg, tt.want, tt.msg)
			}
		})
	}
}

func TestJudgeCalibration(t *testing.T) {
	rec := Calibration{Image: img(false), Digest: "a"}
	same, odd := Calibration{Image: img(false), Digest: "a"}, Calibration{Image: img(true), Digest: "a"}
	tests := []struct {
		name        string
		first, next Calibration
		want        CalibrationVerdict
		drawn       int // times drawn again
		kept        bool
		msg         string
	}{
		{"same at once", same, odd, CalibrationSame, 0, false, "every pixel as recorded"},
		{"differs once", odd, same, CalibrationSame, 1, true, "when drawn a second time; the first drawing was not settled: the calibration page draws 1 of"},
		{"differs twice", odd, odd, CalibrationDiffers, 1, true, "drawn again, it differs as well"},
		{"stale", Calibration{Image: img(false), Digest: "b"}, same, CalibrationStale, 0, false, "another calibration page"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			keep := filepath.Join(t.TempDir(), CalibrationFile)
			drawn := 0
			got, v, msg, err := JudgeCalibration(rec, tt.first, keep, func() (Calibration, error) { drawn++; return tt.next, nil })
			if err != nil {
				t.Fatal(err)
			}
			if v != tt.want || drawn != tt.drawn || !strings.Contains(msg, tt.msg) {
				t.Errorf("JudgeCalibration = %d after %d drawings again, %q; want %d after %d, containing %q", v, drawn, msg, tt.want, tt.drawn, tt.msg)
			}
			if want := tt.first; tt.want == CalibrationSame && tt.drawn > 0 {
				if got.Image != tt.next.Image {
					t.Errorf("the decided drawing is not the second one")
				}
			} else if got.Image != want.Image {
				t.Errorf("the decided drawing is not the first one")
			}
			kept, _ := ReadCalibration(store.New(filepath.Dir(keep)))
			if (kept.Image != nil) != tt.kept {
				t.Errorf("kept a drawing: %v, want %v", kept.Image != nil, tt.kept)
			}
		})
	}
}
