package demodata

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits of the query parameters.
const (
	defaultPageSize = 10
	minPageSize     = 5
	maxPageSize     = 100
	maxPage         = 1<<31 - 1
	maxFilters      = 20
)

// paramError is a query parameter the API rejects: its name and why.
type paramError struct {
	param string
	msg   string
}

// Error returns the reason.
func (e *paramError) Error() string { return e.msg }

// badParam returns a paramError with a formatted reason. A name longer
// than maxQuoted characters is cut as quote cuts it.
func badParam(param, format string, args ...any) *paramError {
	if head, n := cut(param); n > 0 {
		param = head + "…"
	}
	return &paramError{param, fmt.Sprintf(format, args...)}
}

// maxQuoted is how many characters of a client's text an error repeats:
// enough to recognize it, never a long value whole.
const maxQuoted = 40

// quote returns s as %q writes it; a text over maxQuoted characters is cut
// to its first maxQuoted, followed by how long it was.
func quote(s string) string {
	head, n := cut(s)
	if n == 0 {
		return strconv.Quote(s)
	}
	return strconv.Quote(head) + "… (" + strconv.Itoa(n) + " characters)"
}

// cut returns the first maxQuoted characters of s and how many s has, or
// s and 0 when it has no more than maxQuoted.
func cut(s string) (head string, n int) {
	if len(s) <= maxQuoted {
		return s, 0
	}
	if n = utf8.RuneCountInString(s); n <= maxQuoted {
		return s, 0
	}
	i := 0
	for range maxQuoted {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i], n
}

// parseQuery parses the raw query string of GET orders into a query, or
// returns the paramError of the first parameter at fault, in the order the
// parameters come. The parameters, each optional:
//
//	page=N         the page index from 0, an integer of digits only, at most 2147483647 (default 0)
//	pageSize=N     rows per page, an integer from 5 to 100 (default 10)
//	sort=K,-K      sort keys in order, comma-separated or repeated: a sortable column's key, with a
//	               leading minus sign for descending; each column at most once
//	search=TEXT    at most 100 characters; matches rows whose customer or city contains it,
//	               ignoring case; surrounding white space is dropped, and blank means no search
//	filter=C:OP:V  repeatable, at most 20: see parseFilter
//
// page, pageSize and search may appear once each. Any other parameter, an
// empty name included, is an error; names are case-sensitive.
func parseQuery(raw string) (*query, error) {
	q := &query{pageSize: defaultPageSize}
	seen := map[string]bool{}
	sorted := map[string]bool{}
	for part := range strings.SplitSeq(raw, "&") {
		if part == "" {
			continue
		}
		name, value, err := unescape(part)
		if err != nil {
			return nil, err
		}
		switch name {
		case "page", "pageSize", "search":
			if seen[name] {
				return nil, badParam(name, "%s is given more than once", name)
			}
			seen[name] = true
		}
		switch name {
		case "page":
			n, ok := parseCount(value)
			if !ok {
				return nil, badParam(name, "page must be an integer from 0 to %d, not %s", maxPage, quote(value))
			}
			q.page = n
		case "pageSize":
			n, ok := parseCount(value)
			if !ok || n < minPageSize || n > maxPageSize {
				return nil, badParam(name, "pageSize must be an integer from %d to %d, not %s", minPageSize, maxPageSize, quote(value))
			}
			q.pageSize = n
		case "search":
			if err := checkText(value); err != nil {
				return nil, badParam(name, "search: %v", err)
			}
			q.search = strings.ToLower(strings.TrimSpace(value))
		case "sort":
			for item := range strings.SplitSeq(value, ",") {
				key, desc := strings.CutPrefix(item, "-")
				col := columnsByKey[key]
				switch {
				case key == "":
					return nil, badParam(name, "sort %s has an empty key", quote(value))
				case col == nil:
					return nil, badParam(name, "sort: unknown column %s", quote(key))
				case !col.sortable:
					return nil, badParam(name, "sort: column %s cannot be sorted", key)
				case sorted[key]:
					return nil, badParam(name, "sort: column %s is given more than once", key)
				}
				sorted[key] = true
				q.sort = append(q.sort, sortKey{col, desc})
			}
		case "filter":
			if len(q.filters) == maxFilters {
				return nil, badParam(name, "at most %d filters", maxFilters)
			}
			f, err := parseFilter(value)
			if err != nil {
				return nil, badParam(name, "filter %s: %v", quote(value), err)
			}
			q.filters = append(q.filters, f)
		default:
			return nil, badParam(name, "unknown parameter %s", quote(name))
		}
	}
	return q, nil
}

// unescape decodes one name=value pair of a query string; a pair without
// "=" has an empty value. Both must decode to valid UTF-8.
func unescape(part string) (name, value string, err error) {
	rawName, rawValue, _ := strings.Cut(part, "=")
	name, err = url.QueryUnescape(rawName)
	if err != nil || !utf8.ValidString(name) {
		return "", "", badParam(rawName, "the parameter name %s is not a valid escaped UTF-8 text", quote(rawName))
	}
	value, err = url.QueryUnescape(rawValue)
	if err != nil || !utf8.ValidString(value) {
		return "", "", badParam(name, "the value of %s is not a valid escaped UTF-8 text", name)
	}
	return name, value, nil
}

// parseCount parses a non-negative integer of at most maxPage written
// with ASCII digits only, judged by its value: leading zeros are allowed,
// however many.
func parseCount(s string) (int, bool) {
	if !isDigits(s) {
		return 0, false
	}
	if t := strings.TrimLeft(s, "0"); t != "" {
		s = t
	} else {
		s = "0"
	}
	if len(s) > 10 {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		n = n*10 + int64(s[i]-'0')
	}
	return int(n), n <= maxPage
}
