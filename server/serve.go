package server

import (
	"net/http"
	"strconv"
)

// serveFile answers a GET or HEAD for f with 200, or 206, 304, 412 or 416
// as the request's conditions and range ask.
//
// A request whose Range the server honours (one satisfiable or
// unsatisfiable byte range, with If-Range absent or naming the identity
// tag) is answered from the identity representation, so byte offsets always
// refer to the bytes the file holds; any other request gets the coding its
// Accept-Encoding prefers. The conditions are then evaluated against the
// chosen representation, in the order of RFC 9110, section 13.2.2.
func serveFile(w http.ResponseWriter, r *http.Request, f *file) {
	h := w.Header()
	id := f.reps[identity]
	var (
		start, length int64
		ranged        = rangeIgnored
	)
	if rg := r.Header["Range"]; len(rg) == 1 && r.Method == http.MethodGet {
		if ir := r.Header["If-Range"]; len(ir) == 0 || ifRangeMatches(ir[0], id.etag) {
			start, length, ranged = parseRange(rg[0], int64(len(id.body)))
		}
	}
	rep := id
	if ranged == rangeIgnored {
		rep = f.reps[negotiate(r.Header["Accept-Encoding"], &f.have)]
	}
	if im := r.Header["If-Match"]; len(im) > 0 && !matchAny(im, rep.etag, false) {
		preconditionFailed.ServeHTTP(w, r)
		return
	}
	if inm := r.Header["If-None-Match"]; len(inm) > 0 && matchAny(inm, rep.etag, true) {
		rep.notModified.set(h)
		w.WriteHeader(http.StatusNotModified)
		return
	}
	switch ranged {
	case rangeSatisfiable:
		rep.partial.set(h)
		size := strconv.Itoa(len(rep.body))
		h["Content-Range"] = []string{"bytes " + strconv.FormatInt(start, 10) + "-" +
			strconv.FormatInt(start+length-1, 10) + "/" + size}
		h["Content-Length"] = []string{strconv.FormatInt(length, 10)}
		w.WriteHeader(http.StatusPartialContent)
		w.Write(rep.body[start : start+length])
		return
	case rangeUnsatisfiable:
		rangeNotSatisfiable.header.set(h)
		h["Content-Range"] = []string{"bytes */" + strconv.Itoa(len(rep.body))}
		if f.vary != nil {
			h["Vary"] = f.vary
		}
		w.WriteHeader(http.StatusRequestedRangeNotSatisfiable)
		w.Write(rangeNotSatisfiable.body)
		return
	}
	rep.ok.set(h)
	h[acceptRanges.key] = acceptRanges.value
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(rep.body)
	}
}

// serveMissing answers a page the site does not have with the site's own
// index.html and status 404, so the site renders its 404 page. Conditions
// and ranges are ignored, as RFC 9110 requires for a response that would not
// be a 2xx.
func serveMissing(w http.ResponseWriter, r *http.Request, index *file) {
	rep := index.reps[negotiate(r.Header["Accept-Encoding"], &index.have)]
	rep.ok.set(w.Header())
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		w.Write(rep.body)
	}
}

var (
	// preconditionFailed answers an If-Match that names no current tag.
	preconditionFailed = newPlain(http.StatusPreconditionFailed)
	// rangeNotSatisfiable answers a range past the end; serveFile adds
	// Content-Range.
	rangeNotSatisfiable = newPlain(http.StatusRequestedRangeNotSatisfiable)
)
