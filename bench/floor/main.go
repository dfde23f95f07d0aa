// Command floor is the bench's reference for what net/http itself costs: it
// serves the files under -root from memory, each request answered with
// only Content-Type, Content-Length and, for a file with a .gz beside it
// asked for with gzip, Content-Encoding. It has no access log, no timeouts
// and no other headers, so its requests per second are the most any
// handler on net/http can reach on the machine; tessera's distance from it
// is tessera's own cost, and floor's distance from nginx is net/http's.
//
// With -headers FILE it also sends the header fields tessera sends: the
// "Name: value" lines of FILE on every response, and per file
// Cache-Control (immutable under /tessera/assets/, no-cache elsewhere), a
// strong ETag, Vary: Accept-Encoding for a file with a .gz and
// Accept-Ranges. That run separates what net/http charges for a response
// of tessera's size and shape from what tessera's own code adds (its
// routing, negotiation, request log and timeouts).
//
// A path that names no file gets /tessera/index.html, as the history
// routes do in tessera and nginx.
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/base64"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"mime"
	"net/http"
	"net/textproto"
	"os"
	"path"
	"strconv"
	"strings"
)

// body is one file as floor sends it, with the header fields of each
// representation made once.
type body struct {
	data, gz             []byte
	dataFields, gzFields []field
}

// field is one header field, kept in a slice so a request sets its fields
// without iterating a map.
type field struct {
	key   string
	value []string
}

// flatten returns h's fields as a slice.
func flatten(h http.Header) []field {
	fs := make([]field, 0, len(h))
	for k, v := range h {
		fs = append(fs, field{k, v})
	}
	return fs
}

func main() {
	addr := flag.String("addr", "127.0.0.1:18090", "`address` to listen on")
	root := flag.String("root", "", "`folder` whose files are served under /")
	headers := flag.String("headers", "", "also send the \"Name: value\" lines of this `file`, and tessera's per-file fields")
	flag.Parse()
	var common http.Header
	if *headers != "" {
		var err error
		if common, err = readHeaders(*headers); err != nil {
			log.Fatalf("floor: %v", err)
		}
	}
	files := map[string]*body{}
	err := fs.WalkDir(os.DirFS(*root), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(name, ".gz") {
			return err
		}
		b := &body{}
		if b.data, err = os.ReadFile(path.Join(*root, name)); err != nil {
			return err
		}
		b.gz, _ = os.ReadFile(path.Join(*root, name+".gz"))
		ctype := mime.TypeByExtension(path.Ext(name))
		b.dataFields = flatten(fields(common, "/"+name, ctype, "", b.data, b.gz != nil))
		b.gzFields = flatten(fields(common, "/"+name, ctype, "gzip", b.gz, true))
		files["/"+name] = b
		return nil
	})
	index := files["/tessera/index.html"]
	if err != nil || index == nil {
		log.Fatalf("floor: -root must hold tessera/index.html: %v", err)
	}
	log.Fatal(http.ListenAndServe(*addr, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b := files[r.URL.Path]
		if b == nil {
			b = index
		}
		data, fields := b.data, b.dataFields
		if b.gz != nil && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			data, fields = b.gz, b.gzFields
		}
		h := w.Header()
		for _, f := range fields {
			h[f.key] = f.value
		}
		w.Write(data)
	})))
}

// fields returns the header fields of one representation of the file at
// name: type, length and coding, and with common (from -headers) also
// common's fields and the per-file ones tessera sends.
func fields(common http.Header, name, ctype, coding string, data []byte, vary bool) http.Header {
	h := http.Header{
		"Content-Type":   {ctype},
		"Content-Length": {strconv.Itoa(len(data))},
	}
	if coding != "" {
		h["Content-Encoding"] = []string{coding}
	}
	if common == nil {
		return h
	}
	for k, v := range common {
		h[k] = v
	}
	h["Cache-Control"] = []string{"no-cache"}
	if strings.HasPrefix(name, "/tessera/assets/") {
		h["Cache-Control"] = []string{"public, max-age=31536000, immutable"}
	}
	sum := sha256.Sum256(data)
	h["Etag"] = []string{`"` + base64.RawURLEncoding.EncodeToString(sum[:15]) + `"`}
	if vary {
		h["Vary"] = []string{"Accept-Encoding"}
	}
	h["Accept-Ranges"] = []string{"bytes"}
	return h
}

// readHeaders reads the "Name: value" lines of the file at name.
func readHeaders(name string) (http.Header, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	// A blank line ends the block, as after a request's header.
	r := bufio.NewReader(strings.NewReader(strings.TrimRight(string(b), "\n") + "\n\n"))
	h, err := textproto.NewReader(r).ReadMIMEHeader()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return http.Header(h), nil
}
