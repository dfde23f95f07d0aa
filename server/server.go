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
// handler answers every path under it: JSON, never the site's HTML.
const api = base + "api/"

// New returns a handler serving dist, a built site with index.html and
// site.json at its root, under /tessera/. It reads every file into memory
// and builds the compressed variants before it returns, and fails when
// site.json or index.html is missing or invalid, or when a route or file
// lies under /tessera/api/, which is the demo data's JSON API (see package
// demodata). "/" and "/tessera" redirect to "/tessera/" (308); other paths
// outside the base are a plain 404; methods other than GET and HEAD are a
// 405.
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
	r := chi.NewRouter()
	r.NotFound(notFound.ServeHTTP)
	r.MethodNotAllowed(methodNotAllowed.ServeHTTP)
	r.Handle("/", redirectTo(base))
	r.Handle(base[:len(base)-1], redirectTo(base))
	data := demodata.NewHandler(api, demodata.Generate(demodata.DefaultRows))
	return secure(framing(under(api, data, getOrHead(under(base, spa(files, routes), r))))), nil
}

// under sends the requests whose path starts with prefix to site and the
// others to router. Every request the site itself makes is under the base,
// and skipping the router for them saves chi's per-request routing context
// (four allocations, about a microsecond) on the hot path; the router keeps
// the redirects and the 404 of everything else.
func under(prefix string, site, router http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, prefix) {
			site.ServeHTTP(w, r)
			return
		}
		router.ServeHTTP(w, r)
	})
}
