// Command tessera serves the documentation site embedded in its binary
// under /tessera/.
//
// Usage:
//
//	tessera [-addr 127.0.0.1:8080] [-dist site/dist]
//
// It logs a line per request to standard error, in batches written at
// least every second, and stops on SIGINT or SIGTERM, letting requests in
// flight finish and writing out the lines still waiting.
package main

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/tessera-ds/tessera/server"
	"github.com/tessera-ds/tessera/site"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "`address` to listen on")
	dist := flag.String("dist", "", "serve this built site `folder` instead of the embedded one")
	flag.Parse()
	// Request lines go out in batches (see logBuffer); the lines about
	// starting and stopping are flushed at once.
	logs := newLogBuffer(os.Stderr, logBufferSize, logFlushEvery)
	logger := slog.New(slog.NewTextHandler(logs, nil))
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

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	context.AfterFunc(ctx, stop) // a second signal kills at once
	ready := make(chan string, 1)
	go func() {
		fmt.Printf("http://%s/tessera/\n", <-ready)
	}()
	if err := run(ctx, *addr, server.Log(logger, h), ready); err != nil {
		fail("serving", err)
	}
	logs.Close()
}
