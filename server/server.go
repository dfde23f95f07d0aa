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

// New returns a handler serving dist, a built site with site.json at its
// root and a prerendered page for each route (see takePages), under
// /tessera/. It reads every file into memory before it returns, with gzip
// and brotli variants of the compressible ones (see loadFiles), and fails
// when site.json or a page is missing or invalid, or when a route or file
// lies under /tessera/api/, which is the demo data's JSON API (see package
// demodata).
//
// Every path goes through chi: "/" and "/tessera" redirect to "/tessera/"
// (308); /tessera/api and what lies under it go to the API, which answers
// JSON only; the rest of /tessera/ goes to the site (see spa). There, a
// route of the manifest gets its own prerendered page (<route>.html, served
// at the route only; <route>.<locale>.html where the build rendered it in
// the examples' locale that ?locale= or the tessera-locale cookie names,
// see page); a section, a path that is a prefix of routes and no
// route itself (/tessera/usage/components, with or without a trailing
// slash), gets a 307 to its first page in the manifest's order, keeping the
// query (the client router does the same); a page the site lacks gets
// 404.html with status 404; a file it lacks, a malformed path or anything
// else under assets/ gets a plain-text 404. Other paths are a plain 404.
// Methods other than GET and HEAD get 405 with Allow: GET, HEAD outside the
// API, which answers its own. Each route and each file is a chi route of
// its own (unless its name holds chi's pattern syntax), matched whole with
// no path parameter for net/http to keep.
//
// A file goes out through http.ServeContent (see serveFile), which answers
// conditional requests (304, 412), ranges (206, multipart for several, 416)
// and HEAD. The server picks the coding from Accept-Encoding (a request
// with a Range gets the file's own bytes, so offsets mean what they say)
// and sets the type, a strong ETag per coding and the caching: a year and
// immutable for the hashed files under assets/, no-cache for the rest. Two
// ranges ServeContent answers against RFC 9110 are served whole instead
// (see rangeServable): another unit than bytes (golang/go#81508) and an
// empty suffix, bytes=-0 (golang/go#81262).
//
// Every answer carries the security headers (secure): a same-origin
// Content-Security-Policy with no inline style and no inline script but the
// head's one, allowed by the hash that site.json lists, nosniff,
// no-referrer, a Permissions-Policy and Cross-Origin-Opener-Policy. A
// request whose body is framed by Transfer-Encoding gets 400 and its
// connection is closed after the answer (see framing: with Content-Length
// beside it, it is how request smuggling works). "OPTIONS *" reaches the
// handler like any request: 405 with Allow and the security headers.
func New(dist fs.FS) (http.Handler, error) {
	m, err := loadRoutes(dist)
	if err != nil {
		return nil, err
	}
	routes := make(map[string]struct{}, len(m.order))
	for _, name := range m.order {
		routes[name] = struct{}{}
	}
	files, err := loadFiles(dist)
	if err != nil {
		return nil, err
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
	pages, err := takePages(files, routes, m.locales)
	if err != nil {
		return nil, err
	}
	site := spa(files, pages, sectionPages(m.order, routes))
	r := chi.NewRouter()
	r.Use(secure(securityHeaders(m.scriptHashes)), framing)
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
	for name, page := range pages.routes {
		if literal(name) {
			get(base+name, page)
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

// pages are the prerendered HTML files: one per route, keyed by its name
// under the base, and the 404 page.
type pages struct {
	routes   map[string]*page
	notFound *file
}

// page is a route's prerendered HTML: the default file, and the file of
// each other locale of the examples the page was rendered in.
type page struct {
	file    *file
	locales map[string]*file
	// known holds every locale of the site, the default's included.
	known map[string]bool
}

// localeCookie is the cookie by which the site (its preferences.ts,
// LOCALE_COOKIE) tells the server the reader's examples' locale.
const localeCookie = "tessera-locale"

// ServeHTTP serves the page in the locale the request asks for, a known
// ?locale= first and then its cookie's (as the site reads them, so the
// first paint is the locale the page settles in), or the default file.
func (p *page) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f := p.file
	if len(p.locales) > 0 {
		locale := r.URL.Query().Get("locale")
		if c, err := r.Cookie(localeCookie); !p.known[locale] && err == nil {
			locale = c.Value
		}
		if l, ok := p.locales[locale]; ok {
			f = l
		}
	}
	serveFile(w, r, f)
}

// notFoundPage is the file of the page every miss gets, with status 404.
const notFoundPage = "404.html"

// pageName is the file of the route named name: index.html for the root,
// name.html for the others ("changelog.html", "usage/components/button.html").
func pageName(name string) string {
	if name == "" {
		return "index.html"
	}
	return name + ".html"
}

// localePageName is the file of a route's page in locale:
// "usage/components/button.de-DE.html", "index.de-DE.html".
func localePageName(name, locale string) string {
	return strings.TrimSuffix(pageName(name), ".html") + "." + locale + ".html"
}

// takePages finds each route's page, its pages in locales (those the build
// rendered: see localePageName) and the 404 page in files and takes them
// out of it: a page is served at its route, never at its file name
// (index.html stays, for the clients that ask for it). A page with pages
// in other locales varies with the cookie too. It fails naming the first
// page that is missing.
func takePages(files map[string]*file, routes map[string]struct{}, locales []string) (pages, error) {
	p := pages{routes: make(map[string]*page, len(routes)), notFound: files[notFoundPage]}
	known := make(map[string]bool, len(locales))
	for _, l := range locales {
		known[l] = true
	}
	if p.notFound == nil {
		return p, fmt.Errorf("server: dist has no %s, the page of a path no route matches", notFoundPage)
	}
	for name := range routes {
		f, ok := files[pageName(name)]
		if !ok {
			return p, fmt.Errorf("server: dist has no %s, the page of route %q", pageName(name), "/"+name)
		}
		pg := &page{file: f, known: known}
		for _, l := range locales {
			if lf, ok := files[localePageName(name, l)]; ok {
				if pg.locales == nil {
					pg.locales = make(map[string]*file)
				}
				pg.locales[l] = lf
				delete(files, localePageName(name, l))
			}
		}
		if pg.locales != nil {
			for l, lf := range pg.locales {
				lf.vary = varyEncodingCookie
				lf.buildHeaders(localePageName(name, l))
			}
			f.vary = varyEncodingCookie
			f.buildHeaders(pageName(name))
		}
		p.routes[name] = pg
	}
	for name := range routes {
		if name != "" {
			delete(files, pageName(name))
		}
	}
	delete(files, notFoundPage)
	return p, nil
}
