package server

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

func TestLog(t *testing.T) {
	var buf bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&buf, nil))
	h := Log(logger, newTestHandler(t))
	empty := Log(logger, http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	tests := []struct {
		handler      http.Handler
		method       string
		target       string
		accept       string
		status       int
		bytes        int
		encoding     string
		loggedPrefix string
	}{
		{h, "GET", "/tessera/", "", 200, len(indexHTML), "identity", "/tessera/"},
		{h, "GET", "/tessera/assets/index-AbC123.js", "gzip", 200, -1, "gzip", "/tessera/assets/index-AbC123.js"},
		{h, "GET", "/tessera/changelog?secret=query", "br", 200, -1, "br", "/tessera/changelog"},
		{h, "HEAD", "/tessera/", "", 200, 0, "identity", "/tessera/"},
		{h, "GET", "/tessera/nope", "", 404, len(indexHTML), "identity", "/tessera/nope"},
		{h, "GET", "/tessera/assets/x.js", "", 404, len(plain404), "identity", "/tessera/assets/x.js"},
		{h, "POST", "/tessera/", "", 405, 23, "identity", "/tessera/"},
		{h, "GET", "/", "", 308, 0, "identity", "/"},
		{h, "GET", "/tessera/" + strings.Repeat("a", 5000), "", 404, len(indexHTML), "identity", "/tessera/aaaa"},
		{empty, "GET", "/x", "", 200, 0, "identity", "/x"},
	}
	for _, tt := range tests {
		buf.Reset()
		w := serve(tt.handler, tt.method, tt.target, "Accept-Encoding", tt.accept)
		label := tt.method + " " + tt.target[:min(len(tt.target), 40)]
		var line struct {
			Msg      string  `json:"msg"`
			Method   string  `json:"method"`
			Path     string  `json:"path"`
			Status   int     `json:"status"`
			Bytes    int     `json:"bytes"`
			Duration float64 `json:"duration"`
			Encoding string  `json:"encoding"`
		}
		if n := bytes.Count(buf.Bytes(), []byte("\n")); n != 1 {
			t.Errorf("%s: %d log lines, want 1", label, n)
		}
		if err := json.Unmarshal(buf.Bytes(), &line); err != nil {
			t.Fatalf("%s: log line %q: %v", label, buf.String(), err)
		}
		wantBytes := tt.bytes
		if wantBytes < 0 {
			wantBytes = w.Body.Len()
		}
		if line.Msg != "request" || line.Method != tt.method || line.Status != tt.status ||
			line.Bytes != wantBytes || line.Encoding != tt.encoding || !strings.HasPrefix(line.Path, tt.loggedPrefix) {
			t.Errorf("%s: logged %+v, want method %s, status %d, bytes %d, encoding %s, path %s...",
				label, line, tt.method, tt.status, wantBytes, tt.encoding, tt.loggedPrefix)
		}
		if len(line.Path) > maxLoggedPath || strings.Contains(line.Path, "?") {
			t.Errorf("%s: logged path %.40q of %d bytes, want the path alone, at most %d bytes", label, line.Path, len(line.Path), maxLoggedPath)
		}
		if line.Duration <= 0 {
			t.Errorf("%s: logged duration %v, want > 0", label, line.Duration)
		}
	}
}

func TestLogUnwrap(t *testing.T) {
	h := Log(slog.New(slog.DiscardHandler), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := http.NewResponseController(w).Flush(); err != nil {
			t.Errorf("Flush through the log recorder: %v", err)
		}
	}))
	serve(h, http.MethodGet, "/")
}
