// Package site holds the built documentation site, embedded in the binary.
//
// The files come from `make build` (Vite writes them to site/dist); the Go
// code never reads site/src.
package site

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// FS returns the built site rooted at its dist folder: index.html, site.json
// and assets/ are at the top.
func FS() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // "dist" is a valid path; fs.Sub cannot fail on it
	}
	return sub
}
