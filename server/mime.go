package server

import "path"

// mimeType describes how a file extension is served: its Content-Type and
// whether precompressed variants are worth building for it.
type mimeType struct {
	contentType  string
	compressible bool
}

// octetStream is the type of a file whose extension is not in mimeTypes.
var octetStream = mimeType{"application/octet-stream", false}

// mimeTypes is the fixed table of served types, keyed by lower-case
// extension. It deliberately ignores the operating system's MIME database,
// so a response never depends on the machine serving it. Source maps are
// absent because they are never served.
var mimeTypes = map[string]mimeType{
	".html":        {"text/html; charset=utf-8", true},
	".js":          {"text/javascript; charset=utf-8", true},
	".mjs":         {"text/javascript; charset=utf-8", true},
	".css":         {"text/css; charset=utf-8", true},
	".json":        {"application/json; charset=utf-8", true},
	".webmanifest": {"application/manifest+json; charset=utf-8", true},
	".svg":         {"image/svg+xml; charset=utf-8", true},
	".txt":         {"text/plain; charset=utf-8", true},
	".md":          {"text/markdown; charset=utf-8", true},
	".xml":         {"application/xml; charset=utf-8", true},
	".ico":         {"image/vnd.microsoft.icon", true},
	".png":         {"image/png", false},
	".jpg":         {"image/jpeg", false},
	".jpeg":        {"image/jpeg", false},
	".webp":        {"image/webp", false},
	".avif":        {"image/avif", false},
	".gif":         {"image/gif", false},
	".woff":        {"font/woff", false},
	".woff2":       {"font/woff2", false},
	".wasm":        {"application/wasm", true},
}

// typeByName returns the mimeType for a file name, by its extension only.
// The lookup is case-sensitive on purpose: Vite writes lower-case
// extensions, and a mis-cased URL is a missing file anyway.
func typeByName(name string) mimeType {
	if t, ok := mimeTypes[path.Ext(name)]; ok {
		return t
	}
	return octetStream
}
