package store

import (
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestLoadsRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), LoadsFile)
	want := Loads{
		"overview": {Inputs: "0123456789abcdef", Answers: map[string]string{"/tessera/": "1111111111111111", "/tessera/assets/index.js": "2222222222222222"}},
		"table":    {Inputs: "fedcba9876543210", Answers: map[string]string{"/tessera/api/orders?page=1&size=10": "3333333333333333"}},
	}
	if err := want.Write(path, LoadsHeader); err != nil {
		t.Fatal(err)
	}
	got, err := ReadLoads(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadLoads after Write = %v, want %v", got, want)
	}
	b, _ := os.ReadFile(path)
	if !strings.Contains(string(b), "overview 0123456789abcdef\n  /tessera/ 1111111111111111\n  /tessera/assets/index.js 2222222222222222\n") {
		t.Errorf("the file does not list a route's URLs sorted under it:\n%s", b)
	}
	if got, err := ReadLoads(filepath.Join(t.TempDir(), "none.txt")); err != nil || len(got) != 0 {
		t.Errorf("ReadLoads(missing) = %v, %v, want empty, nil", got, err)
	}
}

// TestLoadsEveryRoute lists what every route loaded alike once, and reads it
// back under each route.
func TestLoadsEveryRoute(t *testing.T) {
	path := filepath.Join(t.TempDir(), LoadsFile)
	font, index := map[string]string{"/tessera/assets/font.woff2": "aaaaaaaaaaaaaaaa"}, "/tessera/assets/index.js"
	want := Loads{
		"a": {Inputs: "0123456789abcdef", Answers: map[string]string{"/tessera/a": "1111111111111111", index: "2222222222222222"}},
		"b": {Inputs: "fedcba9876543210", Answers: map[string]string{"/tessera/b": "3333333333333333", index: "4444444444444444"}},
		"c": {Inputs: "00000000000000ff", Answers: map[string]string{}},
	}
	for _, rl := range want {
		maps.Copy(rl.Answers, font)
	}
	if err := want.Write(path, LoadsHeader); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	body := strings.TrimPrefix(string(b), LoadsHeader)
	wantBody := "*\n  /tessera/assets/font.woff2 aaaaaaaaaaaaaaaa\n" +
		"a 0123456789abcdef\n  /tessera/a 1111111111111111\n  /tessera/assets/index.js 2222222222222222\n" +
		"b fedcba9876543210\n  /tessera/assets/index.js 4444444444444444\n  /tessera/b 3333333333333333\n" +
		"c 00000000000000ff\n"
	if body != wantBody {
		t.Errorf("the file reads\n%s\nwant\n%s", body, wantBody)
	}
	got, err := ReadLoads(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadLoads after Write = %v, want %v", got, want)
	}
}

func TestLoadsRefusesNonsense(t *testing.T) {
	for _, text := range []string{
		"  /tessera/ 1111111111111111\n",                          // a URL before any route
		"overview 0123\n",                                         // too few digits
		"overview 0123456789abcdef\n  tessera 1111111111111111\n", // not a path
		"overview 0123456789abcdef\n  /tessera/\n",                // no digest
		"a/b 0123456789abcdef\n",                                  // a slug with a slash
		"*\n  tessera 1111111111111111\n",                         // not a path, under every route
	} {
		if _, err := parseLoads(strings.NewReader(text), LoadsFile); err == nil || !strings.Contains(err.Error(), "-update") {
			t.Errorf("parseLoads(%q) = %v, want an error naming -update", text, err)
		}
	}
}
