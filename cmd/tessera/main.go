// Command tessera serves the documentation site embedded in its binary
// under /tessera/.
//
// Usage:
//
//	tessera [-addr 127.0.0.1:8080] [-dist site/dist] [-grace 10s]
//	        [-log stderr|off|FILE] [-log-level info] [-log-rate 100]
//
// It logs a line per request, at most -log-rate a second (past that, one
// line a second counts the requests it left out), in batches written at
// least every second. A log file is reopened on SIGHUP, for rotation. On
// SIGINT or SIGTERM it stops accepting connections, lets requests in
// flight finish for up to -grace, cuts the rest, says how many, and exits
// 0; a second signal kills it at once.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/tessera-ds/tessera/server"
	"github.com/tessera-ds/tessera/site"
)

// defaultLogRate is the -log-rate default: request lines per second.
const defaultLogRate = 100

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "`address` to listen on")
	dist := flag.String("dist", "", "serve this built site `folder` instead of the embedded one")
	grace := flag.Duration("grace", defaultGrace, "on SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut")
	logTo := flag.String("log", "stderr", "where the log goes: stderr, off, or a file `path` (appended to, reopened on SIGHUP)")
	logLevel := flag.String("log-level", "info", "the lowest `level` logged: debug, info, warn or error (error: failures and 5xx answers alone)")
	logRate := flag.Int("log-rate", defaultLogRate, "request lines per second at most; past it, one line a second counts the requests left out (0: every request)")
	flag.Parse()
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		usage("-log-level %q: use debug, info, warn or error", *logLevel)
	}
	if *grace < 0 {
		usage("-grace %v: use a duration of 0 or more, such as 10s", *grace)
	}
	if *logRate < 0 {
		usage("-log-rate %d: use 0 (every request) or a number of lines per second", *logRate)
	}
	if flag.NArg() > 0 {
		usage("unexpected argument %q: tessera takes flags only", flag.Arg(0))
	}

	out, reopen, err := logDestination(*logTo)
	if err != nil {
		usage("-log %q: %v; use stderr, off or a file path that can be written", *logTo, err)
	}
	// Request lines go out in batches (see logBuffer); the lines about
	// starting and stopping are flushed at once.
	logs := newLogBuffer(out, logBufferSize, logFlushEvery)
	logger := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: level}))
	fail := func(msg string, err error) {
		logger.Error(msg, "err", err)
		logs.Close()
		os.Exit(1)
	}

	var files fs.FS = site.FS()
	if *dist != "" {
		files = os.DirFS(*dist)
	}
	start := time.Now()
	h, err := server.New(files)
	if err != nil {
		fail("loading the site", err)
	}
	logger.Info("site loaded", "duration", time.Since(start))
	logs.Flush()

	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	go func() {
		for range hup {
			logs.Flush()
			if err := reopen(); err != nil {
				logger.Error("reopening the log", "err", err)
			} else {
				logger.Info("log reopened", "log", *logTo)
			}
			logs.Flush()
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	context.AfterFunc(ctx, func() {
		stop() // a second signal kills at once
		logs.Flush()
	})
	ready := make(chan string, 1)
	go func() {
		fmt.Printf("http://%s/tessera/\n", <-ready)
	}()
	requests := server.NewRequestLog(logger, *logRate)
	err = run(ctx, *addr, requests.Handler(h), stopping{*grace, logger}, ready)
	requests.Close()
	if err != nil {
		fail("serving", err)
	}
	logs.Close()
}

// logDestination opens where the -log flag says the log goes, and returns
// a function that reopens it (for a file; a no-op otherwise).
func logDestination(to string) (io.Writer, func() error, error) {
	none := func() error { return nil }
	switch to {
	case "stderr":
		return os.Stderr, none, nil
	case "off":
		return io.Discard, none, nil
	case "":
		return nil, nil, errors.New("empty")
	}
	f, err := openLogFile(to)
	if err != nil {
		return nil, nil, err
	}
	return f, f.Reopen, nil
}

// usage reports a flag that makes no sense, with what to do instead, and
// exits 2 as the flag package does.
func usage(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "tessera: "+format+"\n", args...)
	flag.Usage()
	os.Exit(2)
}
