package harness

import (
	"path/filepath"
	"slices"
	"testing"
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
