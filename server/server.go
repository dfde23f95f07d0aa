// Package server serves the built documentation site under /tessera/: the
// pages of the single-page app, its hashed assets from memory with
// precompressed variants, and the right status, caching and security
// headers for each.
package server

import (
	"fmt"
	"io/fs"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"

	"github.com/tessera-ds/tessera/server/demodata"
)

// base is the path the site is served under; the site is built for it.
const base = "/tessera/"

// api is the path of the JSON API over the demo data set, whose own
// handler answers every path under it, and api without its slash: JSON,
// never the site's HTML.
const api = base + "api/"

// New returns a handler serving dist, a built site with index.html and
// site.json at its root, under /tessera/. It reads every file into memory
// and builds the compressed variants before it returns, and fails when
// site.json or index.html is missing or invalid, or when a route or file
// lies under /tessera/api/, which is the demo data's JSON API (see package
// demodata). Every path goes through chi: "/" and "/tessera" redirect to
// "/tessera/" (308), /tessera/api and what lies under it go to the API,
// the rest of /tessera/ to the site (see spa); other paths are a plain 404;
// methods other than GET and HEAD are a 405 outside the API, which answers
// its own. Each route and each file is a chi route of its own (unless its
// name holds chi's pattern syntax), matched whole with no path parameter
// for net/http to keep. Every answer carries the security headers
// (secure), and a request framed by Transfer-Encoding is refused
// (framing).
func New(dist fs.FS) (http.Handler, error) {
	routes, err := loadRoutes(dist)
	if err != nil {
		return nil, err
	}
	files, err := loadFiles(dist)
	if err != nil {
		return nil, err
	}
	if _, ok := files["index.html"]; !ok {
		return nil, fmt.Errorf("server: dist has no index.html")
	}
	for name := range routes {
		if _, ok := files[name]; ok {
			return nil, fmt.Errorf("server: site.json: route %q is also a file", "/"+name)
		}
		if strings.HasPrefix(base+name+"/", api) {
			return nil, fmt.Errorf("server: site.json: route %q is under the data API, %s", "/"+name, api)
		}
	}
	for name := range files {
		if strings.HasPrefix(base+name, api) {
			return nil, fmt.Errorf("server: dist: file %q is under the data API, %s", name, api)
		}
	}
	site := spa(files, routes)
	r := chi.NewRouter()
	r.Use(secure, framing)
	// What no route holds: a 404, or a 405 for a method we do not serve,
	// on any path, "OPTIONS *" included.
	r.NotFound(getOrHead(notFound).ServeHTTP)
	r.MethodNotAllowed(methodNotAllowed.ServeHTTP)
	r.Mount(api[:len(api)-1], demodata.NewHandler(api, demodata.Generate(demodata.DefaultRows)))
	// get routes GET and HEAD of pattern to h.
	get := func(pattern string, h http.Handler) {
		r.Method(http.MethodGet, pattern, h)
		r.Method(http.MethodHead, pattern, h)
	}
	get("/", redirectTo(base))
	get(base[:len(base)-1], redirectTo(base))
	index := fileHandler(files["index.html"])
	for name := range routes {
		if literal(name) {
			get(base+name, index)
		}
	}
	for name, f := range files {
		if literal(name) {
			get(base+name, fileHandler(f))
		}
	}
	get(base+"*", site)
	return r, nil
}

// literal reports whether chi reads name as itself in a route pattern: it
// holds none of the characters that start a parameter or a wildcard.
func literal(name string) bool {
	return !strings.ContainsAny(name, "{*")
}
