package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"

	"github.com/tessera-ds/tessera/server"
)

// testSite is the smallest site server.New takes.
var testSite = fstest.MapFS{
	"index.html": {Data: []byte(`<!doctype html><title>Tessera</title>`)},
	"404.html":   {Data: []byte(`<!doctype html><title>Page not found</title>`)},
	"site.json": {Data: []byte(`{"base":"/tessera/","routes":[{"path":"/","slug":"overview","title":"Overview","tags":[],"layout":"fullpage"}],` +
		`"breakpoints":[600],"themes":["default"],"locales":["en-US"]}`)},
}

// TestOptionsStar sends "OPTIONS *" over a raw socket to run's server: it
// reaches our handler, which answers 405 with Allow and the security
// headers, not net/http's bare 200.
func TestOptionsStar(t *testing.T) {
	h, err := server.New(testSite)
	if err != nil {
		t.Fatal(err)
	}
	addr := startServer(t, h, nil)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))
	io.WriteString(conn, "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != "GET, HEAD" {
		t.Errorf("OPTIONS *: status %d, Allow %q; want 405, %q", resp.StatusCode, resp.Header.Get("Allow"), "GET, HEAD")
	}
	for _, k := range []string{"Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy"} {
		if resp.Header.Get(k) == "" {
			t.Errorf("OPTIONS *: no %s", k)
		}
	}
}

// TestMain runs the command itself when the test binary is started with
// TESSERA_RUN_MAIN set, so the tests below can send it signals.
func TestMain(m *testing.M) {
	if os.Getenv("TESSERA_RUN_MAIN") != "" {
		os.Args = append([]string{"tessera"}, strings.Fields(os.Getenv("TESSERA_RUN_MAIN"))...)
		flag.CommandLine = flag.NewFlagSet("tessera", flag.ExitOnError)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// command starts the command with the given flags and returns it, with its
// standard error, once it prints its address.
func command(t *testing.T, args string) (*exec.Cmd, string, *lockedBuffer) {
	t.Helper()
	dist := t.TempDir()
	for name, f := range testSite {
		os.WriteFile(filepath.Join(dist, name), f.Data, 0o644)
	}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "TESSERA_RUN_MAIN=-addr 127.0.0.1:0 -dist "+dist+" "+args)
	stderr := &lockedBuffer{}
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("no address: %v; stderr:\n%s", err, stderr)
	}
	return cmd, strings.TrimSuffix(strings.TrimSpace(line), "/tessera/"), stderr
}

// TestSIGTERMExitsZero stops the command with SIGTERM: it exits 0 and its
// log says it stopped.
func TestSIGTERMExitsZero(t *testing.T) {
	cmd, url, stderr := command(t, "")
	resp, err := http.Get(url + "/tessera/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("after SIGTERM: %v, want exit 0; stderr:\n%s", err, stderr)
	}
	for _, want := range []string{"msg=request method=GET path=/tessera/ status=200", "msg=stopping", "msg=stopped"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
}

// TestLogFileReopens logs to a file, renames it as a rotation does, sends
// SIGHUP, and checks that the next lines go to a new file by the old name.
func TestLogFileReopens(t *testing.T) {
	logPath := filepath.Join(t.TempDir(), "tessera.log")
	cmd, url, stderr := command(t, "-log "+logPath)
	get := func(path string) {
		resp, err := http.Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	get("/tessera/?before")
	if err := os.Rename(logPath, logPath+".1"); err != nil {
		t.Fatal(err)
	}
	cmd.Process.Signal(syscall.SIGHUP)
	waitFor(t, logPath, "msg=\"log reopened\"")
	get("/tessera/nope")
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("after SIGTERM: %v; stderr:\n%s", err, stderr)
	}
	old, _ := os.ReadFile(logPath + ".1")
	now, _ := os.ReadFile(logPath)
	if !bytes.Contains(old, []byte("path=/tessera/ status=200")) || bytes.Contains(old, []byte("/tessera/nope")) {
		t.Errorf("rotated file:\n%s\nwant the request before the rotation alone", old)
	}
	if !bytes.Contains(now, []byte("path=/tessera/nope status=404")) || !bytes.Contains(now, []byte("msg=stopped")) {
		t.Errorf("new file:\n%s\nwant the request after the rotation and the stop", now)
	}
	if stderr.String() != "" {
		t.Errorf("stderr with -log FILE: %q, want nothing", stderr)
	}
}

// waitFor waits up to 5s for the file at path to contain want.
func waitFor(t *testing.T, path, want string) {
	t.Helper()
	for range 100 {
		if b, _ := os.ReadFile(path); bytes.Contains(b, []byte(want)) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	b, _ := os.ReadFile(path)
	t.Fatalf("%s lacks %q after 5s:\n%s", path, want, b)
}

// TestBadFlags checks that a flag that makes no sense is refused with exit
// 2 and what to use instead.
func TestBadFlags(t *testing.T) {
	tests := []struct{ args, want string }{
		{"-log-level loud", `-log-level "loud": use debug, info, warn or error`},
		{"-grace -1s", "-grace -1s: use a duration of 0 or more"},
		{"-log-rate -5", "-log-rate -5: use 0 (every request)"},
		{"-log /nonexistent/dir/x.log", `-log "/nonexistent/dir/x.log"`},
		{"extra", `unexpected argument "extra"`},
	}
	for _, tt := range tests {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), "TESSERA_RUN_MAIN="+tt.args)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 2 || !strings.Contains(stderr.String(), tt.want) {
			t.Errorf("tessera %s: %v, stderr %q; want exit 2 and %q", tt.args, err, firstLine(stderr.String()), tt.want)
		}
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
