package judge

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"io/fs"
	"strings"
	"testing"

	"github.com/tessera-ds/tessera/harness/compare"
	"github.com/tessera-ds/tessera/harness/matrix"
	"github.com/tessera-ds/tessera/harness/report"
	"github.com/tessera-ds/tessera/harness/store"
)

// memory is the store in memory: images and texts by file; a file that
// holds nil cannot be read.
type memory map[string]any

func (m memory) Has(k store.Key) bool {
	_, ok := m[k.File()]
	return ok
}

func (m memory) Load(k store.Key) (*image.NRGBA, error) {
	v, ok := m[k.File()]
	switch {
	case !ok:
		return nil, &fs.PathError{Op: "open", Path: k.File(), Err: fs.ErrNotExist}
	case v == nil:
		return nil, fmt.Errorf("%s: decoding PNG: not a PNG", k.File())
	}
	return v.(*image.NRGBA), nil
}

func (m memory) ReadText(c matrix.Cell, kind store.TextKind) (string, error) {
	v, ok := m[store.TextFile(c, kind)]
	if !ok {
		return "", &fs.PathError{Op: "open", Path: store.TextFile(c, kind), Err: fs.ErrNotExist}
	}
	return v.(string), nil
}

var widths = []int{600, 840, 960, 1280}

// solid is a 24x24 image of one colour, with a block of another where mark is set.
func solid(mark bool) *image.NRGBA {
	m := image.NewNRGBA(image.Rect(0, 0, 24, 24))
	for y := range 24 {
		for x := range 24 {
			c := color.NRGBA{240, 240, 240, 255}
			if mark && x >= 4 && x < 16 && y >= 4 && y < 16 {
				c = color.NRGBA{20, 90, 200, 255}
			}
			m.SetNRGBA(x, y, c)
		}
	}
	return m
}

var (
	page    = solid(false)
	changed = solid(true)
)

func cell(width int, theme, locale string) matrix.Cell {
	return matrix.Cell{Route: matrix.Route{Slug: "modal"}, Width: width, Theme: theme, Locale: locale}
}

func key(width int, theme, locale, example string) store.Key {
	return store.CaptureKey(cell(width, theme, locale), example)
}

func strict(store.Key) compare.Tolerance { return compare.Strict }

func TestCapture(t *testing.T) {
	base := key(1280, "default", "en-US", "basic")
	de := key(1280, "default", "de-DE", "basic")
	state := key(1280, "default", "de-DE", "basic@open")
	navbar := func(w int, locale string) store.Key { return key(w, "dark", locale, "") }
	tests := []struct {
		name   string
		cell   matrix.Cell
		key    store.Key
		img    *image.NRGBA
		stored memory
		live   Live
		update bool
		rule   func(store.Key) compare.Tolerance
		status string
		msg    string // what the message holds
		carry  bool
	}{
		{name: "equal to its baseline", cell: cell(1280, "default", "en-US"), key: base, img: page,
			stored: memory{base.File(): page}, status: report.StatusPass},
		{name: "differs from its baseline", cell: cell(1280, "default", "en-US"), key: base, img: changed,
			stored: memory{base.File(): page}, status: report.StatusFail,
			msg: "modal/1280-default-en-US-basic.png differs from its baseline: "},
		{name: "no baseline", cell: cell(1280, "default", "en-US"), key: base, img: page, stored: memory{},
			status: report.StatusMissing, msg: "modal/1280-default-en-US-basic.png: no baseline: run go test ./harness -run '^TestMatrix$/^modal$/^1280$/^default$/^en-US$' -update"},
		{name: "corrupt baseline", cell: cell(1280, "default", "en-US"), key: base, img: page,
			stored: memory{base.File(): nil}, status: report.StatusCorrupt, msg: "corrupt baseline: modal/1280-default-en-US-basic.png: decoding PNG"},
		{name: "update writes a changed capture", cell: cell(1280, "default", "en-US"), key: base, img: changed,
			stored: memory{base.File(): page}, update: true, status: report.StatusWritten},
		{name: "update writes a missing one", cell: cell(1280, "default", "en-US"), key: base, img: page,
			stored: memory{}, update: true, status: report.StatusWritten},
		{name: "update keeps an equal one", cell: cell(1280, "default", "en-US"), key: base, img: page,
			stored: memory{base.File(): page}, update: true, status: report.StatusPass},
		{name: "locale equal to its live twin", cell: cell(1280, "default", "de-DE"), key: de, img: page,
			stored: memory{}, live: Live{base: page}, status: report.StatusTwin},
		{name: "locale differs from its live twin", cell: cell(1280, "default", "de-DE"), key: de, img: changed,
			stored: memory{}, live: Live{base: page}, status: report.StatusFail,
			msg: "modal/1280-default-de-DE-basic.png differs from its en-US twin modal/1280-default-en-US-basic.png and has no baseline of its own: run"},
		{name: "locale run alone: its twin from the store", cell: cell(1280, "default", "de-DE"), key: de, img: page,
			stored: memory{base.File(): page}, status: report.StatusTwin},
		{name: "locale whose twin has no baseline", cell: cell(1280, "default", "de-DE"), key: de, img: page,
			stored: memory{}, status: report.StatusMissing,
			msg: "its en-US twin modal/1280-default-en-US-basic.png has no baseline: run go test ./harness -run '^TestMatrix$/^modal$/^1280$/^default$/^en-US$' -update"},
		{name: "locale with a file of its own is judged against it", cell: cell(1280, "default", "de-DE"), key: de, img: changed,
			stored: memory{de.File(): changed}, live: Live{base: page}, status: report.StatusPass},
		{name: "locale's own file differs", cell: cell(1280, "default", "de-DE"), key: de, img: page,
			stored: memory{de.File(): changed}, live: Live{base: page}, status: report.StatusFail, msg: "differs from its baseline"},
		{name: "update: a locale equal to its twin has no file", cell: cell(1280, "default", "de-DE"), key: de, img: page,
			stored: memory{de.File(): changed}, live: Live{base: page}, update: true, status: report.StatusTwin},
		{name: "update: a locale unlike its twin gets one", cell: cell(1280, "default", "de-DE"), key: de, img: changed,
			live: Live{base: page}, stored: memory{}, update: true, status: report.StatusWritten},
		{name: "a state is judged against its twin like an example", cell: cell(1280, "default", "de-DE"), key: state, img: changed,
			stored: memory{}, live: Live{state.Twin(): page}, status: report.StatusFail,
			msg: "modal/1280-default-de-DE-basic@open.png differs from its en-US twin modal/1280-default-en-US-basic@open.png"},
		{name: "a themed locale's navbar must match its twin", cell: cell(1280, "dark", "de-DE"), key: navbar(1280, "de-DE"), img: changed,
			stored: memory{navbar(1280, "de-DE").File(): changed}, live: Live{navbar(1280, "en-US"): page}, status: report.StatusFail,
			msg: "the navbar differs from its en-US twin modal/1280-dark-en-US.png (the locale must not change it)"},
		{name: "navbar equal to the narrower live one", cell: cell(1280, "dark", "en-US"), key: navbar(1280, "en-US"), img: page,
			stored: memory{}, live: Live{navbar(960, "en-US"): page}, status: report.StatusTwin},
		{name: "navbar unlike the narrower one, no file", cell: cell(1280, "dark", "en-US"), key: navbar(1280, "en-US"), img: changed,
			stored: memory{navbar(600, "en-US").File(): page}, status: report.StatusFail,
			msg: "modal/1280-dark-en-US.png differs from modal/600-dark-en-US.png, the navbar at the narrower width it was equal to"},
		{name: "navbar with a file of its own", cell: cell(1280, "dark", "en-US"), key: navbar(1280, "en-US"), img: changed,
			stored: memory{navbar(1280, "en-US").File(): changed}, live: Live{navbar(960, "en-US"): page}, status: report.StatusPass},
		{name: "update: navbar unlike the narrower one gets a file", cell: cell(1280, "dark", "en-US"), key: navbar(1280, "en-US"), img: changed,
			stored: memory{}, live: Live{navbar(960, "en-US"): page}, update: true, status: report.StatusWritten},
		{name: "narrowest navbar against its file", cell: cell(600, "dark", "en-US"), key: navbar(600, "en-US"), img: page,
			stored: memory{}, status: report.StatusMissing, msg: "modal/600-dark-en-US.png: no baseline"},
		{name: "a drifted baseline is judged by Drift and carried", cell: cell(1280, "default", "en-US"), key: base, img: faint(),
			stored: memory{base.File(): page}, update: true, rule: func(store.Key) compare.Tolerance { return compare.Drift },
			status: report.StatusPass, carry: true},
		{name: "the same change fails Strict", cell: cell(1280, "default", "en-US"), key: base, img: faint(),
			stored: memory{base.File(): page}, status: report.StatusFail, msg: "3 changed pixels"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rule := tt.rule
			if rule == nil {
				rule = strict
			}
			j := Judge{Baselines: tt.stored, Rule: rule, Widths: widths, Update: tt.update}
			got := j.Capture(tt.cell, tt.key, tt.img, tt.live)
			if got.Status != tt.status {
				t.Fatalf("status %q (%s), want %q", got.Status, got.Message, tt.status)
			}
			if !strings.Contains(got.Message, tt.msg) || (tt.msg == "") != (got.Message == "") {
				t.Errorf("message %q, want it to hold %q", got.Message, tt.msg)
			}
			if got.Carry != tt.carry {
				t.Errorf("carry %v, want %v", got.Carry, tt.carry)
			}
			if got.Status == report.StatusWritten && got.Actual != tt.img {
				t.Errorf("a capture to write keeps %p, want the capture %p", got.Actual, tt.img)
			}
			if got.Status == report.StatusFail && (got.Want == nil || got.Diff == nil || got.Diff.Image == nil) {
				t.Errorf("a failure keeps want %v and diff %v, want both for the report", got.Want != nil, got.Diff)
			}
		})
	}
}

// faint is the page with a speck of 3 pixels: within Drift, which ignores
// clusters under 6 pixels, not Strict.
func faint() *image.NRGBA {
	m := solid(false)
	for x := 4; x < 7; x++ {
		m.SetNRGBA(x, 10, color.NRGBA{200, 200, 200, 255})
	}
	return m
}

func TestCaptureNamesTheEnvironment(t *testing.T) {
	k := key(1280, "default", "en-US", "basic")
	j := Judge{Baselines: memory{k.File(): page}, Rule: strict, Widths: widths, Env: "chromium 151 on linux"}
	got := j.Capture(cell(1280, "default", "en-US"), k, changed, nil)
	if !strings.HasSuffix(got.Message, " [ran in chromium 151 on linux]") {
		t.Errorf("message %q, want it to end with the environment", got.Message)
	}
}

func TestText(t *testing.T) {
	narrow, mid, wide := cell(600, "default", "en-US"), cell(840, "default", "en-US"), cell(1280, "default", "en-US")
	ja, jaWide := cell(600, "default", "ja-JP"), cell(1280, "default", "ja-JP")
	file := func(c matrix.Cell) string { return store.TextFile(c, store.Words) }
	tree := func(c matrix.Cell) string { return store.TextFile(c, store.Examples) }
	words := "Modal\nA dialog\n"
	other := "Modal\nA window\n"
	tests := []struct {
		name   string
		cell   matrix.Cell
		kind   store.TextKind
		got    string
		stored memory
		live   Texts
		update bool
		status string
		from   string
		msg    string
	}{
		{name: "narrowest equal to its file", cell: narrow, got: words, stored: memory{file(narrow): words}, status: report.StatusPass, from: file(narrow)},
		{name: "narrowest differs", cell: narrow, got: other, stored: memory{file(narrow): words}, status: report.StatusFail, from: file(narrow),
			msg: `modal/600-default-en-US.txt: the page's text differs from modal/600-default-en-US.txt: line 2 is "A window", want "A dialog"`},
		{name: "wider without a file is judged against the narrowest", cell: wide, got: words, stored: memory{file(narrow): words}, status: report.StatusPass, from: file(narrow)},
		{name: "wider without a file is judged against the next narrower one's", cell: wide, got: other, stored: memory{file(narrow): words, file(mid): other}, status: report.StatusPass, from: file(mid)},
		{name: "wider differs from the narrowest", cell: wide, got: other, stored: memory{file(narrow): words}, status: report.StatusFail, from: file(narrow),
			msg: "modal/1280-default-en-US.txt: the page's text differs from modal/600-default-en-US.txt"},
		{name: "wider with a file of its own", cell: wide, got: other, stored: memory{file(narrow): words, file(wide): other}, status: report.StatusPass, from: file(wide)},
		{name: "no text at all", cell: wide, got: words, stored: memory{}, status: report.StatusMissing, from: file(narrow),
			msg: "modal/1280-default-en-US.txt: no baseline: run go test ./harness -run '^TestMatrix$/^modal$/^600$/^default$/^en-US$' -update"},
		{name: "a locale's examples without a file are the en-US ones at the narrowest width", cell: jaWide, kind: store.Examples, got: words, stored: memory{tree(narrow): words}, status: report.StatusPass, from: tree(narrow)},
		{name: "a locale's examples without a file are its narrower width's", cell: jaWide, kind: store.Examples, got: other, stored: memory{tree(narrow): words, tree(wide): words, tree(ja): other}, status: report.StatusPass, from: tree(ja)},
		{name: "a locale's examples of their own", cell: jaWide, kind: store.Examples, got: other, stored: memory{tree(narrow): words, tree(jaWide): other}, status: report.StatusPass, from: tree(jaWide)},
		{name: "a locale's examples that differ", cell: ja, kind: store.Examples, got: other, stored: memory{tree(narrow): words}, status: report.StatusFail, from: tree(narrow),
			msg: "modal/600-default-ja-JP.examples.txt: the accessibility tree of the examples differs from modal/600-default-en-US.examples.txt"},
		{name: "a keyboard path that differs", cell: narrow, kind: store.Keys, got: other, stored: memory{store.TextFile(narrow, store.Keys): words}, status: report.StatusFail, from: store.TextFile(narrow, store.Keys),
			msg: "modal/600-default-en-US.keys.txt: the keyboard path differs"},
		{name: "update writes the narrowest", cell: narrow, got: other, stored: memory{file(narrow): words}, update: true, status: report.StatusWritten},
		{name: "update keeps an equal narrowest", cell: narrow, got: words, stored: memory{file(narrow): words}, update: true, status: report.StatusPass},
		{name: "update: wider as the live next narrower has no file", cell: mid, got: words, live: Texts{file(narrow): words},
			stored: memory{file(narrow): other, file(mid): other}, update: true, status: report.StatusTwin},
		{name: "update: wider as the stored narrowest has no file", cell: wide, got: words, stored: memory{file(narrow): words}, update: true, status: report.StatusTwin},
		{name: "update: wider unlike the next narrower gets a file", cell: wide, got: other, live: Texts{file(cell(960, "default", "en-US")): words}, stored: memory{}, update: true, status: report.StatusWritten},
		{name: "update: a locale's examples as the live en-US ones have no file", cell: ja, kind: store.Examples, got: words, live: Texts{tree(narrow): words},
			stored: memory{tree(ja): other}, update: true, status: report.StatusTwin},
		{name: "update: a wider locale's examples as its live narrower ones have no file", cell: jaWide, kind: store.Examples, got: other, live: Texts{tree(cell(960, "default", "ja-JP")): other},
			stored: memory{tree(narrow): words}, update: true, status: report.StatusTwin},
		{name: "update: a locale's examples unlike en-US get a file", cell: ja, kind: store.Examples, got: other, stored: memory{tree(narrow): words}, update: true, status: report.StatusWritten},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := Judge{Baselines: tt.stored, Rule: strict, Widths: widths, Update: tt.update}
			got, err := j.Text(tt.cell, tt.kind, tt.got, tt.live)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != tt.status || got.From != tt.from {
				t.Fatalf("status %q from %q (%s), want %q from %q", got.Status, got.From, got.Message, tt.status, tt.from)
			}
			if !strings.HasPrefix(got.Message, tt.msg) || (tt.msg == "") != (got.Message == "") {
				t.Errorf("message %q, want it to start with %q", got.Message, tt.msg)
			}
			if (got.Status == report.StatusWritten || got.Status == report.StatusFail) && got.Got != tt.got {
				t.Errorf("keeps %q, want the page's text %q", got.Got, tt.got)
			}
		})
	}
}

func TestCurrent(t *testing.T) {
	narrow, wide := cell(600, "default", "en-US"), cell(1280, "default", "en-US")
	file := store.TextFile(narrow, store.Examples)
	tests := []struct {
		name   string
		stored memory
		live   Texts
		want   string
		err    error
	}{
		{name: "as read in this run", stored: memory{file: "held\n"}, live: Texts{store.TextFile(wide, store.Examples): "live\n"}, want: "live\n"},
		{name: "as held, through its Ref", stored: memory{file: "held\n"}, want: "held\n"},
		{name: "neither", stored: memory{}, err: fs.ErrNotExist},
	}
	for _, tt := range tests {
		j := Judge{Baselines: tt.stored, Rule: strict, Widths: widths}
		got, err := j.Current(wide, store.Examples, tt.live)
		if got != tt.want || !errors.Is(err, tt.err) {
			t.Errorf("%s: got %q, %v, want %q, %v", tt.name, got, err, tt.want, tt.err)
		}
	}
}

func TestTextUnreadable(t *testing.T) {
	j := Judge{Baselines: unreadable{}, Rule: strict, Widths: widths}
	if _, err := j.Text(cell(600, "default", "en-US"), store.Words, "x", nil); err == nil || errors.Is(err, fs.ErrNotExist) {
		t.Errorf("an unreadable text file gives %v, want its error", err)
	}
}

type unreadable struct{ memory }

func (unreadable) ReadText(c matrix.Cell, kind store.TextKind) (string, error) {
	return "", fmt.Errorf("%s: permission denied", store.TextFile(c, kind))
}

func TestSilent(t *testing.T) {
	narrow, wide := cell(600, "default", "en-US"), cell(840, "default", "en-US")
	kind := store.StateKeys("menu@open")
	file := store.TextFile(narrow, kind)
	tests := []struct {
		name   string
		cell   matrix.Cell
		update bool
		stored memory
		live   Texts
		want   bool
	}{
		{name: "check: nothing held", cell: wide, stored: memory{}, want: true},
		{name: "check: the narrower width holds a path", cell: wide, stored: memory{file: "press Tab\n"}, want: false},
		{name: "check: an empty path held", cell: wide, stored: memory{file: ""}, want: false},
		{name: "update: the narrowest width", cell: narrow, update: true, stored: memory{file: "press Tab\n"}, want: true},
		{name: "update: nothing held at the narrower width", cell: wide, update: true, stored: memory{}, want: true},
		{name: "update: the narrower width holds a path", cell: wide, update: true, stored: memory{file: "press Tab\n"}, want: false},
		{name: "update: read empty at the narrower width in this run", cell: wide, update: true, stored: memory{file: "press Tab\n"}, live: Texts{file: ""}, want: true},
		{name: "update: read at the narrower width in this run", cell: wide, update: true, stored: memory{}, live: Texts{file: "press Tab\n"}, want: false},
	}
	for _, tt := range tests {
		j := Judge{Baselines: tt.stored, Rule: strict, Widths: widths, Update: tt.update}
		if got := j.Silent(tt.cell, kind, tt.live); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}
