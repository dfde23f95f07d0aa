// Command tessera serves the documentation site embedded in its binary
// under /tessera/.
//
// Usage:
//
//	tessera [-addr 127.0.0.1:8080] [-dist site/dist]
//
// It stops on SIGINT or SIGTERM, letting requests in flight finish.
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
	logger := slog.New(slog.NewTextHandler(os.Stderr, nil))

	var files fs.FS = site.FS()
	if *dist != "" {
		files = os.DirFS(*dist)
	}
	start := time.Now()
	h, err := server.New(files)
	if err != nil {
		logger.Error("loading the site", "err", err)
		os.Exit(1)
	}
	logger.Info("site loaded", "duration", time.Since(start))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	context.AfterFunc(ctx, stop) // a second signal kills at once
	ready := make(chan string, 1)
	go func() {
		fmt.Printf("http://%s/tessera/\n", <-ready)
	}()
	if err := run(ctx, *addr, server.Log(logger, h), ready); err != nil {
		logger.Error("serving", "err", err)
		os.Exit(1)
	}
}
