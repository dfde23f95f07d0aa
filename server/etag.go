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
