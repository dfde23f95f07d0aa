package demodata

import (
	"fmt"
	"net/url"
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

// badParam returns a paramError with a formatted reason.
func badParam(param, format string, args ...any) *paramError {
	return &paramError{param, fmt.Sprintf(format, args...)}
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
				return nil, badParam(name, "page must be an integer from 0 to %d, not %q", maxPage, value)
			}
			q.page = n
		case "pageSize":
			n, ok := parseCount(value)
			if !ok || n < minPageSize || n > maxPageSize {
				return nil, badParam(name, "pageSize must be an integer from %d to %d, not %q", minPageSize, maxPageSize, value)
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
					return nil, badParam(name, "sort %q has an empty key", value)
				case col == nil:
					return nil, badParam(name, "sort: unknown column %q", key)
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
				return nil, badParam(name, "filter %q: %v", value, err)
			}
			q.filters = append(q.filters, f)
		default:
			return nil, badParam(name, "unknown parameter %q", name)
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
		return "", "", badParam(rawName, "the parameter name %q is not a valid escaped UTF-8 text", rawName)
	}
	value, err = url.QueryUnescape(rawValue)
	if err != nil || !utf8.ValidString(value) {
		return "", "", badParam(name, "the value of %s is not a valid escaped UTF-8 text", name)
	}
	return name, value, nil
}

// parseCount parses a non-negative integer of at most maxPage written
// with ASCII digits only.
func parseCount(s string) (int, bool) {
	if !isDigits(s) || len(s) > 10 {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		n = n*10 + int64(s[i]-'0')
	}
	return int(n), n <= maxPage
}
