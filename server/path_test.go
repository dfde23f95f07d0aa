package server

import (
	"strings"
	"testing"
)

func TestValidPath(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"", true},
		{"changelog", true},
		{"usage/components/button", true},
		{"assets/index-AbC123.js", true},
		{"usage/compo.nents/button", true},
		{"café", true},
		{"/changelog", false},
		{"changelog/", false},
		{"usage//button", false},
		{".", false},
		{"..", false},
		{"../etc/passwd", false},
		{"assets/../index.html", false},
		{"assets/./x.js", false},
		{".vite/manifest.json", false},
		{"assets/.hidden", false},
		{"assets\\x.js", false},
		{"..\\..\\etc\\passwd", false},
		{"x\x00.js", false},
		{"x\n", false},
		{"x\x7f", false},
		{"%2e%2e/x", false},
		{"a%2fb", false},
		{"\xc0\xae\xc0\xae/x", false},
		{"\xff", false},
		{strings.Repeat("a", 10000), true},
	}
	for _, tt := range tests {
		if got := validPath(tt.name); got != tt.want {
			t.Errorf("validPath(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestHasEncodedSeparator(t *testing.T) {
	tests := []struct {
		raw  string
		want bool
	}{
		{"/tessera/assets/x.js", false},
		{"/tessera/assets%2fx.js", true},
		{"/tessera/assets%2Fx.js", true},
		{"/tessera/..%5c..%5cx", true},
		{"/tessera/..%5C..", true},
		{"/tessera/caf%C3%A9", false},
		{"/tessera/%25", false},
		{"/tessera/%2", false},
		{"/tessera/%", false},
		{"/tessera/%%2f", true},
	}
	for _, tt := range tests {
		if got := hasEncodedSeparator(tt.raw); got != tt.want {
			t.Errorf("hasEncodedSeparator(%q) = %v, want %v", tt.raw, got, tt.want)
		}
	}
}

func TestIsFileLike(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"assets", true},
		{"assets/missing", true},
		{"assets/x-AbC123.js", true},
		{"favicon.ico", true},
		{"usage/components/button.json", true},
		{"usage/components/button", false},
		{"usage.v2/components", false},
		{"assetsfoo", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := isFileLike(tt.name); got != tt.want {
			t.Errorf("isFileLike(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}
