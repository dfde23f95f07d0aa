package server

import (
	"crypto/sha256"
	"encoding/base64"
)

// etagOf returns a strong entity tag for one representation's bytes. Each
// coding of a file has different bytes and so its own tag, as RFC 9110
// requires of strong validators.
func etagOf(content []byte) string {
	sum := sha256.Sum256(content)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:15]) + `"`
}

// matchAny reports whether the entity-tag lists in the field values of
// If-None-Match (weak true: weak comparison) or If-Match (weak false:
// strong comparison) name etag, or are "*". Parsing stops at the first
// malformed element, which then matches nothing.
func matchAny(values []string, etag string, weak bool) bool {
	for _, s := range values {
		for {
			for s != "" && (s[0] == ' ' || s[0] == '\t' || s[0] == ',') {
				s = s[1:]
			}
			if s == "" {
				break
			}
			if s[0] == '*' {
				return true
			}
			isWeak := false
			if len(s) >= 2 && s[0] == 'W' && s[1] == '/' {
				isWeak, s = true, s[2:]
			}
			if s == "" || s[0] != '"' {
				return false
			}
			end := 1
			for end < len(s) && s[end] != '"' {
				end++
			}
			if end == len(s) {
				return false
			}
			if s[:end+1] == etag && (weak || !isWeak) {
				return true
			}
			s = s[end+1:]
		}
	}
	return false
}

// ifRangeMatches reports whether an If-Range field value allows the range:
// only a strong entity tag equal to etag does. The server sends no
// Last-Modified, so a date never matches and the full content is sent.
func ifRangeMatches(value, etag string) bool {
	return trimOWS(value) == etag
}
