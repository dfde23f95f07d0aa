package demodata

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"
)

// maxText is the most characters a text filter value or a search may have.
const maxText = 100

// maxIntegerDigits bounds the digits before the decimal point of a number,
// so that any number scaled to its smallest unit fits an int64.
const maxIntegerDigits = 15

// filter is one filter parameter, parsed: the predicate its column,
// operation and value compile to.
type filter struct {
	col   *column
	op    string
	match predicate
}

// predicate reports whether row i of t passes a filter.
type predicate func(t *table, i int) bool

// parseFilter parses a filter parameter, column:OPERATION:value. The value
// is everything after the second colon, colons included. IS_EMPTY takes no
// value ("city:IS_EMPTY" and "city:IS_EMPTY:" are the same); every other
// operation needs one, written as its column's type reads it (see compile).
func parseFilter(s string) (filter, error) {
	key, rest, ok := strings.Cut(s, ":")
	if !ok {
		return filter{}, errors.New("want column:OPERATION:value")
	}
	col := columnsByKey[key]
	if col == nil {
		return filter{}, fmt.Errorf("unknown column %s", quote(key))
	}
	op, value, _ := strings.Cut(rest, ":")
	if !slices.Contains(allOperations, op) {
		return filter{}, fmt.Errorf("unknown operation %s; %s allows %s", quote(op), key, strings.Join(operationsOf[col.typ], ", "))
	}
	if !col.allows(op) {
		return filter{}, fmt.Errorf("operation %s is not allowed on %s, a %s column; it allows %s",
			op, key, col.typ, strings.Join(operationsOf[col.typ], ", "))
	}
	if op == opIsEmpty {
		if value != "" {
			return filter{}, errors.New("IS_EMPTY takes no value")
		}
		return filter{col, op, isEmpty(col)}, nil
	}
	if value == "" {
		return filter{}, fmt.Errorf("%s needs a value", op)
	}
	match, err := compile(col, op, value)
	if err != nil {
		return filter{}, err
	}
	return filter{col, op, match}, nil
}

// isEmpty returns the predicate of IS_EMPTY on col: an empty text, an
// empty list, or no value.
func isEmpty(col *column) predicate {
	switch {
	case col.text != nil:
		return func(t *table, i int) bool { return col.text(&t.rows[i]) == "" }
	case col.list != nil:
		return func(t *table, i int) bool { return len(col.list(&t.rows[i])) == 0 }
	case col.flag != nil:
		return func(t *table, i int) bool { _, ok := col.flag(&t.rows[i]); return !ok }
	default:
		get := col.ordered()
		return func(t *table, i int) bool { _, ok := get(&t.rows[i]); return !ok }
	}
}

// compile returns the predicate of op with value v, not empty, on col. How
// v reads depends on the column's type:
//
//   - string: any text of at most 100 characters. EQUAL matches it exactly;
//     CONTAINS matches it anywhere, ignoring case.
//   - integer, float, currency: an optional minus sign, digits, and for
//     float and currency a decimal point and at most 3 (float) or 2
//     (currency) digits: "-12", "0.125", "19.99". No plus sign, exponent
//     or thousands separator.
//   - boolean: true or false.
//   - singleEnum: one of the column's option values; for ONE_OF, a
//     comma-separated list of distinct option values.
//   - multiEnum: ONE_OF only, as for singleEnum; a row matches when any of
//     its values is in the list.
//   - dateRange: a day, YYYY-MM-DD.
//
// IN_RANGE takes min..max of the type's values, both ends included; either
// end may be left out for an open range, not both, and min may not be
// greater than max. Comparisons and ranges never match a row without a
// value.
func compile(col *column, op, v string) (predicate, error) {
	switch col.typ {
	case typeString:
		if err := checkText(v); err != nil {
			return nil, err
		}
		if op == opContains {
			lower := strings.ToLower(v)
			return func(t *table, i int) bool { return strings.Contains(t.lower[col.index][i], lower) }, nil
		}
		return func(t *table, i int) bool { return col.text(&t.rows[i]) == v }, nil
	case typeInteger, typeFloat, typeCurrency:
		return ordered(col.ordered(), op, v, func(s string) (int64, error) { return parseDecimal(s, col.decimals) })
	case typeDateRange:
		return ordered(col.ordered(), op, v, func(s string) (int64, error) {
			d, err := ParseDate(s)
			return int64(d), err
		})
	case typeBoolean:
		if v != "true" && v != "false" {
			return nil, fmt.Errorf("%s is not true or false", quote(v))
		}
		want := v == "true"
		return func(t *table, i int) bool { b, ok := col.flag(&t.rows[i]); return ok && b == want }, nil
	case typeSingleEnum:
		if op == opEqual {
			if !col.hasOption(v) {
				return nil, unknownOption(col, v)
			}
			return func(t *table, i int) bool { return col.text(&t.rows[i]) == v }, nil
		}
		set, err := parseOptions(col, v)
		if err != nil {
			return nil, err
		}
		return func(t *table, i int) bool { return slices.Contains(set, col.text(&t.rows[i])) }, nil
	case typeMultiEnum:
		set, err := parseOptions(col, v)
		if err != nil {
			return nil, err
		}
		return func(t *table, i int) bool {
			for _, x := range col.list(&t.rows[i]) {
				if slices.Contains(set, x) {
					return true
				}
			}
			return false
		}, nil
	}
	panic("demodata: column " + col.key + " has an unknown type")
}

// ordered returns the accessor of a number or date column as an int64.
func (c *column) ordered() func(*Order) (int64, bool) {
	if c.number != nil {
		return c.number
	}
	return func(o *Order) (int64, bool) { d, ok := c.date(o); return int64(d), ok }
}

// ordered returns the predicate of op with value v on the values get
// reads, where parse reads one value.
func ordered(get func(*Order) (int64, bool), op, v string, parse func(string) (int64, error)) (predicate, error) {
	if op == opInRange {
		lo, hi, err := parseRange(v, parse)
		if err != nil {
			return nil, err
		}
		return func(t *table, i int) bool { n, ok := get(&t.rows[i]); return ok && lo <= n && n <= hi }, nil
	}
	x, err := parse(v)
	if err != nil {
		return nil, err
	}
	var cmp func(n int64) bool
	switch op {
	case opEqual:
		cmp = func(n int64) bool { return n == x }
	case opGreaterThan:
		cmp = func(n int64) bool { return n > x }
	case opGreaterThanOrEqual:
		cmp = func(n int64) bool { return n >= x }
	case opLessThan:
		cmp = func(n int64) bool { return n < x }
	case opLessThanOrEqual:
		cmp = func(n int64) bool { return n <= x }
	default:
		panic("demodata: " + op + " is not a comparison")
	}
	return func(t *table, i int) bool { n, ok := get(&t.rows[i]); return ok && cmp(n) }, nil
}

// parseRange parses min..max, either end of which may be empty for an open
// range; an open end is the smallest or largest int64.
func parseRange(v string, parse func(string) (int64, error)) (lo, hi int64, err error) {
	minText, maxText, ok := strings.Cut(v, "..")
	if !ok {
		return 0, 0, fmt.Errorf("%s is not a range min..max", quote(v))
	}
	if minText == "" && maxText == "" {
		return 0, 0, errors.New("a range needs a minimum, a maximum or both")
	}
	lo, hi = math.MinInt64, math.MaxInt64
	if minText != "" {
		if lo, err = parse(minText); err != nil {
			return 0, 0, err
		}
	}
	if maxText != "" {
		if hi, err = parse(maxText); err != nil {
			return 0, 0, err
		}
	}
	if lo > hi {
		return 0, 0, fmt.Errorf("the minimum %s is greater than the maximum %s", minText, maxText)
	}
	return lo, hi, nil
}

// parseDecimal parses a number with at most places decimal places and
// returns it in units of 10^-places: parseDecimal("1.5", 2) is 150. The
// grammar is -?[0-9]+(\.[0-9]{1,places})?, with at most 15 digits before
// the point.
func parseDecimal(s string, places int) (int64, error) {
	digits, neg := strings.CutPrefix(s, "-")
	whole, frac, hasFrac := strings.Cut(digits, ".")
	if !isDigits(whole) || (hasFrac && !isDigits(frac)) {
		return 0, fmt.Errorf("%s is not a number", quote(s))
	}
	switch {
	case hasFrac && places == 0:
		return 0, fmt.Errorf("%s is not a whole number", quote(s))
	case len(frac) > places:
		return 0, fmt.Errorf("%s has more than %d decimal places", quote(s), places)
	case len(whole) > maxIntegerDigits:
		return 0, fmt.Errorf("%s has more than %d digits before the decimal point", quote(s), maxIntegerDigits)
	}
	var n int64
	for _, c := range whole + frac + strings.Repeat("0", places-len(frac)) {
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return n, nil
}

// isDigits reports whether s is one or more ASCII digits.
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// checkText fails unless s is valid UTF-8 of at most maxText characters.
func checkText(s string) error {
	if !utf8.ValidString(s) {
		return errors.New("the text is not valid UTF-8")
	}
	if n := utf8.RuneCountInString(s); n > maxText {
		return fmt.Errorf("the text has %d characters, more than %d", n, maxText)
	}
	return nil
}

// parseOptions parses a comma-separated list of distinct option values of
// col.
func parseOptions(col *column, v string) ([]string, error) {
	set := strings.Split(v, ",")
	for i, x := range set {
		switch {
		case x == "":
			return nil, fmt.Errorf("%s has an empty entry", quote(v))
		case !col.hasOption(x):
			return nil, unknownOption(col, x)
		case slices.Contains(set[:i], x):
			return nil, fmt.Errorf("%s lists %s twice", quote(v), quote(x))
		}
	}
	return set, nil
}

// unknownOption is the error of a value that is not an option of col.
func unknownOption(col *column, v string) error {
	values := make([]string, len(col.options))
	for i, o := range col.options {
		values[i] = o.Value
	}
	return fmt.Errorf("%s is not an option of %s; options: %s", quote(v), col.key, strings.Join(values, ", "))
}
