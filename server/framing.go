package server

import "net/http"

// framing refuses a request whose body is framed by Transfer-Encoding with
// 400 Bad Request, and closes its connection after the answer.
//
// A request with both Content-Length and Transfer-Encoding is how request
// smuggling works: a proxy in front that goes by one field and this server
// by the other disagree on where the body ends, and the rest is served as a
// second request the proxy never saw. RFC 9112, section 6.1, lets a server
// reject such a request and requires it to close the connection after
// answering. net/http drops Content-Length when Transfer-Encoding is present
// before a handler sees the request, so the two cases cannot be told apart
// here; no endpoint of this server takes a body, so every request framed by
// Transfer-Encoding is refused. A body with Content-Length alone is
// unambiguous and read past as usual.
func framing(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if len(r.TransferEncoding) > 0 {
			w.Header()["Connection"] = connectionClose
			badRequest.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

var (
	// badRequest answers a request framed by Transfer-Encoding.
	badRequest      = newPlain(http.StatusBadRequest)
	connectionClose = []string{"close"}
)
