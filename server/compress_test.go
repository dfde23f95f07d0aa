package server

import (
	"strings"
	"testing"
)

func TestCompressAll(t *testing.T) {
	newFile := func(content string) *file {
		f := &file{}
		f.reps[identity] = &representation{body: []byte(content)}
		f.have[identity] = true
		return f
	}
	big, small := newFile(strings.Repeat("tessera ", 2000)), newFile("ab")
	var jobs []job
	for _, f := range []*file{small, big} {
		for c := identity + 1; c < numCodings; c++ {
			jobs = append(jobs, job{f, c})
		}
	}
	if err := compressAll(jobs); err != nil {
		t.Fatal(err)
	}
	for c := identity + 1; c < numCodings; c++ {
		name := codingNames[c]
		if !big.have[c] || big.reps[c] == nil {
			t.Errorf("compressAll: no %s variant of a compressible file", name)
			continue
		}
		if got := decode(t, name, big.reps[c].body); got != string(big.reps[identity].body) {
			t.Errorf("compressAll: %s variant decodes to %.20q..., want the identity bytes", name, got)
		}
		if small.have[c] || small.reps[c] != nil {
			t.Errorf("compressAll: kept a %s variant of 2 bytes of content, want none (not smaller)", name)
		}
	}
	if err := compressAll(nil); err != nil {
		t.Errorf("compressAll(nil) = %v, want nil", err)
	}
}

func TestCompressUnknownCoding(t *testing.T) {
	var z compressor
	if _, err := z.compress(identity, []byte("x")); err == nil {
		t.Error("compress(identity) = nil error, want one")
	}
}
