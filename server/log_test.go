package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestLog(t *testing.T) {
	var buf bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&buf, nil))
	rl := NewRequestLog(logger, 0)
	defer rl.Close()
	h := rl.Handler(newTestHandler(t))
	empty := rl.Handler(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
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
		{h, "GET", "/tessera/nope", "", 404, len(notFoundHTML), "identity", "/tessera/nope"},
		{h, "GET", "/tessera/assets/x.js", "", 404, len(plain404), "identity", "/tessera/assets/x.js"},
		{h, "POST", "/tessera/", "", 405, 23, "identity", "/tessera/"},
		{h, "GET", "/", "", 308, 0, "identity", "/"},
		{h, "GET", "/tessera/" + strings.Repeat("a", 5000), "", 404, len(notFoundHTML), "identity", "/tessera/aaaa"},
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
	rl := NewRequestLog(slog.New(slog.DiscardHandler), 0)
	defer rl.Close()
	h := rl.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := http.NewResponseController(w).Flush(); err != nil {
			t.Errorf("Flush through the log recorder: %v", err)
		}
	}))
	serve(h, http.MethodGet, "/")
}

// TestRequestLogLimit sends more requests in one second than the limit
// lets through and checks that the lines past it are summed up in one
// line, by status class, at ERROR when a 5xx is among them, and that a
// logger's level leaves out what is below it.
func TestRequestLogLimit(t *testing.T) {
	statuses := []int{200, 200, 404, 200, 304, 404, 500, 200, 503, 200}
	tests := []struct {
		name      string
		level     slog.Level
		perSecond int
		want      []string // "msg level", then the summary's counts
	}{
		{"every line", slog.LevelInfo, 0, append(repeat("request INFO", 6), "request ERROR", "request INFO", "request ERROR", "request INFO")},
		{"limit 3", slog.LevelInfo, 3, append(repeat("request INFO", 3),
			"requests not logged ERROR count=7 2xx=3 3xx=1 4xx=1 5xx=2 limit=3")},
		{"limit 3, 5xx inside it", slog.LevelInfo, 3, nil}, // statuses reordered below
		{"level ERROR", slog.LevelError, 1, []string{"request ERROR", "requests not logged ERROR count=1 5xx=1 limit=1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			codes := statuses
			want := tt.want
			if tt.want == nil {
				codes = []int{500, 200, 200, 200, 404}
				want = []string{"request ERROR", "request INFO", "request INFO", "requests not logged INFO count=2 2xx=1 4xx=1 limit=3"}
			}
			var buf bytes.Buffer
			rl := NewRequestLog(slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: tt.level})), tt.perSecond)
			h := rl.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				code, _ := strconv.Atoi(r.URL.Query().Get("status"))
				w.WriteHeader(code)
			}))
			// Within one second of the clock, so one window counts them all.
			for time.Now().Nanosecond() > 800e6 {
				time.Sleep(10 * time.Millisecond)
			}
			for _, code := range codes {
				serve(h, "GET", "/x?status="+strconv.Itoa(code))
			}
			rl.Close()
			var got []string
			for _, l := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
				var m map[string]any
				if err := json.Unmarshal([]byte(l), &m); err != nil {
					t.Fatalf("line %q: %v", l, err)
				}
				s := fmt.Sprint(m["msg"], " ", m["level"])
				if m["msg"] == "requests not logged" {
					s += fmt.Sprintf(" count=%v", m["count"])
					for _, k := range statusClasses {
						if v, ok := m[k]; ok {
							s += fmt.Sprintf(" %s=%v", k, v)
						}
					}
					s += fmt.Sprintf(" limit=%v", m["limit"])
				}
				got = append(got, s)
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// repeat returns a list of s, n times.
func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}
