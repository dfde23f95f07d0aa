package demodata

import "slices"

// colType is the type of a column as the filters UI knows it; it decides
// which filter operations the column allows and how a filter value reads.
type colType string

// The column types.
const (
	typeString     colType = "string"
	typeInteger    colType = "integer"
	typeFloat      colType = "float"
	typeCurrency   colType = "currency"
	typeBoolean    colType = "boolean"
	typeSingleEnum colType = "singleEnum"
	typeMultiEnum  colType = "multiEnum"
	typeDateRange  colType = "dateRange"
)

// The filter operations, spelled as the filters UI sends them.
const (
	opEqual              = "EQUAL"
	opIsEmpty            = "IS_EMPTY"
	opContains           = "CONTAINS"
	opGreaterThan        = "GREATER_THAN"
	opGreaterThanOrEqual = "GREATER_THAN_OR_EQUAL"
	opLessThan           = "LESS_THAN"
	opLessThanOrEqual    = "LESS_THAN_OR_EQUAL"
	opInRange            = "IN_RANGE"
	opOneOf              = "ONE_OF"
)

// allOperations lists every operation, allowed by some type or not: the
// filters UI's FILTER_OPERATIONS (site/src/library/filters/operations.ts),
// which TestOperationsMatchTS keeps it equal to.
var allOperations = []string{
	opEqual, opIsEmpty, opContains, opGreaterThan, opGreaterThanOrEqual,
	opLessThan, opLessThanOrEqual, opInRange, opOneOf,
}

// comparisons are the operations that order values.
var comparisons = []string{opEqual, opGreaterThan, opGreaterThanOrEqual, opLessThan, opLessThanOrEqual}

// operationsOf lists the operations each type allows, the one the filters
// UI picks first for a new filter of the type first.
var operationsOf = map[colType][]string{
	typeString:     {opContains, opEqual, opIsEmpty},
	typeInteger:    slices.Concat(comparisons, []string{opInRange, opIsEmpty}),
	typeFloat:      slices.Concat(comparisons, []string{opInRange, opIsEmpty}),
	typeCurrency:   slices.Concat(comparisons, []string{opInRange, opIsEmpty}),
	typeBoolean:    {opEqual, opIsEmpty},
	typeSingleEnum: {opEqual, opOneOf, opIsEmpty},
	typeMultiEnum:  {opOneOf, opIsEmpty},
	typeDateRange:  slices.Concat([]string{opInRange}, comparisons, []string{opIsEmpty}),
}

// option is one value of an enumeration and its label.
type option struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// column is one column of the data set: how the API describes it, reads
// its values for filters and orders it. Exactly one accessor is set, the
// one of its type; empty values are "" for text, an empty list, and false
// as the second result of the others.
type column struct {
	index    int // in columns
	key      string
	label    string
	typ      colType
	sortable bool
	options  []option // singleEnum and multiEnum
	decimals int      // decimal places of integer (0), float and currency values
	currency string   // the ISO 4217 code of currency columns
	suffix   string   // the unit of numbers, if any

	text   func(*Order) string // string, singleEnum
	list   func(*Order) []string
	number func(*Order) (int64, bool) // in units of 10^-decimals
	flag   func(*Order) (bool, bool)
	date   func(*Order) (Date, bool)
}

// columns are the columns of the orders, in the order the API lists them.
var columns = []*column{
	{key: "id", label: "ID", typ: typeInteger, sortable: true,
		number: func(o *Order) (int64, bool) { return int64(o.ID), true }},
	{key: "customer", label: "Customer", typ: typeString, sortable: true,
		text: func(o *Order) string { return o.Customer }},
	{key: "city", label: "City", typ: typeString, sortable: true,
		text: func(o *Order) string { return o.City }},
	{key: "status", label: "Status", typ: typeSingleEnum, sortable: true, options: optionsOf(statuses),
		text: func(o *Order) string { return o.Status }},
	{key: "channels", label: "Channels", typ: typeMultiEnum, options: optionsOf(channels),
		list: func(o *Order) []string { return o.Channels }},
	{key: "quantity", label: "Quantity", typ: typeInteger, sortable: true,
		number: func(o *Order) (int64, bool) { return int64(o.Quantity), true }},
	{key: "weight", label: "Weight", typ: typeFloat, sortable: true, decimals: 3, suffix: "kg",
		number: func(o *Order) (int64, bool) { return o.Weight, true }},
	{key: "amount", label: "Amount", typ: typeCurrency, sortable: true, decimals: 2, currency: "EUR",
		number: func(o *Order) (int64, bool) { return o.Amount, true }},
	{key: "isPriority", label: "Priority", typ: typeBoolean, sortable: true,
		flag: func(o *Order) (bool, bool) {
			if o.IsPriority == nil {
				return false, false
			}
			return *o.IsPriority, true
		}},
	{key: "orderedAt", label: "Ordered", typ: typeDateRange, sortable: true,
		date: func(o *Order) (Date, bool) { return o.OrderedAt, true }},
	{key: "shippedAt", label: "Shipped", typ: typeDateRange, sortable: true,
		date: func(o *Order) (Date, bool) {
			if o.ShippedAt == nil {
				return 0, false
			}
			return *o.ShippedAt, true
		}},
}

// searchColumns are the columns the search parameter looks in.
var searchColumns = []string{"customer", "city"}

// columnsByKey finds a column by its key. Building it sets each column's
// index.
var columnsByKey = func() map[string]*column {
	m := make(map[string]*column, len(columns))
	for i, c := range columns {
		c.index = i
		m[c.key] = c
	}
	return m
}()

// optionsOf returns the options of an enumeration, each labelled with its
// value capitalised.
func optionsOf(values []string) []option {
	opts := make([]option, len(values))
	for i, v := range values {
		opts[i] = option{Value: v, Label: string(v[0]-'a'+'A') + v[1:]}
	}
	return opts
}

// allows reports whether the column's type allows the operation.
func (c *column) allows(op string) bool {
	return slices.Contains(operationsOf[c.typ], op)
}

// hasOption reports whether v is one of the column's options.
func (c *column) hasOption(v string) bool {
	return slices.ContainsFunc(c.options, func(o option) bool { return o.Value == v })
}
