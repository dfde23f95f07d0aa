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
