package server

import "strings"

// coding is a content coding the server can serve a file in.
type coding uint8

// The codings, in the order a file stores its representations.
const (
	identity coding = iota
	gzipCoding
	brCoding
	numCodings
)

// codingNames are the Content-Encoding tokens of the codings; identity has
// none because it is never sent.
var codingNames = [numCodings]string{"", "gzip", "br"}

// preference orders the codings the server would rather send, best first:
// brotli is the smallest, gzip the most widely accepted. It breaks ties
// between codings a client weights equally.
var preference = [numCodings]coding{brCoding, gzipCoding, identity}

// implicitIdentity is the weight of identity when a client neither lists it
// nor sends "*": acceptable (RFC 9110, section 12.5.3) but the last choice,
// so "gzip;q=0.5" still gets gzip.
const implicitIdentity = 1

// negotiate picks the coding to send for the Accept-Encoding field values
// accept, among the codings a file has (have). It honours q-values,
// including q=0 as a refusal, matches coding names case-insensitively,
// treats "*" as every coding not listed by name, ignores codings it does not
// know and elements it cannot parse, and breaks ties by preference. No
// header, an empty one, or one that refuses everything the file has
// (for example "identity;q=0" for a PNG) gets identity: a response the
// client may not like is more useful than a 406.
func negotiate(accept []string, have *[numCodings]bool) coding {
	if len(accept) == 0 {
		return identity
	}
	var q [numCodings]int // weights in thousandths; -1 when not listed
	for i := range q {
		q[i] = -1
	}
	star := -1
	for _, v := range accept {
		for v != "" {
			var elem string
			if i := strings.IndexByte(v, ','); i >= 0 {
				elem, v = v[:i], v[i+1:]
			} else {
				elem, v = v, ""
			}
			name, w, ok := parseElement(elem)
			if !ok {
				continue
			}
			switch {
			case name == "*":
				star = w
			case strings.EqualFold(name, "gzip"), strings.EqualFold(name, "x-gzip"):
				q[gzipCoding] = w
			case strings.EqualFold(name, "br"):
				q[brCoding] = w
			case strings.EqualFold(name, "identity"):
				q[identity] = w
			}
		}
	}
	for c := range q {
		if q[c] < 0 {
			switch {
			case star >= 0:
				q[c] = star
			case coding(c) == identity:
				q[c] = implicitIdentity
			default:
				q[c] = 0
			}
		}
	}
	best, bestQ := identity, 0
	for _, c := range preference {
		if have[c] && q[c] > bestQ {
			best, bestQ = c, q[c]
		}
	}
	return best
}

// parseElement splits one Accept-Encoding element, such as " gzip ; q=0.8",
// into its coding name and weight in thousandths. It reports false for an
// empty element or a malformed weight.
func parseElement(elem string) (name string, weight int, ok bool) {
	params := ""
	if i := strings.IndexByte(elem, ';'); i >= 0 {
		elem, params = elem[:i], elem[i+1:]
	}
	name = trimOWS(elem)
	if name == "" {
		return "", 0, false
	}
	weight = 1000
	for params != "" {
		var p string
		if i := strings.IndexByte(params, ';'); i >= 0 {
			p, params = params[:i], params[i+1:]
		} else {
			p, params = params, ""
		}
		p = trimOWS(p)
		if len(p) < 2 || (p[0] != 'q' && p[0] != 'Q') || p[1] != '=' {
			continue // not a weight; codings have no other parameters
		}
		if weight, ok = parseQ(trimOWS(p[2:])); !ok {
			return "", 0, false
		}
	}
	return name, weight, true
}

// parseQ parses a qvalue (RFC 9110, section 12.4.2): "0" to "1" with at
// most three decimals, returned in thousandths.
func parseQ(s string) (int, bool) {
	if s == "" || (s[0] != '0' && s[0] != '1') {
		return 0, false
	}
	n := int(s[0]-'0') * 1000
	if len(s) == 1 {
		return n, true
	}
	if s[1] != '.' || len(s) > 5 {
		return 0, false
	}
	scale := 100
	for i := 2; i < len(s); i++ {
		d := s[i]
		if d < '0' || d > '9' {
			return 0, false
		}
		n += int(d-'0') * scale
		scale /= 10
	}
	if n > 1000 {
		return 0, false
	}
	return n, true
}

// trimOWS trims the optional white space (spaces and tabs) of HTTP fields.
func trimOWS(s string) string {
	for s != "" && (s[0] == ' ' || s[0] == '\t') {
		s = s[1:]
	}
	for s != "" && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
		s = s[:len(s)-1]
	}
	return s
}
