package server

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"
)

// manifest is the part of the build's site.json the server reads.
type manifest struct {
	Base   string `json:"base"`
	Routes []struct {
		Path string `json:"path"`
	} `json:"routes"`
}

// loadRoutes reads site.json from dist and returns its routes as names
// under the base: "" for "/", "changelog" for "/changelog". It fails when
// the file is missing or invalid, when the site was built for another base,
// or when a route is malformed or inside assets/, which holds files only.
func loadRoutes(dist fs.FS) (map[string]struct{}, error) {
	data, err := fs.ReadFile(dist, "site.json")
	if err != nil {
		return nil, fmt.Errorf("server: reading site.json: %w", err)
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("server: parsing site.json: %w", err)
	}
	if m.Base != base {
		return nil, fmt.Errorf("server: site.json: base is %q, want %q", m.Base, base)
	}
	if len(m.Routes) == 0 {
		return nil, fmt.Errorf("server: site.json: no routes")
	}
	routes := make(map[string]struct{}, len(m.Routes))
	for _, r := range m.Routes {
		name, ok := strings.CutPrefix(r.Path, "/")
		if !ok || !validPath(name) || name == "assets" || strings.HasPrefix(name, "assets/") {
			return nil, fmt.Errorf("server: site.json: invalid route path %q", r.Path)
		}
		routes[name] = struct{}{}
	}
	return routes, nil
}
