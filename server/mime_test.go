package server

import "testing"

func TestTypeByName(t *testing.T) {
	tests := []struct {
		name         string
		contentType  string
		compressible bool
	}{
		{"index.html", "text/html; charset=utf-8", true},
		{"assets/index-AbC123.js", "text/javascript; charset=utf-8", true},
		{"assets/worker-AbC123.mjs", "text/javascript; charset=utf-8", true},
		{"assets/index-AbC123.css", "text/css; charset=utf-8", true},
		{"site.json", "application/json; charset=utf-8", true},
		{"favicon.svg", "image/svg+xml; charset=utf-8", true},
		{"robots.txt", "text/plain; charset=utf-8", true},
		{"README.md", "text/markdown; charset=utf-8", true},
		{"favicon.ico", "image/vnd.microsoft.icon", true},
		{"assets/logo-AbC123.png", "image/png", false},
		{"assets/photo-AbC123.jpg", "image/jpeg", false},
		{"assets/photo-AbC123.webp", "image/webp", false},
		{"assets/noto-AbC123.woff", "font/woff", false},
		{"assets/noto-AbC123.woff2", "font/woff2", false},
		{"assets/data-AbC123.bin", "application/octet-stream", false},
		{"assets/index-AbC123.JS", "application/octet-stream", false},
		{"LICENSE", "application/octet-stream", false},
	}
	for _, tt := range tests {
		got := typeByName(tt.name)
		if got.contentType != tt.contentType || got.compressible != tt.compressible {
			t.Errorf("typeByName(%q) = %q, %v; want %q, %v", tt.name, got.contentType, got.compressible, tt.contentType, tt.compressible)
		}
	}
}
