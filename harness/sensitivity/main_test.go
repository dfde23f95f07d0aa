package main

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestValidate(t *testing.T) {
	m := Mutation{ID: "x", Find: "a: 1;", Routes: []string{"overview"}, Touches: "^overview/"}
	tests := []struct {
		src, want string
	}{
		{"b: 2; a: 1;", ""},
		{"b: 2;", "occurs 0 times"},
		{"a: 1; a: 1;", "occurs 2 times"},
	}
	for _, tt := range tests {
		err := m.Validate(tt.src)
		if (err == nil) != (tt.want == "") || err != nil && !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Validate(%q) = %v, want %q", tt.src, err, tt.want)
		}
	}
	bad := m
	bad.Touches = "("
	if err := bad.Validate("a: 1;"); err == nil {
		t.Error("Validate() with a bad regexp = nil, want an error")
	}
}

// TestMutationsApply holds the committed corpus to the files it changes: a
// refactor that moves a mutation's text makes the corpus stale, which only
// the half-hour run would notice otherwise.
func TestMutationsApply(t *testing.T) {
	muts, err := LoadMutations("../..")
	if err != nil {
		t.Fatalf("%v: point the mutation at where its text lives now", err)
	}
	if len(muts) == 0 {
		t.Fatal("mutations.json holds no mutation")
	}
}

func TestRunPattern(t *testing.T) {
	if got, want := RunPattern([]string{"usage-components-tag", "overview"}), "^TestMatrix$/^(usage-components-tag|overview)$/"; got != want {
		t.Errorf("RunPattern() = %q, want %q", got, want)
	}
}

func TestCellsAndJudge(t *testing.T) {
	events := `{"Action":"run","Test":"TestMatrix"}
{"Action":"pass","Test":"TestMatrix/tag/600/default/en-US"}
{"Action":"fail","Test":"TestMatrix/tag/1280/default/en-US"}
{"Action":"fail","Test":"TestMatrix/tag/1280/dark/en-US"}
{"Action":"fail","Test":"TestMatrix/tag/1280/default/de-DE"}
{"Action":"fail","Test":"TestMatrix/tag"}
{"Action":"output","Test":"TestMatrix/tag/600/dark/en-US","Output":"x"}
not json
`
	cells, err := Cells(strings.NewReader(events))
	if err != nil {
		t.Fatal(err)
	}
	if len(cells) != 4 {
		t.Fatalf("Cells() = %v, want the 4 cells with a verdict", cells)
	}
	m := Mutation{Touches: "^tag/(600|1280)/default/en-US$", MayTouch: "^tag/[0-9]+/default/"}
	v := Judge(m, cells)
	if v.Ran != 4 || v.Failed != 3 || v.Caught() {
		t.Errorf("Judge() = %+v, want 4 ran, 3 failed, not caught", v)
	}
	if len(v.Missed) != 1 || v.Missed[0] != "tag/600/default/en-US" {
		t.Errorf("Missed = %q", v.Missed)
	}
	if len(v.Stray) != 1 || v.Stray[0] != "tag/1280/dark/en-US" {
		t.Errorf("Stray = %q, want the dark cell only (the de-DE cell may fail)", v.Stray)
	}
}

func TestCropBox(t *testing.T) {
	a := image.NewNRGBA(image.Rect(0, 0, 1000, 800))
	b := image.NewNRGBA(a.Rect)
	if _, ok := CropBox(a, b); ok {
		t.Error("CropBox(identical) found a change")
	}
	b.SetNRGBA(500, 400, color.NRGBA{255, 0, 0, 255})
	if box, _ := CropBox(a, b); box != image.Rect(484, 384, 517, 417) {
		t.Errorf("CropBox(one pixel) = %v", box)
	}
	b.SetNRGBA(10, 5, color.NRGBA{255, 0, 0, 255})
	b.SetNRGBA(999, 799, color.NRGBA{255, 0, 0, 255})
	if box, _ := CropBox(a, b); box != image.Rect(0, 0, 27, 22) {
		t.Errorf("CropBox(two far apart) = %v, want the first change only, padded, inside the image", box)
	}
	// A faint pixel before a strong change: the crop is of the strong one.
	c := image.NewNRGBA(a.Rect)
	c.SetNRGBA(10, 5, color.NRGBA{4, 0, 0, 4})
	for y := 400; y < 410; y++ {
		for x := 500; x < 510; x++ {
			c.SetNRGBA(x, y, color.NRGBA{255, 0, 0, 255})
		}
	}
	if box, _ := CropBox(a, c); box != image.Rect(484, 384, 526, 426) {
		t.Errorf("CropBox(faint, then strong) = %v, want the strong change, padded", box)
	}
}

func TestScratchRefusesAFolderThatIsNoWorktree(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "left-over"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	err := scratch(t.TempDir(), dir)
	if err == nil || !strings.Contains(err.Error(), "is no worktree of this repository") || !strings.Contains(err.Error(), "-dir") {
		t.Errorf("scratch(%s) = %v, want a refusal that says to remove it or give -dir", dir, err)
	}
}

func TestScratchDirs(t *testing.T) {
	got := strings.Join(ScratchDirs("/tmp/s", 3), " ")
	if want := "/tmp/s /tmp/s-2 /tmp/s-3"; got != want {
		t.Errorf("ScratchDirs(/tmp/s, 3) = %s, want %s", got, want)
	}
}

// TestEachIn runs every mutation once, never two at once in one scratch
// worktree, and stops handing out trials after the first error.
func TestEachIn(t *testing.T) {
	var muts []Mutation
	for i := range 9 {
		muts = append(muts, Mutation{ID: fmt.Sprint(i)})
	}
	var mu sync.Mutex
	busy, ran := map[string]bool{}, map[string]int{}
	err := eachIn([]string{"a", "b", "c"}, muts, func(d string, m Mutation) error {
		mu.Lock()
		if busy[d] {
			t.Errorf("two trials at once in %s", d)
		}
		busy[d] = true
		ran[m.ID]++
		mu.Unlock()
		time.Sleep(time.Millisecond)
		mu.Lock()
		busy[d] = false
		mu.Unlock()
		return nil
	})
	if err != nil || len(ran) != len(muts) {
		t.Errorf("eachIn = %v after %d mutations, want nil after %d", err, len(ran), len(muts))
	}
	for id, n := range ran {
		if n != 1 {
			t.Errorf("mutation %s ran %d times, want once", id, n)
		}
	}

	calls := 0
	err = eachIn([]string{"a"}, muts, func(d string, m Mutation) error {
		calls++
		return fmt.Errorf("trial %s broke", m.ID)
	})
	if err == nil || err.Error() != "trial 0 broke" || calls != 1 {
		t.Errorf("eachIn with a failing trial = %v after %d calls, want trial 0 broke after 1", err, calls)
	}
}
