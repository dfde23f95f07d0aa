package server

import (
	"strings"
	"testing"
)

func TestEtagOf(t *testing.T) {
	a, b := etagOf([]byte("hello")), etagOf([]byte("hello!"))
	if a == b {
		t.Errorf("etagOf gave %s for different contents", a)
	}
	if got := etagOf([]byte("hello")); got != a {
		t.Errorf("etagOf is not stable: got %s, want %s", got, a)
	}
	if !strings.HasPrefix(a, `"`) || !strings.HasSuffix(a, `"`) || strings.HasPrefix(a, "W/") || len(a) != 22 {
		t.Errorf("etagOf = %s, want a strong 20-character quoted tag", a)
	}
}

func TestMatchAny(t *testing.T) {
	const tag = `"abc"`
	tests := []struct {
		name   string
		values []string
		weak   bool
		want   bool
	}{
		{"exact", []string{`"abc"`}, true, true},
		{"exact strong", []string{`"abc"`}, false, true},
		{"other", []string{`"abd"`}, true, false},
		{"list", []string{`"x", "abc", "y"`}, true, true},
		{"list without spaces", []string{`"x","abc"`}, true, true},
		{"list over field lines", []string{`"x"`, `"abc"`}, true, true},
		{"weak compares weakly", []string{`W/"abc"`}, true, true},
		{"weak in list", []string{`"x", W/"abc"`}, true, true},
		{"weak never matches strongly", []string{`W/"abc"`}, false, false},
		{"star", []string{`*`}, true, true},
		{"star strong", []string{`*`}, false, true},
		{"unquoted", []string{`abc`}, true, false},
		{"unterminated", []string{`"abc`}, true, false},
		{"prefix only", []string{`"ab"`}, true, false},
		{"comma inside tag", []string{`"a,bc", "abc"`}, true, true},
		{"empty", []string{``}, true, false},
		{"lower-case w is not weak", []string{`w/"abc"`}, true, false},
		{"malformed stops the list", []string{`junk, "abc"`}, true, false},
	}
	for _, tt := range tests {
		if got := matchAny(tt.values, tag, tt.weak); got != tt.want {
			t.Errorf("%s: matchAny(%q, weak=%v) = %v, want %v", tt.name, tt.values, tt.weak, got, tt.want)
		}
	}
}

func TestIfRangeMatches(t *testing.T) {
	tests := []struct {
		value string
		want  bool
	}{
		{`"abc"`, true},
		{` "abc" `, true},
		{`W/"abc"`, false},
		{`"abd"`, false},
		{`Wed, 21 Oct 2015 07:28:00 GMT`, false},
		{``, false},
	}
	for _, tt := range tests {
		if got := ifRangeMatches(tt.value, `"abc"`); got != tt.want {
			t.Errorf("ifRangeMatches(%q) = %v, want %v", tt.value, got, tt.want)
		}
	}
}
