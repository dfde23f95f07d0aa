package demodata

import "testing"

func TestParseDate(t *testing.T) {
	tests := []struct {
		in   string
		want Date
		ok   bool
	}{
		{"1970-01-01", 0, true},
		{"1970-01-02", 1, true},
		{"1969-12-31", -1, true},
		{"2025-01-01", 20089, true},
		{"2024-02-29", 19782, true},
		{"2026-06-30", 20634, true},
		{"0000-01-01", -719528, true},
		{"2025-02-29", 0, false},
		{"2025-02-30", 0, false},
		{"2025-13-01", 0, false},
		{"2025-00-10", 0, false},
		{"2025-01-00", 0, false},
		{"2025-1-01", 0, false},
		{"25-01-01", 0, false},
		{"2025/01/01", 0, false},
		{"2025-01-01T00:00:00Z", 0, false},
		{" 2025-01-01", 0, false},
		{"+025-01-01", 0, false},
		{"2025-01-0a", 0, false},
		{"２０２５-01-01", 0, false},
		{"", 0, false},
	}
	for _, tt := range tests {
		got, err := ParseDate(tt.in)
		if tt.ok && (err != nil || got != tt.want) {
			t.Errorf("ParseDate(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
		if !tt.ok && err == nil {
			t.Errorf("ParseDate(%q) = %d; want an error", tt.in, got)
		}
	}
}

func TestDateString(t *testing.T) {
	for _, want := range []string{"1970-01-01", "1969-12-31", "2024-02-29", "2025-01-01", "2026-06-30", "0001-01-01", "9999-12-31"} {
		d, err := ParseDate(want)
		if err != nil {
			t.Fatal(err)
		}
		if got := d.String(); got != want {
			t.Errorf("ParseDate(%q).String() = %q", want, got)
		}
	}
}
