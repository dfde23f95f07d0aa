package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestReadHeaders(t *testing.T) {
	tests := []struct {
		name, text string
		want       map[string]string
		wantErr    bool
	}{
		{"two fields", "X-Content-Type-Options: nosniff\nreferrer-policy: no-referrer\n",
			map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}, false},
		{"no final newline", "Content-Security-Policy: default-src 'self'; object-src 'none'",
			map[string]string{"Content-Security-Policy": "default-src 'self'; object-src 'none'"}, false},
		{"empty", "", map[string]string{}, false},
		{"not a field", "nosniff\n", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			name := filepath.Join(t.TempDir(), "headers.txt")
			if err := os.WriteFile(name, []byte(tt.text), 0o644); err != nil {
				t.Fatal(err)
			}
			h, err := readHeaders(name)
			if (err != nil) != tt.wantErr {
				t.Fatalf("readHeaders: err = %v, want error: %v", err, tt.wantErr)
			}
			if tt.wantErr {
				return
			}
			if got, want := len(h), len(tt.want); got != want {
				t.Errorf("got %d fields %v, want %d", got, h, want)
			}
			for k, v := range tt.want {
				if got := h.Get(k); got != v {
					t.Errorf("%s: got %q, want %q", k, got, v)
				}
			}
		})
	}
}

func TestFields(t *testing.T) {
	common := map[string][]string{"X-Content-Type-Options": {"nosniff"}}
	tests := []struct {
		name, path, coding string
		common             map[string][]string
		vary               bool
		want               []string
	}{
		{"bare", "/tessera/assets/a.js", "", nil, true,
			[]string{"Content-Length", "Content-Type"}},
		{"bare gzip", "/tessera/assets/a.js", "gzip", nil, true,
			[]string{"Content-Encoding", "Content-Length", "Content-Type"}},
		{"with headers", "/tessera/index.html", "", common, true,
			[]string{"Accept-Ranges", "Cache-Control", "Content-Length", "Content-Type", "Etag", "Vary", "X-Content-Type-Options"}},
		{"with headers, no variant", "/tessera/favicon.svg", "", common, false,
			[]string{"Accept-Ranges", "Cache-Control", "Content-Length", "Content-Type", "Etag", "X-Content-Type-Options"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := fields(tt.common, tt.path, "text/plain", tt.coding, []byte("body"), tt.vary)
			var got []string
			for k := range h {
				got = append(got, k)
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got fields %v, want %v", got, tt.want)
			}
		})
	}
	immutable := fields(common, "/tessera/assets/a.js", "text/javascript", "", nil, false).Get("Cache-Control")
	page := fields(common, "/tessera/index.html", "text/html", "", nil, false).Get("Cache-Control")
	if want := "public, max-age=31536000, immutable"; immutable != want {
		t.Errorf("asset Cache-Control: got %q, want %q", immutable, want)
	}
	if want := "no-cache"; page != want {
		t.Errorf("page Cache-Control: got %q, want %q", page, want)
	}
	a := fields(common, "/a", "", "", []byte("a"), false).Get("Etag")
	b := fields(common, "/a", "", "", []byte("b"), false).Get("Etag")
	if a == b {
		t.Errorf("ETag of different bodies: both %s, want them to differ", a)
	}
}
