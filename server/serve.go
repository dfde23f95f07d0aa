package server

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"
)

// serveFile answers a GET or HEAD for f through http.ServeContent, which
// evaluates the conditions (If-Match, If-None-Match: 412, 304), the Range
// and If-Range (206, multipart for several ranges, 416) and HEAD, and sets
// Content-Length and Accept-Ranges.
//
// The representation: a request with a Range field gets the identity one,
// so byte offsets always refer to the bytes the file holds (an If-Range
// that names another tag then gets it whole); any other request the coding
// its Accept-Encoding prefers.
func serveFile(w http.ResponseWriter, r *http.Request, f *file) {
	rep := f.reps[identity]
	if rg, ranged := r.Header["Range"]; !ranged {
		rep = f.reps[negotiate(r.Header["Accept-Encoding"], &f.have)]
	} else if !rangeServable(rg) {
		r = r.Clone(r.Context())
		delete(r.Header, "Range")
	}
	h := w.Header()
	rep.header.set(h)
	rw := repWriters.Get().(*repWriter)
	rw.ResponseWriter = w
	if rep.coding != nil {
		h["Content-Encoding"] = rep.coding
		rw.length = rep.length
	}
	body := readers.Get().(*bodyReader)
	body.Reader.Reset(rep.body)
	body.b = rep.body
	http.ServeContent(rw, r, "", time.Time{}, body)
	*rw = repWriter{}
	repWriters.Put(rw)
	*body = bodyReader{}
	readers.Put(body)
}

// bodyReader is the content ServeContent reads: a bytes.Reader whose bytes
// repWriter.ReadFrom can write in one piece.
type bodyReader struct {
	bytes.Reader
	b []byte
}

// rest returns the next n bytes and moves past them.
func (br *bodyReader) rest(n int64) []byte {
	off := int64(len(br.b)) - int64(br.Len())
	n = min(n, int64(br.Len()))
	br.Seek(n, io.SeekCurrent)
	return br.b[off : off+n]
}

// The per-request values of serveFile, reused: ServeContent keeps neither
// after it returns.
var (
	repWriters = sync.Pool{New: func() any { return new(repWriter) }}
	readers    = sync.Pool{New: func() any { return new(bodyReader) }}
)

// rangeServable reports whether ServeContent answers a Range field right.
// It does not for two that RFC 9110 (section 14.2) says otherwise of, and
// the request then goes without its Range, whole: another unit than bytes,
// which a server must ignore and ServeContent answers 416
// (golang/go#81508); and a suffix of zero bytes, which ServeContent answers
// 206 with an empty body and a Content-Range whose end comes before its
// start (golang/go#81262).
func rangeServable(values []string) bool {
	if len(values) != 1 {
		return false
	}
	unit, specs, ok := strings.Cut(values[0], "=")
	if !ok || !strings.EqualFold(trimOWS(unit), "bytes") {
		return false
	}
	for spec := range strings.SplitSeq(specs, ",") {
		if zeros, ok := strings.CutPrefix(trimOWS(spec), "-"); ok && zeros != "" && strings.Trim(zeros, "0") == "" {
			return false
		}
	}
	return true
}

// repWriter is the ResponseWriter ServeContent writes a representation
// through. For a coded representation, whose Content-Encoding is set
// before ServeContent runs (it then leaves Content-Length alone), it sets
// the representation's Content-Length on a 2xx, which is always whole
// (ranges are served from the identity one). And it makes a 412 or 416 an
// error that no cache keeps: no validator, no coding, Cache-Control:
// no-store, as every error of the server is. (ServeContent itself drops
// the coding from a 304.)
type repWriter struct {
	http.ResponseWriter
	length []string // a coded representation's Content-Length; nil for identity
}

// WriteHeader adjusts the fields to the status, then writes them.
func (rw *repWriter) WriteHeader(status int) {
	h := rw.Header()
	switch {
	case status >= 200 && status < 300:
		if rw.length != nil {
			h["Content-Length"] = rw.length
		}
	case status >= 400:
		delete(h, "Etag")
		delete(h, "Content-Encoding")
		h["Cache-Control"] = noStore
	}
	rw.ResponseWriter.WriteHeader(status)
}

var noStore = []string{"no-store"}

// ReadFrom writes the body ServeContent copies. The bytes of a bodyReader
// (the whole body or one range; ServeContent hands it over behind an
// io.LimitedReader) go out in one Write from where they are, as a handler
// writing its bytes would: copied through a buffer, a 100 KB script took
// four writes and cost a quarter of the server's speed on it. Anything else
// (the parts of a multipart answer) goes through the ResponseWriter's own
// ReadFrom, or a pooled buffer.
func (rw *repWriter) ReadFrom(src io.Reader) (int64, error) {
	if lr, ok := src.(*io.LimitedReader); ok {
		if br, ok := lr.R.(*bodyReader); ok {
			b := br.rest(lr.N)
			lr.N -= int64(len(b))
			n, err := rw.ResponseWriter.Write(b)
			return int64(n), err
		}
	}
	if rf, ok := rw.ResponseWriter.(io.ReaderFrom); ok {
		return rf.ReadFrom(src)
	}
	buf := copyBuffers.Get().(*[]byte)
	defer copyBuffers.Put(buf)
	return io.CopyBuffer(rw.ResponseWriter, src, *buf) // not a ReaderFrom: CopyBuffer uses buf
}

// Unwrap returns the ResponseWriter beneath, for http.ResponseController.
func (rw *repWriter) Unwrap() http.ResponseWriter { return rw.ResponseWriter }

var copyBuffers = sync.Pool{New: func() any { b := make([]byte, 32<<10); return &b }}

// serveMissing answers a page the site does not have with its 404 page
// and status 404. Conditions and ranges are ignored, as RFC 9110 requires
// for a response that would not be a 2xx.
func serveMissing(w http.ResponseWriter, r *http.Request, page *file) {
	rep := page.reps[negotiate(r.Header["Accept-Encoding"], &page.have)]
	h := w.Header()
	rep.header.set(h)
	h["Content-Length"] = rep.length
	if rep.coding != nil {
		h["Content-Encoding"] = rep.coding
	}
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		w.Write(rep.body)
	}
}
