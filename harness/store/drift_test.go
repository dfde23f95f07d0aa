package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCarriedRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), DriftFile)
	c, err := ReadCarried(path)
	if err != nil || c.Len() != 0 {
		t.Fatalf("ReadCarried(missing) = %d files, %v; want 0, nil", c.Len(), err)
	}
	c.Keep("b/1280-default-en-US.png", "Chrome/150")
	c.Keep("a/600-dark-en-US.png", "Chrome/150")
	c.Keep("a/600-dark-en-US.png", "Chrome/156") // kept already: keeps the browser that made it
	if err := c.Write(path); err != nil {
		t.Fatal(err)
	}
	got, err := ReadCarried(path)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Has("a/600-dark-en-US.png") || got.MadeBy("a/600-dark-en-US.png") != "Chrome/150" || got.Len() != 2 {
		t.Errorf("ReadCarried(Write(c)) has %d files, a/600-dark-en-US.png made by %q", got.Len(), got.MadeBy("a/600-dark-en-US.png"))
	}
	got.Release("a/600-dark-en-US.png")
	got.Release("b/1280-default-en-US.png")
	if err := got.Write(path); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("an empty set left %s behind (%v)", path, err)
	}
	if err := os.WriteFile(path, []byte("overview/1280-default-en-US.png\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadCarried(path); err == nil || !strings.Contains(err.Error(), "run -update") {
		t.Errorf("ReadCarried(a line without a browser) error = %v, want one saying what to do", err)
	}
}
