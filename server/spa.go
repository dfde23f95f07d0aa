package server

import (
	"net/http"
	"strings"
)

// spa serves what no route of its own matched under the base (New routes
// each route and file by its path) from the file table:
//
//   - a route of site.json gets its page with 200, and the same route
//     with one trailing slash a 308 to it;
//   - a section, a path prefix of routes that is no route itself
//     (sections, from sectionPages), with or without one trailing slash,
//     gets a 307 to its first page in the manifest's order: a reader who
//     trims a page's address expects the section, not a 404;
//   - a file of dist gets its own content;
//   - a malformed path (dot segments, encoded separators, backslashes,
//     control characters, invalid UTF-8, double encoding; see validPath),
//     anything under assets/ and any other name with an extension get a
//     plain 404, never HTML;
//   - any other path gets the 404 page with 404.
//
// It still serves a route or file whose path came encoded otherwise than
// usual (chi matches the path as it was sent). The query string plays no
// part. Only misses validate the path, since the tables hold valid names
// only.
func spa(files map[string]*file, pages pages, sections map[string]string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := strings.CutPrefix(r.URL.Path, base)
		if !ok || (r.URL.RawPath != "" && hasEncodedSeparator(r.URL.RawPath)) {
			notFound.ServeHTTP(w, r)
			return
		}
		if page, ok := pages.routes[name]; ok {
			page.ServeHTTP(w, r)
			return
		}
		if f, ok := files[name]; ok {
			serveFile(w, r, f)
			return
		}
		trimmed, slash := strings.CutSuffix(name, "/")
		if !validPath(trimmed) || (slash && trimmed == "") {
			notFound.ServeHTTP(w, r)
			return
		}
		if _, ok := pages.routes[trimmed]; ok && slash {
			redirect(w, r, base+trimmed)
			return
		}
		if first, ok := sections[trimmed]; ok {
			redirectTemporary(w, r, base+first)
			return
		}
		if isFileLike(trimmed) {
			notFound.ServeHTTP(w, r)
			return
		}
		serveMissing(w, r, pages.notFound)
	})
}

// redirect answers with a 308 Permanent Redirect to target, an absolute
// path, keeping the query. It is marked no-cache so that a browser which
// remembered it revalidates: the default address is a shared development
// port, and a permanent redirect cached forever would outlive this server.
func redirect(w http.ResponseWriter, r *http.Request, target string) {
	redirectWith(w, r, target, http.StatusPermanentRedirect)
}

// redirectTemporary answers with a 307 Temporary Redirect to target, as
// redirect does otherwise. A section's first page is where the section
// starts today: a page added or moved in the manifest changes it, so
// neither a browser nor a search engine may take the answer as the
// section's lasting address.
func redirectTemporary(w http.ResponseWriter, r *http.Request, target string) {
	redirectWith(w, r, target, http.StatusTemporaryRedirect)
}

// redirectWith answers with status, a redirect, to target, keeping the query.
func redirectWith(w http.ResponseWriter, r *http.Request, target string, status int) {
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	h := w.Header()
	h["Location"] = []string{target}
	h["Cache-Control"] = cacheNoCache
	h["Content-Length"] = zeroLength
	w.WriteHeader(status)
}

var (
	cacheNoCache = []string{cacheRevalidate}
	zeroLength   = []string{"0"}
)

// fileHandler returns a handler that serves f.
func fileHandler(f *file) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		serveFile(w, r, f)
	})
}

// redirectTo returns a handler that redirects to target.
func redirectTo(target string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		redirect(w, r, target)
	})
}
