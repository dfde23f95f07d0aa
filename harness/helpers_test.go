package harness

import (
	"image"
	"path/filepath"
	"testing"

	"github.com/tessera-ds/tessera/harness/store"
)

// readFixture reads one of compare's fixture images.
func readFixture(t testing.TB, name string) *image.NRGBA {
	t.Helper()
	img, err := store.ReadPNG(filepath.Join("compare", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return img
}
