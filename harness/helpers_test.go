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

// pageTab serves page, one HTML document, at every path and opens a tab of
// the shared browser on it (servedTab).
func pageTab(t *testing.T, page string) (*browser.Tab, context.Context) {
	t.Helper()
	return servedTab(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(page))
	}))
}
