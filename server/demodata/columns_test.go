package demodata

import (
	"slices"
	"testing"
)

func TestOperationsOf(t *testing.T) {
	numbers := []string{"EQUAL", "GREATER_THAN", "GREATER_THAN_OR_EQUAL", "LESS_THAN", "LESS_THAN_OR_EQUAL", "IN_RANGE", "IS_EMPTY"}
	tests := []struct {
		typ  colType
		want []string
	}{
		{"string", []string{"CONTAINS", "EQUAL", "IS_EMPTY"}},
		{"integer", numbers},
		{"float", numbers},
		{"currency", numbers},
		{"boolean", []string{"EQUAL", "IS_EMPTY"}},
		{"singleEnum", []string{"EQUAL", "ONE_OF", "IS_EMPTY"}},
		{"multiEnum", []string{"ONE_OF", "IS_EMPTY"}},
		{"dateRange", []string{"IN_RANGE", "EQUAL", "GREATER_THAN", "GREATER_THAN_OR_EQUAL", "LESS_THAN", "LESS_THAN_OR_EQUAL", "IS_EMPTY"}},
	}
	if len(operationsOf) != len(tests) {
		t.Errorf("operationsOf has %d types, want %d", len(operationsOf), len(tests))
	}
	for _, tt := range tests {
		if got := operationsOf[tt.typ]; !slices.Equal(got, tt.want) {
			t.Errorf("operationsOf[%s] = %q, want %q", tt.typ, got, tt.want)
		}
		for _, op := range tt.want {
			if !slices.Contains(allOperations, op) {
				t.Errorf("%s allows %s, which allOperations lacks", tt.typ, op)
			}
		}
	}
}

func TestColumns(t *testing.T) {
	var keys []string
	for i, c := range columns {
		keys = append(keys, c.key)
		if c.index != i || columnsByKey[c.key] != c {
			t.Errorf("column %s: index %d, want %d, or missing from columnsByKey", c.key, c.index, i)
		}
		if _, ok := operationsOf[c.typ]; !ok || c.label == "" {
			t.Errorf("column %s: type %q, label %q", c.key, c.typ, c.label)
		}
		// Exactly the accessor of its type.
		got := []bool{c.text != nil, c.list != nil, c.number != nil, c.flag != nil, c.date != nil}
		var want []bool
		switch c.typ {
		case typeString, typeSingleEnum:
			want = []bool{true, false, false, false, false}
		case typeMultiEnum:
			want = []bool{false, true, false, false, false}
		case typeInteger, typeFloat, typeCurrency:
			want = []bool{false, false, true, false, false}
		case typeBoolean:
			want = []bool{false, false, false, true, false}
		case typeDateRange:
			want = []bool{false, false, false, false, true}
		}
		if !slices.Equal(got, want) {
			t.Errorf("column %s: accessors set (text, list, number, flag, date) = %v, want %v", c.key, got, want)
		}
		enum := c.typ == typeSingleEnum || c.typ == typeMultiEnum
		if enum != (len(c.options) > 0) {
			t.Errorf("column %s of type %s has %d options", c.key, c.typ, len(c.options))
		}
		wantDecimals := map[colType]int{typeFloat: 3, typeCurrency: 2}[c.typ]
		if c.decimals != wantDecimals {
			t.Errorf("column %s: decimals %d, want %d", c.key, c.decimals, wantDecimals)
		}
		if (c.typ == typeCurrency) != (c.currency == "EUR") {
			t.Errorf("column %s: currency %q", c.key, c.currency)
		}
	}
	want := []string{"id", "customer", "city", "status", "channels", "quantity", "weight", "amount", "isPriority", "orderedAt", "shippedAt"}
	if !slices.Equal(keys, want) {
		t.Errorf("column keys = %q, want %q", keys, want)
	}
	for _, key := range searchColumns {
		if c := columnsByKey[key]; c == nil || c.typ != typeString {
			t.Errorf("search column %q is not a string column", key)
		}
	}
}

func TestOptionsOf(t *testing.T) {
	got := optionsOf([]string{"open", "web"})
	want := []option{{"open", "Open"}, {"web", "Web"}}
	if !slices.Equal(got, want) {
		t.Errorf("optionsOf = %v, want %v", got, want)
	}
}

func TestAllowsAndHasOption(t *testing.T) {
	status := columnsByKey["status"]
	tests := []struct {
		got, want bool
		what      string
	}{
		{status.allows("ONE_OF"), true, "status allows ONE_OF"},
		{status.allows("CONTAINS"), false, "status allows CONTAINS"},
		{columnsByKey["channels"].allows("EQUAL"), false, "channels allows EQUAL"},
		{status.hasOption("shipped"), true, "status has option shipped"},
		{status.hasOption("Shipped"), false, "status has option Shipped"},
		{status.hasOption(""), false, "status has option \"\""},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.what, tt.got, tt.want)
		}
	}
}
