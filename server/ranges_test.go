package server

import "testing"

func TestParseRange(t *testing.T) {
	const size = 100
	tests := []struct {
		in            string
		start, length int64
		result        rangeResult
	}{
		{"bytes=0-9", 0, 10, rangeSatisfiable},
		{"bytes=10-", 10, 90, rangeSatisfiable},
		{"bytes=-10", 90, 10, rangeSatisfiable},
		{"bytes=-1000", 0, 100, rangeSatisfiable},
		{"bytes=0-", 0, 100, rangeSatisfiable},
		{"bytes=90-1000", 90, 10, rangeSatisfiable},
		{"bytes=99-99", 99, 1, rangeSatisfiable},
		{"Bytes=0-9", 0, 10, rangeSatisfiable},
		{" bytes= 0-9 ", 0, 10, rangeSatisfiable},
		{"bytes=100-", 0, 0, rangeUnsatisfiable},
		{"bytes=100-200", 0, 0, rangeUnsatisfiable},
		{"bytes=-0", 0, 0, rangeUnsatisfiable},
		{"bytes=9-0", 0, 0, rangeIgnored},
		{"bytes=0-1,5-6", 0, 0, rangeIgnored},
		{"bytes=a-b", 0, 0, rangeIgnored},
		{"bytes=-", 0, 0, rangeIgnored},
		{"bytes=5", 0, 0, rangeIgnored},
		{"bytes=", 0, 0, rangeIgnored},
		{"items=0-9", 0, 0, rangeIgnored},
		{"bytes=0-99999999999999999999", 0, 0, rangeIgnored},
		{"bytes=+1-2", 0, 0, rangeIgnored},
		{"", 0, 0, rangeIgnored},
	}
	for _, tt := range tests {
		start, length, result := parseRange(tt.in, size)
		if start != tt.start || length != tt.length || result != tt.result {
			t.Errorf("parseRange(%q, %d) = %d, %d, %d; want %d, %d, %d", tt.in, size, start, length, result, tt.start, tt.length, tt.result)
		}
	}
	if _, _, got := parseRange("bytes=0-", 0); got != rangeUnsatisfiable {
		t.Errorf("parseRange(%q, 0) = %d, want %d", "bytes=0-", got, rangeUnsatisfiable)
	}
}
