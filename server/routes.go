package server

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"strings"
)

// manifest is the part of the build's site.json the server reads.
type manifest struct {
	Base   string `json:"base"`
	Routes []struct {
		Path string `json:"path"`
	} `json:"routes"`
	// ScriptHashes are the CSP hash sources of the pages' inline scripts.
	ScriptHashes []string `json:"scriptHashes"`
	// Locales are the examples' locales, in which a page may also be
	// prerendered (see takePages).
	Locales []string `json:"locales"`
}

// site is what the server takes from site.json: the routes as names under
// the base, in the manifest's order and each once ("" for "/", "changelog"
// for "/changelog"), the script hashes and the examples' locales.
type site struct {
	order, scriptHashes, locales []string
}

// localeName matches a locale as the site names one: a language, then
// subtags ("de-DE"), which a page's file name holds (see localePageName).
var localeName = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)

// scriptHash matches a CSP hash source of a SHA-256 digest.
var scriptHash = regexp.MustCompile(`^sha256-[A-Za-z0-9+/]{43}=$`)

// loadRoutes reads site.json from dist. It fails when the file is missing
// or invalid, when the site was built for another base, when a route is
// malformed or inside assets/, which holds files only, when a script hash
// is not a SHA-256 hash source or a locale is no locale name.
func loadRoutes(dist fs.FS) (site, error) {
	data, err := fs.ReadFile(dist, "site.json")
	if err != nil {
		return site{}, fmt.Errorf("server: reading site.json: %w", err)
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return site{}, fmt.Errorf("server: parsing site.json: %w", err)
	}
	if m.Base != base {
		return site{}, fmt.Errorf("server: site.json: base is %q, want %q", m.Base, base)
	}
	if len(m.Routes) == 0 {
		return site{}, fmt.Errorf("server: site.json: no routes")
	}
	routes := make([]string, 0, len(m.Routes))
	for _, r := range m.Routes {
		name, ok := strings.CutPrefix(r.Path, "/")
		if !ok || !validPath(name) || name == "assets" || strings.HasPrefix(name, "assets/") {
			return site{}, fmt.Errorf("server: site.json: invalid route path %q", r.Path)
		}
		if !slices.Contains(routes, name) {
			routes = append(routes, name)
		}
	}
	for _, h := range m.ScriptHashes {
		if !scriptHash.MatchString(h) {
			return site{}, fmt.Errorf("server: site.json: script hash %q is not a CSP sha256 source (sha256-<base64 digest>)", h)
		}
	}
	for _, l := range m.Locales {
		if !localeName.MatchString(l) {
			return site{}, fmt.Errorf("server: site.json: locale %q is not a locale name (de-DE)", l)
		}
	}
	return site{order: routes, scriptHashes: m.ScriptHashes, locales: m.Locales}, nil
}

// sectionPages maps each section of the routes to its first page: a
// section is a path prefix of one or more routes, ending before a slash,
// that is no route itself ("usage" and "usage/components" of
// "usage/components/button"), and its first page is the first route under
// it in order, the manifest's.
func sectionPages(order []string, routes map[string]struct{}) map[string]string {
	first := make(map[string]string)
	for _, name := range order {
		for i := strings.IndexByte(name, '/'); i > 0; i = nextSlash(name, i) {
			prefix := name[:i]
			if _, ok := routes[prefix]; ok {
				continue
			}
			if _, ok := first[prefix]; !ok {
				first[prefix] = name
			}
		}
	}
	return first
}

// nextSlash is the index of the first slash in name after index i, or -1.
func nextSlash(name string, i int) int {
	j := strings.IndexByte(name[i+1:], '/')
	if j < 0 {
		return -1
	}
	return i + 1 + j
}
