package store

import (
	"strings"
	"testing"
)

func TestParseKey(t *testing.T) {
	tests := []struct {
		file string
		want Key
	}{
		{"overview/600-default-en-US.png", Key{Slug: "overview", Width: 600, Theme: "default", Locale: "en-US"}},
		{"usage-components-modal/1280-default-en-US-basic.png", Key{Slug: "usage-components-modal", Width: 1280, Theme: "default", Locale: "en-US", Example: "basic"}},
		{"usage-components-modal/1280-default-en-US-basic@open.png", Key{Slug: "usage-components-modal", Width: 1280, Theme: "default", Locale: "en-US", Example: "basic@open"}},
		{"usage-components-modal/1280-default-en-US-section.props.png", Key{Slug: "usage-components-modal", Width: 1280, Theme: "default", Locale: "en-US", Example: "section.props"}},
		{"usage-components-button/840-dark-ja-JP-split-button.png", Key{Slug: "usage-components-button", Width: 840, Theme: "dark", Locale: "ja-JP", Example: "split-button"}},
	}
	for _, tt := range tests {
		got, err := ParseKey(tt.file)
		if err != nil || got != tt.want {
			t.Errorf("ParseKey(%q) = %+v, %v; want %+v", tt.file, got, err, tt.want)
		}
		if got.File() != tt.file {
			t.Errorf("ParseKey(%q).File() = %q, want the same file", tt.file, got.File())
		}
	}
	for _, file := range []string{"overview.png", "overview/600-default-en-US.jpg", "overview/600-default.png", "overview/wide-default-en-US.png", "overview/600-default-en-US-.png"} {
		if _, err := ParseKey(file); err == nil || !strings.Contains(err.Error(), file) {
			t.Errorf("ParseKey(%q) error = %v, want one naming the file", file, err)
		}
	}
}
