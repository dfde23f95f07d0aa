package server

import (
	"net/http"
	"strconv"
)

// field is one response header, its key in canonical form and its value
// built once, so a response sets it by map assignment without allocating.
// The value slices are shared between responses and never appended to.
type field struct {
	key   string
	value []string
}

// fields is a precomputed set of response headers.
type fields []field

// set assigns the fields to h.
func (fs fields) set(h http.Header) {
	for _, f := range fs {
		h[f.key] = f.value
	}
}

// one returns a field with a single value.
func one(key, value string) field {
	return field{http.CanonicalHeaderKey(key), []string{value}}
}

// contentSecurityPolicy is the Content-Security-Policy of every response:
// same-origin everything, no inline style, no plugins, no framing, no
// evaluated script, and no inline script but the pages' own, allowed by
// their hashes (scriptHashes, CSP hash sources such as "sha256-...", which
// site.json lists).
func contentSecurityPolicy(scriptHashes []string) string {
	script := "script-src 'self'"
	for _, h := range scriptHashes {
		script += " '" + h + "'"
	}
	return "default-src 'self'; " + script + "; style-src 'self'; " +
		"img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
		"form-action 'self'; frame-ancestors 'none'"
}

// securityHeaders are set on every response, whatever its status.
func securityHeaders(scriptHashes []string) fields {
	return fields{
		one("Content-Security-Policy", contentSecurityPolicy(scriptHashes)),
		one("X-Content-Type-Options", "nosniff"),
		one("Referrer-Policy", "no-referrer"),
		one("Permissions-Policy", "camera=(self), microphone=(), geolocation=()"),
		one("Cross-Origin-Opener-Policy", "same-origin"),
	}
}

// secure returns a middleware that sets headers before calling next, so
// they are on every response, including redirects, 304, 404 and 405.
func secure(headers fields) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			headers.set(w.Header())
			next.ServeHTTP(w, r)
		})
	}
}

// plain is a small text/plain response built once: the 404 of anything that
// is not a page, the 405, the 412 and the 416.
type plain struct {
	status int
	header fields
	body   []byte
}

// newPlain builds a plain response with the given status and extra headers.
// It is never stored by caches, so a file that appears later is fetched.
func newPlain(status int, extra ...field) *plain {
	body := []byte(strconv.Itoa(status) + " " + http.StatusText(status) + "\n")
	header := fields{
		one("Content-Type", "text/plain; charset=utf-8"),
		one("Content-Length", strconv.Itoa(len(body))),
		one("Cache-Control", "no-store"),
	}
	return &plain{status, append(header, extra...), body}
}

// ServeHTTP writes the response, without the body for HEAD.
func (p *plain) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p.header.set(w.Header())
	w.WriteHeader(p.status)
	if r.Method != http.MethodHead {
		w.Write(p.body)
	}
}

var (
	// notFound answers missing files, paths outside the base and malformed
	// paths: plain text, never the HTML of the site.
	notFound = newPlain(http.StatusNotFound)
	// methodNotAllowed answers every method but GET and HEAD.
	methodNotAllowed = newPlain(http.StatusMethodNotAllowed, one("Allow", "GET, HEAD"))
)

// getOrHead answers every method but GET and HEAD with 405, before routing,
// so OPTIONS and POST get it on any path.
func getOrHead(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			methodNotAllowed.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}
