package recall

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tessera-ds/tessera/harness/store"
)

func TestChanged(t *testing.T) {
	rec := store.RouteLoads{Inputs: "0123456789abcdef", Answers: map[string]string{
		"/tessera/":                "1111111111111111",
		"/tessera/assets/index.js": "2222222222222222",
		"/tessera/api/orders?p=1":  "3333333333333333",
	}}
	same := map[string]string{"/tessera/": "1111111111111111", "/tessera/assets/index.js": "2222222222222222", "/tessera/api/orders?p=1": "3333333333333333"}
	with := func(u, d string) map[string]string {
		m := map[string]string{}
		for k, v := range same {
			m[k] = v
		}
		m[u] = d
		return m
	}
	tests := []struct {
		name     string
		rec      store.RouteLoads
		recorded bool
		inputs   string
		answered map[string]string
		want     string
	}{
		{"as recorded", rec, true, "0123456789abcdef", same, ""},
		{"no record", store.RouteLoads{}, false, "0123456789abcdef", same, "no record"},
		{"a record of nothing", store.RouteLoads{Inputs: "0123456789abcdef"}, true, "0123456789abcdef", nil, "its record names no answer"},
		{"other inputs", rec, true, "fedcba9876543210", same, "its code, the environment or the routes changed"},
		{"one answer", rec, true, "0123456789abcdef", with("/tessera/assets/index.js", "4444444444444444"), "the answer to /tessera/assets/index.js changed"},
		{"an answer gone", rec, true, "0123456789abcdef", map[string]string{"/tessera/": "1111111111111111"}, "the answers to /tessera/api/orders?p=1 and 1 more changed"},
	}
	for _, tt := range tests {
		if got := Changed(tt.rec, tt.recorded, tt.inputs, tt.answered); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestInputs(t *testing.T) {
	digest := func(code fstest.MapFS) string {
		t.Helper()
		d, err := Code(code)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	code := digest(fstest.MapFS{"a.go": {Data: []byte("package a")}, "js/b.js": {Data: []byte("b()")}})
	base := Inputs("TestA", []string{"chromium 150"}, code, []string{"overview", "table"})
	for _, tt := range []struct {
		name   string
		test   string
		env    []string
		code   string
		routes []string
	}{
		{"another test", "TestB", []string{"chromium 150"}, code, []string{"overview", "table"}},
		{"another browser", "TestA", []string{"chromium 151"}, code, []string{"overview", "table"}},
		{"a script changed", "TestA", []string{"chromium 150"}, digest(fstest.MapFS{"a.go": {Data: []byte("package a")}, "js/b.js": {Data: []byte("c()")}}), []string{"overview", "table"}},
		{"a file more", "TestA", []string{"chromium 150"}, digest(fstest.MapFS{"a.go": {Data: []byte("package a")}, "js/b.js": {Data: []byte("b()")}, "c.go": {}}), []string{"overview", "table"}},
		{"a route more", "TestA", []string{"chromium 150"}, code, []string{"overview", "table", "tag"}},
	} {
		if got := Inputs(tt.test, tt.env, tt.code, tt.routes); got == base {
			t.Errorf("%s: got the same inputs %s, want others", tt.name, got)
		}
	}
	if again := Inputs("TestA", []string{"chromium 150"}, digest(fstest.MapFS{"a.go": {Data: []byte("package a")}, "js/b.js": {Data: []byte("b()")}}), []string{"overview", "table"}); again != base {
		t.Errorf("the same inputs twice: got %s, want %s", again, base)
	}
}

func TestWriteReadsBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), File)
	want := store.Loads{
		"TestOpenStates": {Inputs: "0123456789abcdef", Answers: map[string]string{"/tessera/": "1111111111111111", "/tessera/assets/index.js": "2222222222222222"}},
		"TestDeepLinks":  {Inputs: "fedcba9876543210", Answers: map[string]string{"/tessera/api/orders?page=1&size=10": "3333333333333333"}},
	}
	if err := want.Write(path, Header); err != nil {
		t.Fatal(err)
	}
	got, err := store.ReadLoads(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if b, _ := os.ReadFile(path); !strings.HasPrefix(string(b), Header) {
		t.Errorf("the file does not start with its header:\n%s", b)
	}
}
