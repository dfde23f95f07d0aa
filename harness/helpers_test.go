package harness

import (
	"context"
	"image"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/tessera-ds/tessera/harness/browser"
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

// servedTab serves h over HTTP for the test and opens a tab of the shared
// browser on it, with a context that ends after a minute.
func servedTab(t *testing.T, h http.Handler) (*browser.Tab, context.Context) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	tab, err := browser.OpenTab(sharedBrowser(t), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tab.Close)
	ctx, cancel := context.WithTimeout(tab.Context(), 60*time.Second)
	t.Cleanup(cancel)
	return tab, ctx
}
