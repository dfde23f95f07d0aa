package server

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
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
}

// scriptHash matches a CSP hash source of a SHA-256 digest.
var scriptHash = regexp.MustCompile(`^sha256-[A-Za-z0-9+/]{43}=$`)

// loadRoutes reads site.json from dist and returns its routes as names
// under the base ("" for "/", "changelog" for "/changelog") and its script
// hashes. It fails when the file is missing or invalid, when the site was
// built for another base, when a route is malformed or inside assets/,
// which holds files only, or when a script hash is not a SHA-256 hash source.
func loadRoutes(dist fs.FS) (map[string]struct{}, []string, error) {
	data, err := fs.ReadFile(dist, "site.json")
	if err != nil {
		return nil, nil, fmt.Errorf("server: reading site.json: %w", err)
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, nil, fmt.Errorf("server: parsing site.json: %w", err)
	}
	if m.Base != base {
		return nil, nil, fmt.Errorf("server: site.json: base is %q, want %q", m.Base, base)
	}
	if len(m.Routes) == 0 {
		return nil, nil, fmt.Errorf("server: site.json: no routes")
	}
	routes := make(map[string]struct{}, len(m.Routes))
	for _, r := range m.Routes {
		name, ok := strings.CutPrefix(r.Path, "/")
		if !ok || !validPath(name) || name == "assets" || strings.HasPrefix(name, "assets/") {
			return nil, nil, fmt.Errorf("server: site.json: invalid route path %q", r.Path)
		}
		routes[name] = struct{}{}
	}
	for _, h := range m.ScriptHashes {
		if !scriptHash.MatchString(h) {
			return nil, nil, fmt.Errorf("server: site.json: script hash %q is not a CSP sha256 source (sha256-<base64 digest>)", h)
		}
	}
	return routes, m.ScriptHashes, nil
}
