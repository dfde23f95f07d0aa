package demodata_test

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/tessera-ds/tessera/server"
	"github.com/tessera-ds/tessera/server/demodata"
)

// site is the smallest site server.New accepts.
var site = fstest.MapFS{
	"index.html":                  {Data: []byte(`<!doctype html><title>Tessera</title>`)},
	"usage/components/table.html": {Data: []byte(`<!doctype html><title>Table · Tessera</title>`)},
	"404.html":                    {Data: []byte(`<!doctype html><title>Not found · Tessera</title>`)},
	"site.json":                   {Data: []byte(`{"base":"/tessera/","routes":[{"path":"/"},{"path":"/usage/components/table"}]}`)},
}

// newServer returns server.New over site: the API as it is mounted.
func newServer(t testing.TB) http.Handler {
	t.Helper()
	h, err := server.New(site)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// get sends one request to h.
func get(h http.Handler, method, target string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(method, target, nil))
	return w
}

// securityHeaders are the headers the server sets on every response.
var securityHeaders = []string{
	"Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy",
}

// checkHeaders fails unless got holds exactly the site's security headers,
// with the values the site's own responses have, Content-Type
// application/json, Cache-Control no-store, the right Content-Length, and
// extra.
func checkHeaders(t *testing.T, h http.Handler, label string, w *httptest.ResponseRecorder, bodyLength int, extra ...string) {
	t.Helper()
	siteHeader := get(h, http.MethodGet, "/tessera/").Header()
	want := map[string]string{
		"Content-Type":   "application/json",
		"Cache-Control":  "no-store",
		"Content-Length": fmt.Sprint(bodyLength),
	}
	for _, k := range securityHeaders {
		want[k] = siteHeader.Get(k)
		if want[k] == "" {
			t.Fatalf("the site sends no %s", k)
		}
	}
	for i := 0; i+1 < len(extra); i += 2 {
		want[extra[i]] = extra[i+1]
	}
	got := w.Header()
	for k, v := range want {
		if g := got.Values(k); len(g) != 1 || g[0] != v {
			t.Errorf("%s: %s = %q, want %q", label, k, g, v)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: unexpected header %s: %q", label, k, got[k])
		}
	}
}

// page is the answer of GET orders.
type page struct {
	Rows     []map[string]json.RawMessage `json:"rows"`
	RowCount int                          `json:"rowCount"`
	Page     int                          `json:"page"`
	PageSize int                          `json:"pageSize"`
}

// decodePage decodes the answer of GET orders, failing on unknown fields.
func decodePage(t *testing.T, label string, body []byte) page {
	t.Helper()
	var p page
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		t.Fatalf("%s: decoding %s: %v", label, body, err)
	}
	return p
}

// ids returns the IDs of a page's rows.
func (p page) ids(t *testing.T) []int {
	t.Helper()
	var ids []int
	for _, r := range p.Rows {
		var id int
		if err := json.Unmarshal(r["id"], &id); err != nil {
			t.Fatalf("row %s: id: %v", r["id"], err)
		}
		ids = append(ids, id)
	}
	return ids
}

// rowKeys are the fields of every row, in the order the API writes them.
var rowKeys = []string{"id", "customer", "city", "status", "channels", "quantity", "weight", "amount", "isPriority", "orderedAt", "shippedAt"}

func TestOrders(t *testing.T) {
	h := newServer(t)
	rows := demodata.Generate(demodata.DefaultRows)
	// The brute-force answers: the IDs of rows that pass, in order.
	all := func(pass func(o demodata.Order) bool, order func(a, b demodata.Order) int) []int {
		var found []demodata.Order
		for _, o := range rows {
			if pass(o) {
				found = append(found, o)
			}
		}
		slices.SortStableFunc(found, func(a, b demodata.Order) int { return cmp.Or(order(a, b), cmp.Compare(a.ID, b.ID)) })
		ids := make([]int, len(found))
		for i, o := range found {
			ids[i] = o.ID
		}
		return ids
	}
	every := func(demodata.Order) bool { return true }
	byID := func(a, b demodata.Order) int { return 0 }
	shipped := all(func(o demodata.Order) bool { return o.Status == "shipped" },
		func(a, b demodata.Order) int { return cmp.Compare(b.Amount, a.Amount) })
	priorityInLyon := all(func(o demodata.Order) bool {
		return o.IsPriority != nil && *o.IsPriority && strings.Contains(strings.ToLower(o.City+"|"+o.Customer), "lyon")
	}, func(a, b demodata.Order) int { return cmp.Compare(a.Quantity, b.Quantity) })
	everything := all(every, byID)

	tests := []struct {
		query          string
		all            []int // every row the query finds, in order
		page, pageSize int
	}{
		{"", everything, 0, 10},
		{"page=3&pageSize=25", everything, 3, 25},
		{"filter=status:EQUAL:shipped&sort=-amount&pageSize=5&page=1", shipped, 1, 5},
		{"filter=status%3AEQUAL%3Ashipped&sort=-amount&pageSize=100", shipped, 0, 100},
		{"search=LYON&filter=isPriority:EQUAL:true&sort=quantity", priorityInLyon, 0, 10},
		{"search=LYON&filter=isPriority:EQUAL:true&sort=quantity&page=1000", priorityInLyon, 1000, 10},
		{"page=250", everything, 250, 10},
		{"page=249", everything, 249, 10},
	}
	for _, tt := range tests {
		target := "/tessera/api/orders"
		if tt.query != "" {
			target += "?" + tt.query
		}
		w := get(h, http.MethodGet, target)
		if w.Code != http.StatusOK {
			t.Errorf("GET %s: status %d, body %s", target, w.Code, w.Body)
			continue
		}
		checkHeaders(t, h, "GET "+target, w, w.Body.Len())
		p := decodePage(t, target, w.Body.Bytes())
		lo := min(tt.page*tt.pageSize, len(tt.all))
		want := tt.all[lo:min(lo+tt.pageSize, len(tt.all))]
		if got := p.ids(t); !slices.Equal(got, want) || p.RowCount != len(tt.all) || p.Page != tt.page || p.PageSize != tt.pageSize {
			t.Errorf("GET %s: ids %v, rowCount %d, page %d, pageSize %d; want %v, %d, %d, %d",
				target, got, p.RowCount, p.Page, p.PageSize, want, len(tt.all), tt.page, tt.pageSize)
		}
		if len(want) == 0 && !strings.Contains(w.Body.String(), `"rows":[]`) {
			t.Errorf("GET %s: an empty page's rows are not []: %s", target, w.Body)
		}
		for _, r := range p.Rows {
			keys := make([]string, 0, len(r))
			for k := range r {
				keys = append(keys, k)
			}
			if !slices.Equal(slices.Sorted(slices.Values(keys)), slices.Sorted(slices.Values(rowKeys))) {
				t.Errorf("GET %s: row fields %q, want %q", target, keys, rowKeys)
				break
			}
		}
	}
	if len(shipped) <= 100 || len(priorityInLyon) == 0 {
		t.Errorf("the reference finds %d shipped rows and %d priority rows in Lyon; the pages test too little", len(shipped), len(priorityInLyon))
	}
}

// TestOrdersRow checks the first row as the API writes it.
func TestOrdersRow(t *testing.T) {
	w := get(newServer(t), http.MethodGet, "/tessera/api/orders?pageSize=5")
	want := `{"rows":[{"id":1,"customer":"Lars Moreau","city":"Barcelona","status":"delivered","channels":[],"quantity":18,` +
		`"weight":22.932,"amount":"1749.28","isPriority":false,"orderedAt":"2025-05-16","shippedAt":"2025-05-23"},`
	if !strings.HasPrefix(w.Body.String(), want) || !strings.HasSuffix(w.Body.String(), `],"rowCount":2500,"page":0,"pageSize":5}`+"\n") {
		t.Errorf("GET /tessera/api/orders?pageSize=5 = %s\nwant it to start with %s", w.Body, want)
	}
}

func TestOrdersHead(t *testing.T) {
	h := newServer(t)
	for _, target := range []string{"/tessera/api/orders?sort=-amount", "/tessera/api/orders/columns", "/tessera/api/orders?page=x", "/tessera/api/nope"} {
		g, hd := get(h, http.MethodGet, target), get(h, http.MethodHead, target)
		if hd.Code != g.Code || hd.Body.Len() != 0 {
			t.Errorf("HEAD %s: status %d, %d body bytes; want %d and none", target, hd.Code, hd.Body.Len(), g.Code)
		}
		checkHeaders(t, h, "HEAD "+target, hd, g.Body.Len())
	}
}

// TestBadInput checks that every kind of bad input is a 400 naming the
// parameter at fault.
func TestBadInput(t *testing.T) {
	h := newServer(t)
	long := strings.Repeat("x", 101)
	tests := []struct {
		query, param string
	}{
		// page
		{"page=abc", "page"},
		{"page=-1", "page"},
		{"page=1.5", "page"},
		{"page=", "page"},
		{"page", "page"},
		{"page=1e3", "page"},
		{"page=%2B1", "page"},
		{"page=0x10", "page"},
		{"page=2147483648", "page"},
		{"page=99999999999999999999", "page"},
		{"page=1&page=2", "page"},
		{"page=1&page=1", "page"},
		{"page=%zz", "page"},
		// pageSize
		{"pageSize=0", "pageSize"},
		{"pageSize=4", "pageSize"},
		{"pageSize=101", "pageSize"},
		{"pageSize=abc", "pageSize"},
		{"pageSize=-10", "pageSize"},
		{"pageSize=10.0", "pageSize"},
		{"pageSize=", "pageSize"},
		{"pageSize=10&pageSize=25", "pageSize"},
		// sort
		{"sort=nope", "sort"},
		{"sort=Amount", "sort"},
		{"sort=channels", "sort"},
		{"sort=", "sort"},
		{"sort=-", "sort"},
		{"sort=amount,,status", "sort"},
		{"sort=amount,-amount", "sort"},
		{"sort=amount&sort=amount", "sort"},
		{"sort=%2Bamount", "sort"},
		// search
		{"search=" + long, "search"},
		{"search=a&search=b", "search"},
		{"search=%ff", "search"},
		// filter: form, column, operation
		{"filter=amount", "filter"},
		{"filter=", "filter"},
		{"filter=amount:EQUAL", "filter"},
		{"filter=amount:EQUAL:", "filter"},
		{"filter=nope:EQUAL:1", "filter"},
		{"filter=amount:NOPE:1", "filter"},
		{"filter=amount:equal:1", "filter"},
		{"filter=city:IS_EMPTY:x", "filter"},
		// operation not allowed for the type
		{"filter=customer:GREATER_THAN:a", "filter"},
		{"filter=customer:IN_RANGE:a..b", "filter"},
		{"filter=customer:ONE_OF:a", "filter"},
		{"filter=id:CONTAINS:1", "filter"},
		{"filter=weight:ONE_OF:1", "filter"},
		{"filter=amount:CONTAINS:1", "filter"},
		{"filter=isPriority:GREATER_THAN:true", "filter"},
		{"filter=isPriority:CONTAINS:t", "filter"},
		{"filter=status:CONTAINS:open", "filter"},
		{"filter=status:IN_RANGE:open..packed", "filter"},
		{"filter=channels:EQUAL:web", "filter"},
		{"filter=channels:CONTAINS:web", "filter"},
		{"filter=orderedAt:CONTAINS:2025", "filter"},
		{"filter=orderedAt:ONE_OF:2025-01-01", "filter"},
		// bad value for the type
		{"filter=id:EQUAL:abc", "filter"},
		{"filter=quantity:EQUAL:1.5", "filter"},
		{"filter=quantity:GREATER_THAN:%2B1", "filter"},
		{"filter=weight:EQUAL:1.2345", "filter"},
		{"filter=weight:EQUAL:1e3", "filter"},
		{"filter=amount:EQUAL:1.234", "filter"},
		{"filter=amount:EQUAL:12,50", "filter"},
		{"filter=amount:EQUAL:1234567890123456", "filter"},
		{"filter=isPriority:EQUAL:yes", "filter"},
		{"filter=status:EQUAL:lost", "filter"},
		{"filter=status:ONE_OF:open,,packed", "filter"},
		{"filter=status:ONE_OF:open,open", "filter"},
		{"filter=channels:ONE_OF:fax", "filter"},
		{"filter=customer:CONTAINS:" + long, "filter"},
		{"filter=customer:EQUAL:%ff", "filter"},
		// bad date
		{"filter=orderedAt:EQUAL:2025-02-30", "filter"},
		{"filter=orderedAt:GREATER_THAN:2025-13-01", "filter"},
		{"filter=orderedAt:LESS_THAN:25-01-01", "filter"},
		{"filter=shippedAt:EQUAL:2025/01/01", "filter"},
		{"filter=shippedAt:EQUAL:today", "filter"},
		// bad range
		{"filter=amount:IN_RANGE:5", "filter"},
		{"filter=amount:IN_RANGE:..", "filter"},
		{"filter=amount:IN_RANGE:10..5", "filter"},
		{"filter=amount:IN_RANGE:a..5", "filter"},
		{"filter=quantity:IN_RANGE:1..2..3", "filter"},
		{"filter=orderedAt:IN_RANGE:2025-02-01..2025-01-01", "filter"},
		{"filter=orderedAt:IN_RANGE:2025-01-01..2025-02-31", "filter"},
		// too many filters
		{strings.Repeat("&filter=id:GREATER_THAN:0", 21)[1:], "filter"},
		// unknown parameters
		{"nope=1", "nope"},
		{"Page=1", "Page"},
		{"pagesize=10", "pagesize"},
		{"filters=amount:EQUAL:1", "filters"},
		{"=1", ""},
		{"pa%zzge=1", "pa%zzge"},
		// the first bad parameter is named
		{"page=1&nope=1&pageSize=0", "nope"},
		{"filter=status:EQUAL:open&filter=amount:EQUAL:x&page=-1", "filter"},
	}
	for _, tt := range tests {
		target := "/tessera/api/orders?" + tt.query
		w := get(h, http.MethodGet, target)
		var e struct {
			Error     string  `json:"error"`
			Parameter *string `json:"parameter"`
		}
		err := json.Unmarshal(w.Body.Bytes(), &e)
		if w.Code != http.StatusBadRequest || err != nil || e.Error == "" || e.Parameter == nil || *e.Parameter != tt.param {
			t.Errorf("GET %s: status %d, body %s; want 400 naming parameter %q", target, w.Code, w.Body, tt.param)
			continue
		}
		checkHeaders(t, h, "GET "+target, w, w.Body.Len())
	}
}

func TestColumns(t *testing.T) {
	h := newServer(t)
	w := get(h, http.MethodGet, "/tessera/api/orders/columns")
	if w.Code != http.StatusOK {
		t.Fatalf("GET /tessera/api/orders/columns: status %d", w.Code)
	}
	checkHeaders(t, h, "GET /tessera/api/orders/columns", w, w.Body.Len())
	var d struct {
		Columns []struct {
			Key        string   `json:"key"`
			Label      string   `json:"label"`
			Type       string   `json:"type"`
			Operations []string `json:"operations"`
			Sortable   bool     `json:"sortable"`
			Options    []struct {
				Value string `json:"value"`
				Label string `json:"label"`
			} `json:"options"`
		} `json:"columns"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &d); err != nil || len(d.Columns) != len(rowKeys) {
		t.Fatalf("decoding %s: %v, or not %d columns", w.Body, err, len(rowKeys))
	}
	// A value of each type that every operation taking one accepts.
	sample := map[string]map[string]string{
		"string":     {"": "a"},
		"integer":    {"": "2", "IN_RANGE": "1..3"},
		"float":      {"": "1.5", "IN_RANGE": "1..2.5"},
		"currency":   {"": "19.99", "IN_RANGE": "10..20"},
		"boolean":    {"": "true"},
		"dateRange":  {"": "2025-03-01", "IN_RANGE": "2025-03-01..2025-03-31"},
		"singleEnum": {},
		"multiEnum":  {},
	}
	operations := []string{"EQUAL", "IS_EMPTY", "CONTAINS", "GREATER_THAN", "GREATER_THAN_OR_EQUAL",
		"LESS_THAN", "LESS_THAN_OR_EQUAL", "IN_RANGE", "ONE_OF"}
	for i, c := range d.Columns {
		if c.Key != rowKeys[i] || c.Label == "" || len(c.Operations) == 0 {
			t.Errorf("column %d: key %q, label %q, operations %q", i, c.Key, c.Label, c.Operations)
		}
		values, ok := sample[c.Type]
		if !ok {
			t.Errorf("column %s: unknown type %q", c.Key, c.Type)
			continue
		}
		if len(c.Options) > 0 {
			values = map[string]string{"": c.Options[0].Value, "ONE_OF": c.Options[1].Value + "," + c.Options[0].Value}
		}
		// The API accepts exactly the operations the column lists.
		for _, op := range operations {
			v, ok := values[op]
			if !ok {
				v = values[""]
			}
			if op == "IS_EMPTY" {
				v = ""
			}
			target := "/tessera/api/orders?filter=" + url.QueryEscape(c.Key+":"+op+":"+v)
			got := get(h, http.MethodGet, target).Code
			want := http.StatusBadRequest
			if slices.Contains(c.Operations, op) {
				want = http.StatusOK
			}
			if got != want {
				t.Errorf("GET %s: status %d, want %d (the column lists %q)", target, got, want, c.Operations)
			}
		}
		// And sorts exactly by the columns marked sortable.
		target := "/tessera/api/orders?sort=-" + c.Key
		want := map[bool]int{true: http.StatusOK, false: http.StatusBadRequest}[c.Sortable]
		if got := get(h, http.MethodGet, target).Code; got != want {
			t.Errorf("GET %s: status %d, want %d", target, got, want)
		}
	}
	// It takes no parameters.
	for _, q := range []string{"page=0", "x=1"} {
		target := "/tessera/api/orders/columns?" + q
		if w := get(h, http.MethodGet, target); w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), `"parameter":"`+q[:strings.Index(q, "=")]+`"`) {
			t.Errorf("GET %s: status %d, body %s; want 400 naming the parameter", target, w.Code, w.Body)
		}
	}
}

// TestNotFound checks that a path under /tessera/api/ that is no endpoint,
// or /tessera/api itself, is a JSON 404, never the site's HTML.
func TestNotFound(t *testing.T) {
	h := newServer(t)
	for _, target := range []string{
		"/tessera/api", "/tessera/api/", "/tessera/api/nope", "/tessera/api/orders/", "/tessera/api/orders/columns/",
		"/tessera/api/orders/1", "/tessera/api/Orders", "/tessera/api/orders.json", "/tessera/api/%6Frders",
		"/tessera/api/orders%2Fcolumns", "/tessera/api//orders", "/tessera/api/../api/orders", "/tessera/api/assets/x.js",
		"/tessera/api/usage/components/table?page=x",
	} {
		w := get(h, http.MethodGet, target)
		if w.Code != http.StatusNotFound || w.Body.String() != `{"error":"not found"}`+"\n" {
			t.Errorf("GET %s: status %d, body %q; want a JSON 404", target, w.Code, w.Body)
			continue
		}
		checkHeaders(t, h, "GET "+target, w, w.Body.Len())
	}
	// The site itself is unchanged around the API.
	for _, tt := range []struct {
		target string
		status int
	}{{"/tessera/", 200}, {"/tessera/usage/components/table", 200}, {"/tessera/apis/orders", 404}} {
		w := get(h, http.MethodGet, tt.target)
		if w.Code != tt.status || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
			t.Errorf("GET %s: status %d, Content-Type %q; want %d and the site's HTML", tt.target, w.Code, w.Header().Get("Content-Type"), tt.status)
		}
	}
}

func TestMethods(t *testing.T) {
	h := newServer(t)
	for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions} {
		for _, target := range []string{"/tessera/api/orders", "/tessera/api/orders/columns", "/tessera/api/nope", "/tessera/api/orders?page=x"} {
			w := get(h, method, target)
			if w.Code != http.StatusMethodNotAllowed || !json.Valid(w.Body.Bytes()) {
				t.Errorf("%s %s: status %d, body %s; want a JSON 405", method, target, w.Code, w.Body)
				continue
			}
			checkHeaders(t, h, method+" "+target, w, w.Body.Len(), "Allow", "GET, HEAD")
		}
	}
	// A method chi does not know is refused before routing, with the
	// server's plain 405.
	if w := get(h, "get", "/tessera/api/orders"); w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != "GET, HEAD" {
		t.Errorf("get /tessera/api/orders: status %d, Allow %q; want 405, %q", w.Code, w.Header().Get("Allow"), "GET, HEAD")
	}
}

// TestNewRejectsTheAPIPath checks that a site with a route or file under
// /tessera/api/, which the API would hide, is refused.
func TestNewRejectsTheAPIPath(t *testing.T) {
	tests := []struct {
		route, file string
		ok          bool
	}{
		{"/api", "", false},
		{"/api/orders", "", false},
		{"", "api/data.json", false},
		{"/apis", "", true},
		{"", "apis.json", true},
	}
	for _, tt := range tests {
		dist := fstest.MapFS{}
		maps.Copy(dist, site)
		if tt.route != "" {
			dist["site.json"] = &fstest.MapFile{Data: []byte(`{"base":"/tessera/","routes":[{"path":"/"},{"path":"` + tt.route + `"}]}`)}
			dist[tt.route[1:]+".html"] = &fstest.MapFile{Data: []byte(`<!doctype html><title>Page · Tessera</title>`)}
		}
		if tt.file != "" {
			dist[tt.file] = &fstest.MapFile{Data: []byte("{}")}
		}
		_, err := server.New(dist)
		if (err == nil) != tt.ok {
			t.Errorf("route %q, file %q: server.New error = %v, want ok %v", tt.route, tt.file, err, tt.ok)
		}
	}
}

// FuzzOrders checks that no query string gets anything but a 200 or a
// 400 with JSON naming a parameter. The seeds run with go test.
func FuzzOrders(f *testing.F) {
	for _, seed := range []string{
		"", "page=1", "sort=-amount,status", "search=mü", "filter=amount:IN_RANGE:1..2",
		"filter=orderedAt:IN_RANGE:..2025-02-01", "filter=status:ONE_OF:open,packed", "page=%zz", "a=b&&c",
		"filter=customer:CONTAINS:%3A%3A", "page=99999999999", "search=%ff", "filter=channels:IS_EMPTY",
	} {
		f.Add(seed)
	}
	h := newServer(f)
	f.Fuzz(func(t *testing.T, query string) {
		r, err := http.ReadRequest(bufio.NewReader(strings.NewReader(
			"GET /tessera/api/orders?" + query + " HTTP/1.1\r\nHost: x\r\n\r\n")))
		if err != nil || r.URL.Path != "/tessera/api/orders" {
			return // net/http would answer 400 before the handler, or the query was no query
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		var e struct {
			Parameter *string `json:"parameter"`
		}
		switch {
		case !json.Valid(w.Body.Bytes()):
			t.Errorf("?%s: status %d, body not JSON: %q", query, w.Code, w.Body)
		case w.Code == http.StatusBadRequest:
			if json.Unmarshal(w.Body.Bytes(), &e) != nil || e.Parameter == nil {
				t.Errorf("?%s: 400 naming no parameter: %s", query, w.Body)
			}
		case w.Code != http.StatusOK:
			t.Errorf("?%s: status %d", query, w.Code)
		}
	})
}

// TestConcurrentQueries checks that queries served at the same time, which
// share the handler's buffers, get the answers they get one at a time.
func TestConcurrentQueries(t *testing.T) {
	h := newServer(t)
	targets := []string{
		"/tessera/api/orders?sort=-amount&pageSize=100",
		"/tessera/api/orders?filter=status:EQUAL:open&sort=city,-id&page=2",
		"/tessera/api/orders?search=an&sort=orderedAt&pageSize=50&page=3",
		"/tessera/api/orders?filter=channels:IS_EMPTY",
	}
	want := map[string]string{}
	for _, target := range targets {
		want[target] = get(h, http.MethodGet, target).Body.String()
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for k := range 20 {
				target := targets[(g+k)%len(targets)]
				if got := get(h, http.MethodGet, target).Body.String(); got != want[target] {
					t.Errorf("GET %s at the same time as others: a different answer", target)
					return
				}
			}
		})
	}
	wg.Wait()
}
