// Command demodata prints the demo API's answer to one request, as the
// server would send it: the body on standard output, and an exit status of
// 1 with the status line on standard error when it is not 200. The site's
// build runs it so that a page whose loader asks the API (the standard
// table's first page) is prerendered with the rows the server would answer.
//
//	go run ./cmd/demodata '/tessera/api/orders?page=1'
package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"

	"github.com/tessera-ds/tessera/server/demodata"
)

// api is the prefix the server mounts the demo API under.
const api = "/tessera/api/"

func main() {
	if len(os.Args) != 2 || !strings.HasPrefix(os.Args[1], api) {
		fmt.Fprintf(os.Stderr, "usage: demodata %s<path>?<query>\n", api)
		os.Exit(2)
	}
	os.Exit(answer(os.Args[1], os.Stdout, os.Stderr))
}

// answer writes the API's answer to target to out; a status other than 200
// goes to errOut and makes the exit status 1.
func answer(target string, out, errOut io.Writer) int {
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, target, nil)
	req.Header.Set("Accept", "application/json")
	demodata.NewHandler(api, demodata.Generate(demodata.DefaultRows)).ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		fmt.Fprintf(errOut, "demodata: %s: %d %s: %s\n", target, rec.Code, http.StatusText(rec.Code), strings.TrimSpace(rec.Body.String()))
		return 1
	}
	out.Write(rec.Body.Bytes())
	return 0
}
