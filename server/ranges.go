package server

import "strings"

// rangeResult is what a Range field asks of a representation.
type rangeResult uint8

const (
	// rangeIgnored: the field is malformed, uses another unit, or asks for
	// several ranges; the server sends the whole representation (200), as
	// RFC 9110, section 14.2, allows.
	rangeIgnored rangeResult = iota
	// rangeSatisfiable: one range within the content (206).
	rangeSatisfiable
	// rangeUnsatisfiable: one range entirely past the end (416).
	rangeUnsatisfiable
)

// parseRange parses a Range field value for content of size bytes. For a
// satisfiable range it returns the first byte and the length.
func parseRange(s string, size int64) (start, length int64, result rangeResult) {
	s = trimOWS(s)
	if len(s) < 6 || !strings.EqualFold(s[:6], "bytes=") {
		return 0, 0, rangeIgnored
	}
	spec := trimOWS(s[6:])
	if strings.IndexByte(spec, ',') >= 0 {
		return 0, 0, rangeIgnored
	}
	dash := strings.IndexByte(spec, '-')
	if dash < 0 {
		return 0, 0, rangeIgnored
	}
	first, last := spec[:dash], spec[dash+1:]
	if first == "" { // suffix range: the last n bytes
		n, ok := parseDigits(last)
		switch {
		case !ok:
			return 0, 0, rangeIgnored
		case n == 0 || size == 0:
			return 0, 0, rangeUnsatisfiable
		case n > size:
			n = size
		}
		return size - n, n, rangeSatisfiable
	}
	a, ok := parseDigits(first)
	if !ok {
		return 0, 0, rangeIgnored
	}
	b := size - 1
	if last != "" {
		if b, ok = parseDigits(last); !ok || b < a {
			return 0, 0, rangeIgnored
		}
		b = min(b, size-1)
	}
	if a >= size {
		return 0, 0, rangeUnsatisfiable
	}
	return a, b - a + 1, rangeSatisfiable
}

// parseDigits parses a non-empty decimal number of at most 18 digits, so it
// cannot overflow an int64.
func parseDigits(s string) (int64, bool) {
	if s == "" || len(s) > 18 {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int64(s[i]-'0')
	}
	return n, true
}
