// Command floor is the bench's reference for what net/http itself costs: it
// serves the files under -root from memory, each request answered with
// only Content-Type, Content-Length and, for a file with a .gz beside it
// asked for with gzip, Content-Encoding. It has no access log, no timeouts
// and no other headers, so its requests per second are the most any
// handler on net/http can reach on the machine; tessera's distance from it
// is tessera's own cost, and floor's distance from nginx is net/http's.
//
// A path that names no file gets /tessera/index.html, as the history
// routes do in tessera and nginx.
package main

import (
	"flag"
	"io/fs"
	"log"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// body is one file as floor sends it, its header values made once.
type body struct {
	data, gz       []byte
	ctype          []string
	dataLen, gzLen []string
}

func main() {
	addr := flag.String("addr", "127.0.0.1:18090", "`address` to listen on")
	root := flag.String("root", "", "`folder` whose files are served under /")
	flag.Parse()
	files := map[string]*body{}
	err := fs.WalkDir(os.DirFS(*root), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(name, ".gz") {
			return err
		}
		b := &body{ctype: []string{mime.TypeByExtension(path.Ext(name))}}
		if b.data, err = os.ReadFile(path.Join(*root, name)); err != nil {
			return err
		}
		b.gz, _ = os.ReadFile(path.Join(*root, name+".gz"))
		b.dataLen = []string{strconv.Itoa(len(b.data))}
		b.gzLen = []string{strconv.Itoa(len(b.gz))}
		files["/"+name] = b
		return nil
	})
	index := files["/tessera/index.html"]
	if err != nil || index == nil {
		log.Fatalf("floor: -root must hold tessera/index.html: %v", err)
	}
	gzip := []string{"gzip"}
	log.Fatal(http.ListenAndServe(*addr, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b := files[r.URL.Path]
		if b == nil {
			b = index
		}
		h := w.Header()
		h["Content-Type"] = b.ctype
		data, length := b.data, b.dataLen
		if b.gz != nil && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			data, length = b.gz, b.gzLen
			h["Content-Encoding"] = gzip
		}
		h["Content-Length"] = length
		w.Write(data)
	})))
}
