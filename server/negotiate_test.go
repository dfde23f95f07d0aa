package server

import "testing"

func TestNegotiate(t *testing.T) {
	all := [numCodings]bool{true, true, true}
	gzipOnly := [numCodings]bool{true, true, false}
	plain := [numCodings]bool{true, false, false}
	tests := []struct {
		name   string
		accept []string
		have   *[numCodings]bool
		want   coding
	}{
		{"no header", nil, &all, identity},
		{"empty header", []string{""}, &all, identity},
		{"browser", []string{"gzip, deflate, br, zstd"}, &all, brCoding},
		{"browser without br variant", []string{"gzip, deflate, br, zstd"}, &gzipOnly, gzipCoding},
		{"gzip only", []string{"gzip"}, &all, gzipCoding},
		{"x-gzip", []string{"x-gzip"}, &all, gzipCoding},
		{"upper case", []string{"GZIP"}, &all, gzipCoding},
		{"mixed case br", []string{"Br"}, &all, brCoding},
		{"q prefers gzip", []string{"br;q=0.5, gzip;q=0.8"}, &all, gzipCoding},
		{"upper-case Q", []string{"br;Q=0.5, gzip;Q=0.8"}, &all, gzipCoding},
		{"spaces around q", []string{"br ; q=0.5 , gzip ;q=0.8"}, &all, gzipCoding},
		{"tie goes to server preference", []string{"gzip;q=0.7, br;q=0.7"}, &all, brCoding},
		{"q=0 refuses br", []string{"br;q=0, gzip"}, &all, gzipCoding},
		{"q=0.000 refuses", []string{"br;q=0.000, gzip;q=0.001"}, &all, gzipCoding},
		{"q=1.000", []string{"gzip;q=1.000"}, &all, gzipCoding},
		{"all refused but identity", []string{"gzip;q=0, br;q=0"}, &all, identity},
		{"star", []string{"*"}, &all, brCoding},
		{"star with refusal", []string{"*, br;q=0"}, &all, gzipCoding},
		{"star q=0 keeps listed", []string{"gzip, *;q=0"}, &all, gzipCoding},
		{"star q=0 alone falls back to identity", []string{"*;q=0"}, &all, identity},
		{"identity preferred by q", []string{"identity, gzip;q=0.5"}, &all, identity},
		{"identity equal q loses tie", []string{"identity, gzip"}, &all, gzipCoding},
		{"identity refused, gzip accepted", []string{"identity;q=0, gzip"}, &all, gzipCoding},
		{"identity refused, nothing else: identity anyway", []string{"identity;q=0"}, &all, identity},
		{"identity refused on incompressible file", []string{"identity;q=0, gzip"}, &plain, identity},
		{"implicit identity loses to low-q gzip", []string{"gzip;q=0.1"}, &all, gzipCoding},
		{"unknown codings ignored", []string{"compress, deflate, zstd, snappy"}, &all, identity},
		{"unknown coding high, gzip low", []string{"zstd;q=1, gzip;q=0.2"}, &all, gzipCoding},
		{"malformed q ignored", []string{"br;q=2, gzip"}, &all, gzipCoding},
		{"malformed q text ignored", []string{"br;q=high, gzip;q=0.5"}, &all, gzipCoding},
		{"too many decimals ignored", []string{"br;q=0.5555, gzip;q=0.5"}, &all, gzipCoding},
		{"q=1.5 ignored", []string{"br;q=1.5, gzip"}, &all, gzipCoding},
		{"empty elements", []string{", ,gzip,,"}, &all, gzipCoding},
		{"several header lines", []string{"br;q=0", "gzip"}, &all, gzipCoding},
		{"incompressible file", []string{"gzip, br"}, &plain, identity},
		{"tabs", []string{"\tgzip\t;\tq=0.5\t"}, &all, gzipCoding},
		{"other params ignored", []string{"gzip;level=9"}, &all, gzipCoding},
	}
	for _, tt := range tests {
		if got := negotiate(tt.accept, tt.have); got != tt.want {
			t.Errorf("%s: negotiate(%q) = %q, want %q", tt.name, tt.accept, codingNames[got], codingNames[tt.want])
		}
	}
}

func TestParseQ(t *testing.T) {
	tests := []struct {
		in   string
		want int
		ok   bool
	}{
		{"0", 0, true},
		{"1", 1000, true},
		{"0.5", 500, true},
		{"0.05", 50, true},
		{"0.123", 123, true},
		{"1.", 1000, true},
		{"1.000", 1000, true},
		{"1.001", 0, false},
		{"0.1234", 0, false},
		{"2", 0, false},
		{".5", 0, false},
		{"", 0, false},
		{"0,5", 0, false},
		{"0.x", 0, false},
	}
	for _, tt := range tests {
		got, ok := parseQ(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("parseQ(%q) = %d, %v; want %d, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func BenchmarkNegotiate(b *testing.B) {
	have := [numCodings]bool{true, true, true}
	accept := []string{"gzip, deflate, br, zstd"}
	b.ReportAllocs()
	for b.Loop() {
		negotiate(accept, &have)
	}
}
