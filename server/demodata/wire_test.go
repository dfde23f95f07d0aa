package demodata

import (
	"encoding/json"
	"testing"
)

func TestDecimal(t *testing.T) {
	tests := []struct {
		n      int64
		places int
		trim   bool
		want   string
	}{
		{0, 2, false, "0.00"},
		{5, 2, false, "0.05"},
		{150, 2, false, "1.50"},
		{174928, 2, false, "1749.28"},
		{-105, 2, false, "-1.05"},
		{-5, 2, false, "-0.05"},
		{7, 0, false, "7"},
		{22932, 3, true, "22.932"},
		{1250, 3, true, "1.25"},
		{2000, 3, true, "2"},
		{1, 3, true, "0.001"},
		{0, 3, true, "0"},
		{-1 << 63, 2, false, "-92233720368547758.08"},
	}
	for _, tt := range tests {
		if got := decimal(tt.n, tt.places, tt.trim); got != tt.want {
			t.Errorf("decimal(%d, %d, %v) = %q, want %q", tt.n, tt.places, tt.trim, got, tt.want)
		}
	}
}

func TestToJSON(t *testing.T) {
	yes := true
	shipped := mustDate("2025-03-09")
	tests := []struct {
		order Order
		want  string
	}{
		{Order{ID: 7, Customer: "Zoë O'Brien", City: "Düsseldorf", Status: "shipped", Channels: []string{"web", "store"},
			Quantity: 3, Weight: 1250, Amount: 1999, IsPriority: &yes, OrderedAt: mustDate("2025-03-04"), ShippedAt: &shipped},
			`{"id":7,"customer":"Zoë O'Brien","city":"Düsseldorf","status":"shipped","channels":["web","store"],` +
				`"quantity":3,"weight":1.25,"amount":"19.99","isPriority":true,"orderedAt":"2025-03-04","shippedAt":"2025-03-09"}`},
		{Order{ID: 8, Customer: "Ada Novak", Status: "open", Quantity: 1, Weight: 40, Amount: 250, OrderedAt: mustDate("2026-06-30")},
			`{"id":8,"customer":"Ada Novak","city":null,"status":"open","channels":[],` +
				`"quantity":1,"weight":0.04,"amount":"2.50","isPriority":null,"orderedAt":"2026-06-30","shippedAt":null}`},
	}
	for _, tt := range tests {
		b, err := json.Marshal(toJSON(&tt.order))
		if got := string(b); err != nil || got != tt.want {
			t.Errorf("toJSON(order %d) = %s, %v\nwant %s", tt.order.ID, got, err, tt.want)
		}
	}
}

func TestDescribe(t *testing.T) {
	d := describe()
	want := map[string]string{
		"id": `{"key":"id","label":"ID","type":"integer","operations":["EQUAL","GREATER_THAN","GREATER_THAN_OR_EQUAL",` +
			`"LESS_THAN","LESS_THAN_OR_EQUAL","IN_RANGE","IS_EMPTY"],"sortable":true}`,
		"customer": `{"key":"customer","label":"Customer","type":"string","operations":["CONTAINS","EQUAL","IS_EMPTY"],"sortable":true}`,
		"status": `{"key":"status","label":"Status","type":"singleEnum","operations":["EQUAL","ONE_OF","IS_EMPTY"],"sortable":true,` +
			`"options":[{"value":"open","label":"Open"},{"value":"packed","label":"Packed"},{"value":"shipped","label":"Shipped"},` +
			`{"value":"delivered","label":"Delivered"},{"value":"returned","label":"Returned"}]}`,
		"channels": `{"key":"channels","label":"Channels","type":"multiEnum","operations":["ONE_OF","IS_EMPTY"],"sortable":false,` +
			`"options":[{"value":"web","label":"Web"},{"value":"phone","label":"Phone"},{"value":"store","label":"Store"},` +
			`{"value":"partner","label":"Partner"}]}`,
		"weight": `{"key":"weight","label":"Weight","type":"float","operations":["EQUAL","GREATER_THAN","GREATER_THAN_OR_EQUAL",` +
			`"LESS_THAN","LESS_THAN_OR_EQUAL","IN_RANGE","IS_EMPTY"],"sortable":true,"decimalPlaces":3,"suffix":"kg"}`,
		"amount": `{"key":"amount","label":"Amount","type":"currency","operations":["EQUAL","GREATER_THAN","GREATER_THAN_OR_EQUAL",` +
			`"LESS_THAN","LESS_THAN_OR_EQUAL","IN_RANGE","IS_EMPTY"],"sortable":true,"decimalPlaces":2,"currency":"EUR"}`,
		"isPriority": `{"key":"isPriority","label":"Priority","type":"boolean","operations":["EQUAL","IS_EMPTY"],"sortable":true}`,
		"shippedAt": `{"key":"shippedAt","label":"Shipped","type":"dateRange","operations":["IN_RANGE","EQUAL","GREATER_THAN",` +
			`"GREATER_THAN_OR_EQUAL","LESS_THAN","LESS_THAN_OR_EQUAL","IS_EMPTY"],"sortable":true,` +
			`"minimumDate":"2025-01-01","maximumDate":"2026-06-30"}`,
	}
	if len(d.Columns) != len(columns) {
		t.Fatalf("describe has %d columns, want %d", len(d.Columns), len(columns))
	}
	for _, c := range d.Columns {
		w, ok := want[c.Key]
		if !ok {
			continue
		}
		if b, _ := json.Marshal(c); string(b) != w {
			t.Errorf("column %s = %s\nwant %s", c.Key, b, w)
		}
	}
	b, _ := json.Marshal(struct {
		S searchJSON   `json:"search"`
		P pageSizeJSON `json:"pageSize"`
	}{d.Search, d.PageSize})
	if got, w := string(b), `{"search":{"keys":["customer","city"],"maxLength":100},"pageSize":{"default":10,"minimum":5,"maximum":100}}`; got != w {
		t.Errorf("search and pageSize = %s, want %s", got, w)
	}
}
