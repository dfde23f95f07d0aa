package server

import (
	"strings"
	"unicode/utf8"
)

// validPath reports whether name, a decoded URL path under the base without
// its leading slash, is well formed: non-empty segments, none starting with
// a dot (so no "." or ".." and no dot files), valid UTF-8 (so no overlong
// encodings), and no control character, backslash or percent sign (a
// percent sign left after decoding means the client encoded twice). The
// empty name, the base itself, is valid. Every path that fails is answered
// with a plain 404, whatever the file table holds.
func validPath(name string) bool {
	if name == "" {
		return true
	}
	if !utf8.ValidString(name) {
		return false
	}
	segStart := true
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c == '/':
			if segStart {
				return false // empty segment: a leading slash or "//"
			}
			segStart = true
			continue
		case segStart && c == '.':
			return false
		case c < 0x20, c == 0x7f, c == '\\', c == '%':
			return false
		}
		segStart = false
	}
	return !segStart // no trailing slash
}

// hasEncodedSeparator reports whether a raw (escaped) path encodes a slash
// or backslash, which would otherwise decode into a separator of the path.
func hasEncodedSeparator(raw string) bool {
	for i := strings.IndexByte(raw, '%'); i >= 0 && i+2 < len(raw); i = strings.IndexByte(raw, '%') {
		if raw[i+1] == '2' && (raw[i+2] == 'f' || raw[i+2] == 'F') ||
			raw[i+1] == '5' && (raw[i+2] == 'c' || raw[i+2] == 'C') {
			return true
		}
		raw = raw[i+1:]
	}
	return false
}

// isFileLike reports whether a request for name must be a file, so that a
// miss is a plain 404 rather than the site's 404 page: anything in the
// assets folder, and any name whose last segment has an extension.
func isFileLike(name string) bool {
	if name == "assets" || strings.HasPrefix(name, "assets/") {
		return true
	}
	return strings.IndexByte(name[strings.LastIndexByte(name, '/')+1:], '.') >= 0
}
