package server

import (
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// wantSecurity are the headers every response carries.
var wantSecurity = map[string]string{
	"Content-Security-Policy":    "default-src 'self'; script-src 'self' '" + testScriptHash + "'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
	"X-Content-Type-Options":     "nosniff",
	"Referrer-Policy":            "no-referrer",
	"Permissions-Policy":         "camera=(self), microphone=(), geolocation=()",
	"Cross-Origin-Opener-Policy": "same-origin",
}

// checkHeaders fails unless got holds exactly the security headers and
// want, each with one value. A want value of "*" accepts any value.
func checkHeaders(t *testing.T, label string, got http.Header, want map[string]string) {
	t.Helper()
	all := maps.Clone(wantSecurity)
	for k, v := range want {
		all[http.CanonicalHeaderKey(k)] = v
	}
	for _, k := range slices.Sorted(maps.Keys(all)) {
		switch g := got[k]; {
		case len(g) != 1:
			t.Errorf("%s: %s = %q, want [%q]", label, k, g, all[k])
		case all[k] != "*" && g[0] != all[k]:
			t.Errorf("%s: %s = %q, want %q", label, k, g[0], all[k])
		}
	}
	for k := range got {
		if _, ok := all[k]; !ok {
			t.Errorf("%s: unexpected header %s: %q", label, k, got[k])
		}
	}
}

func TestCSPHasNoUnsafeInline(t *testing.T) {
	if csp := contentSecurityPolicy([]string{testScriptHash}); strings.Contains(csp, "unsafe") {
		t.Errorf("Content-Security-Policy = %q, want no unsafe sources", csp)
	}
}

func TestCSPScriptHashes(t *testing.T) {
	tests := []struct {
		hashes []string
		want   string
	}{
		{nil, "script-src 'self';"},
		{[]string{testScriptHash}, "script-src 'self' '" + testScriptHash + "';"},
	}
	for _, tt := range tests {
		if got := contentSecurityPolicy(tt.hashes); !strings.Contains(got, tt.want) {
			t.Errorf("contentSecurityPolicy(%q) = %q, want it to hold %q", tt.hashes, got, tt.want)
		}
	}
}

func TestMethods(t *testing.T) {
	h := newTestHandler(t)
	methods := []string{
		http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete,
		http.MethodOptions, http.MethodConnect, http.MethodTrace, "PROPFIND", "get",
	}
	targets := []string{"/", "/tessera", "/tessera/", "/tessera/changelog", "/tessera/nope",
		"/tessera/assets/index-AbC123.js", "/tessera/assets/missing.js", "/other", "*"}
	for _, method := range methods {
		for _, target := range targets {
			w := serve(h, method, target)
			label := method + " " + target
			if w.Code != http.StatusMethodNotAllowed {
				t.Errorf("%s: status = %d, want %d", label, w.Code, http.StatusMethodNotAllowed)
			}
			checkHeaders(t, label, w.Header(), map[string]string{
				"Allow":          "GET, HEAD",
				"Content-Type":   plainType,
				"Content-Length": "23",
				"Cache-Control":  "no-store",
			})
			if got, want := w.Body.String(), "405 Method Not Allowed\n"; got != want {
				t.Errorf("%s: body = %q, want %q", label, got, want)
			}
		}
	}
}

// TestSecurityHeadersEverywhere checks the security headers on a response
// of every kind the handler gives.
func TestSecurityHeadersEverywhere(t *testing.T) {
	h := newTestHandler(t)
	etag := serve(h, http.MethodGet, "/tessera/").Header().Get("ETag")
	tests := []struct {
		method, target string
		header         []string
		status         int
	}{
		{"GET", "/tessera/", nil, 200},
		{"HEAD", "/tessera/", nil, 200},
		{"GET", "/tessera/assets/index-AbC123.js", []string{"Accept-Encoding", "gzip"}, 200},
		{"GET", "/tessera/", []string{"If-None-Match", etag}, 304},
		{"GET", "/tessera/", []string{"If-Match", `"other"`}, 412},
		{"GET", "/tessera/assets/index-AbC123.js", []string{"Range", "bytes=0-9"}, 206},
		{"GET", "/tessera/assets/index-AbC123.js", []string{"Range", "bytes=999999-"}, 416},
		{"GET", "/", nil, 308},
		{"GET", "/tessera/changelog/", nil, 308},
		{"GET", "/tessera/nope", nil, 404},
		{"GET", "/tessera/assets/nope.js", nil, 404},
		{"GET", "/other", nil, 404},
		{"GET", "/tessera/%2e%2e/", nil, 404},
		{"POST", "/tessera/", nil, 405},
		{"OPTIONS", "*", nil, 405},
	}
	for _, tt := range tests {
		w := serve(h, tt.method, tt.target, tt.header...)
		label := tt.method + " " + tt.target + " " + strings.Join(tt.header, ": ")
		if w.Code != tt.status {
			t.Errorf("%s: status = %d, want %d", label, w.Code, tt.status)
		}
		for k, v := range wantSecurity {
			if got := w.Header().Values(k); len(got) != 1 || got[0] != v {
				t.Errorf("%s: %s = %q, want %q", label, k, got, v)
			}
		}
	}
}
