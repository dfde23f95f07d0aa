module github.com/tessera-ds/tessera

go 1.26

require (
	github.com/andybalholm/brotli v1.2.8
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/go-chi/chi/v5 v5.5.0
	github.com/klauspost/compress v1.20.3
)

require github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
