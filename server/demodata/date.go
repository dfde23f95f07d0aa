package demodata

import (
	"fmt"
	"time"
)

// Date is a calendar day, counted in days since 1970-01-01.
type Date int32

// secondsPerDay converts between Date and Unix time; days here have no
// leap seconds.
const secondsPerDay = 24 * 60 * 60

// ParseDate parses a day written YYYY-MM-DD: exactly four, two and two
// ASCII digits. It fails on any other form and on days that do not exist,
// such as 2025-02-29 or 2025-13-01.
func ParseDate(s string) (Date, error) {
	ok := len(s) == len(time.DateOnly) && s[4] == '-' && s[7] == '-'
	for i := 0; ok && i < len(s); i++ {
		ok = i == 4 || i == 7 || ('0' <= s[i] && s[i] <= '9')
	}
	if !ok {
		return 0, fmt.Errorf("%s is not a date of the form YYYY-MM-DD", quote(s))
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return 0, fmt.Errorf("%s is not a day of the calendar", quote(s))
	}
	return Date(t.Unix() / secondsPerDay), nil // midnight: the division is exact
}

// String returns the day as YYYY-MM-DD.
func (d Date) String() string {
	return time.Unix(int64(d)*secondsPerDay, 0).UTC().Format(time.DateOnly)
}

// mustDate is ParseDate for the constants of this package; it panics on a
// malformed date.
func mustDate(s string) Date {
	d, err := ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}
