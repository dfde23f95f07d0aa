package harness

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

// TestAnswers reads built names without their hash, in URLs and bodies, but
// for names two files share, and digests what the server answers: the
// status, the header fields a page acts on and the body. It needs no browser.
func TestAnswers(t *testing.T) {
	site := func(entry, shared string) fstest.MapFS {
		return fstest.MapFS{
			"index.html":                   {Data: []byte(`<script src="/tessera/assets/index-AAAAAAAA.js"></script>`)},
			"assets/index-AAAAAAAA.js":     {Data: []byte(entry)},
			"assets/shared-BBBBBBBB.js":    {Data: []byte(shared)},
			"assets/schema-CCCCCCCC.js":    {Data: []byte("export const a = 1")},
			"assets/schema-DDDDDDDD.js":    {Data: []byte("export const a = 2")},
			"assets/shared-EEEEEEEE.js.gz": {Data: []byte("not a build's name")},
			"fixture-cyrillic.woff2":       {Data: []byte("outside assets/: a name, not a hash")},
			"assets/app.js":                {Data: []byte("a file of its own")},
			"assets/app-GGGGGGGG.js":       {Data: []byte("so this one keeps its hash")},
		}
	}
	serve := func(t *testing.T, files fstest.MapFS, csp string) *Answers {
		t.Helper()
		srv := httptest.NewServer(http.StripPrefix("/tessera/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Security-Policy", csp)
			w.Header().Set("Date", "changes every second")
			http.FileServerFS(files).ServeHTTP(w, r)
		})))
		t.Cleanup(srv.Close)
		a, err := NewAnswers(files, "/tessera/", srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	base := serve(t, site(`import "./shared-BBBBBBBB.js"`, "export const s = 1"), "default-src 'self'")

	for _, tt := range []struct{ uri, want string }{
		{"/tessera/assets/index-AAAAAAAA.js", "/tessera/assets/index.js"},
		{"/tessera/assets/schema-CCCCCCCC.js", "/tessera/assets/schema-CCCCCCCC.js"}, // two schema files: the hash stays
		{"/tessera/api/orders?page=1", "/tessera/api/orders?page=1"},
		{"/tessera/", "/tessera/"},
		{"/tessera/fixture-cyrillic.woff2", "/tessera/fixture-cyrillic.woff2"},
		{"/tessera/assets/app-GGGGGGGG.js", "/tessera/assets/app-GGGGGGGG.js"},
	} {
		if got := base.Plain(tt.uri); got != tt.want {
			t.Errorf("Plain(%q) = %q, want %q", tt.uri, got, tt.want)
		}
	}

	ctx := context.Background()
	digest := func(t *testing.T, a *Answers, uri string) string {
		t.Helper()
		d, err := a.Digest(ctx, uri)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	tests := []struct {
		name  string
		other *Answers
		uri   string
		same  bool
	}{
		{"the same site", serve(t, site(`import "./shared-BBBBBBBB.js"`, "export const s = 1"), "default-src 'self'"), "/tessera/assets/index.js", true},
		// The shared module's new name is all that changed in the entry.
		{"a renamed import", serve(t, renamed(site(`import "./shared-FFFFFFFF.js"`, ""), "assets/shared-BBBBBBBB.js", "assets/shared-FFFFFFFF.js", "export const s = 2"), "default-src 'self'"), "/tessera/assets/index.js", true},
		{"the renamed module", serve(t, renamed(site(`import "./shared-FFFFFFFF.js"`, ""), "assets/shared-BBBBBBBB.js", "assets/shared-FFFFFFFF.js", "export const s = 2"), "default-src 'self'"), "/tessera/assets/shared.js", false},
		{"another body", serve(t, site(`import "./shared-BBBBBBBB.js"; go()`, "export const s = 1"), "default-src 'self'"), "/tessera/assets/index.js", false},
		{"another header", serve(t, site(`import "./shared-BBBBBBBB.js"`, "export const s = 1"), "default-src 'none'"), "/tessera/assets/index.js", false},
		{"a file gone", serve(t, site(`import "./shared-BBBBBBBB.js"`, "export const s = 1"), "default-src 'self'"), "/tessera/assets/gone.js", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, want := digest(t, tt.other, tt.uri), digest(t, base, tt.uri)
			if (got == want) != tt.same {
				t.Errorf("Digest(%q) = %s, the recorded one %s: same %v, want %v", tt.uri, got, want, got == want, tt.same)
			}
		})
	}
	if d, gone := digest(t, base, "/tessera/assets/index.js"), digest(t, base, "/tessera/assets/gone.js"); d == gone {
		t.Errorf("a file and a missing one digest alike: %s", d)
	}
}

// renamed is files with the file old moved to new, holding body.
func renamed(files fstest.MapFS, old, new, body string) fstest.MapFS {
	delete(files, old)
	files[new] = &fstest.MapFile{Data: []byte(body)}
	return files
}
