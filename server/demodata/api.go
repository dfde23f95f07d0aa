package demodata

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
)

// NewHandler returns the JSON API over rows, answering the paths under
// prefix, which ends in a slash ("/tessera/api/"); the server serves it the
// DefaultRows orders, for the table examples:
//
//	GET prefix+"orders"          a page of rows: see parseQuery for the parameters and pageJSON
//	                             for the answer, {"rows": […], "rowCount": n, "page": p, "pageSize": s}
//	GET prefix+"orders/columns"  the columns: keys, labels, types, filter operations, options;
//	                             it takes no parameters
//
// For example (filters such as amount:IN_RANGE:10..99.99, status:ONE_OF:open,packed or
// shippedAt:IS_EMPTY; see parseFilter):
//
//	curl 'http://127.0.0.1:8080/tessera/api/orders?pageSize=5&sort=-amount&search=lyon&filter=status:ONE_OF:shipped,delivered'
//
// A bad query is a 400 naming the parameter at fault (quoting at most
// maxQuoted characters of what it was given), any other path a 404 (a path
// written with needless escapes, such as %6Frders, included) and any method
// but GET and HEAD a 405 with Allow. Every answer is JSON (application/json)
// with Cache-Control: no-store; the errors are {"error": reason}, with
// "parameter": name for a 400.
func NewHandler(prefix string, rows []Order) http.Handler {
	return &api{
		orders:  prefix + "orders",
		columns: prefix + "orders/columns",
		table:   newTable(rows),
		about:   mustMarshal(describe()),
	}
}

// api serves the endpoints.
type api struct {
	orders, columns string // the endpoints' paths
	table           *table
	about           []byte // the answer of GET orders/columns
}

// Answers that never change.
var (
	notFound         = mustMarshal(errorJSON{Error: "not found"})
	methodNotAllowed = mustMarshal(errorJSON{Error: "method not allowed: use GET or HEAD"})
	allowed          = []string{"GET, HEAD"}
)

// ServeHTTP answers one request.
func (a *api) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header()["Allow"] = allowed
		write(w, r, http.StatusMethodNotAllowed, methodNotAllowed)
		return
	}
	endpoint := r.URL.Path
	if r.URL.RawPath != "" {
		endpoint = "" // escaped other than as net/url would: no endpoint
	}
	switch endpoint {
	case a.orders:
		q, err := parseQuery(r.URL.RawQuery)
		if err != nil {
			writeError(w, r, err)
			return
		}
		rows, count := a.table.page(q)
		p := pageJSON{Rows: make([]orderJSON, len(rows)), RowCount: count, Page: q.page, PageSize: q.pageSize}
		for i := range rows {
			p.Rows[i] = toJSON(&rows[i])
		}
		write(w, r, http.StatusOK, mustMarshal(p))
	case a.columns:
		if err := noParameters(r.URL.RawQuery); err != nil {
			writeError(w, r, err)
			return
		}
		write(w, r, http.StatusOK, a.about)
	default:
		write(w, r, http.StatusNotFound, notFound)
	}
}

// noParameters returns the paramError of the first parameter of a raw
// query string, if it has any.
func noParameters(raw string) error {
	for part := range strings.SplitSeq(raw, "&") {
		if part == "" {
			continue
		}
		name, _, err := unescape(part)
		if err != nil {
			return err
		}
		return badParam(name, "orders/columns takes no parameters, not %s", quote(name))
	}
	return nil
}

// writeError writes the 400 of a paramError.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	e := errorJSON{Error: err.Error()}
	var pe *paramError
	if errors.As(err, &pe) {
		e.Parameter = &pe.param
	}
	write(w, r, http.StatusBadRequest, mustMarshal(e))
}

// Header values shared by every answer; never appended to.
var (
	jsonType = []string{"application/json"}
	noStore  = []string{"no-store"}
)

// write sends an answer, with no body for HEAD.
func write(w http.ResponseWriter, r *http.Request, status int, body []byte) {
	h := w.Header()
	h["Content-Type"] = jsonType
	h["Cache-Control"] = noStore
	h["Content-Length"] = []string{strconv.Itoa(len(body))}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// mustMarshal returns v as JSON and a newline. The types it is given
// always marshal.
func mustMarshal(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic("demodata: " + err.Error())
	}
	return append(b, '\n')
}
