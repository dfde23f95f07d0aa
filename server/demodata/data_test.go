package demodata

import (
	"reflect"
	"slices"
	"testing"
)

func TestGenerateIsDeterministic(t *testing.T) {
	a, b := Generate(DefaultRows), Generate(DefaultRows)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two calls of Generate(DefaultRows) differ")
	}
	if got, want := Generate(10), a[:10]; !reflect.DeepEqual(got, want) {
		t.Errorf("Generate(10) is not the first ten rows of Generate(%d)", DefaultRows)
	}
	if got := Generate(0); len(got) != 0 {
		t.Errorf("Generate(0) has %d rows", len(got))
	}
}

// TestGenerateFirstRow pins the generator: a change to it changes every
// table example on the site.
func TestGenerateFirstRow(t *testing.T) {
	priority := false
	shipped := mustDate("2025-05-23")
	want := Order{
		ID: 1, Customer: "Lars Moreau", City: "Barcelona", Status: "delivered", Channels: []string{},
		Quantity: 18, Weight: 22932, Amount: 174928, IsPriority: &priority,
		OrderedAt: mustDate("2025-05-16"), ShippedAt: &shipped,
	}
	if got := Generate(1)[0]; !reflect.DeepEqual(got, want) {
		t.Errorf("Generate(1)[0] = %+v, want %+v", got, want)
	}
}

func TestGenerateRules(t *testing.T) {
	rows := Generate(DefaultRows)
	for i, o := range rows {
		if o.ID != i+1 {
			t.Fatalf("row %d has ID %d", i, o.ID)
		}
		shipping := o.Status == "shipped" || o.Status == "delivered" || o.Status == "returned"
		checks := []struct {
			rule string
			ok   bool
		}{
			{"customer is a first and a last name", o.Customer != ""},
			{"city is empty or one of cities", o.City == "" || slices.Contains(cities, o.City)},
			{"status is one of statuses", slices.Contains(statuses, o.Status)},
			{"channels are distinct channels in their order", isSubsequence(o.Channels, channels) && o.Channels != nil},
			{"quantity is 1 to 43", 1 <= o.Quantity && o.Quantity <= 43},
			{"weight is positive", o.Weight > 0},
			{"amount is positive", o.Amount > 0},
			{"orderedAt is in the data's days", firstDay <= o.OrderedAt && o.OrderedAt <= lastDay},
			{"shippedAt is set when the status is shipped, delivered or returned", (o.ShippedAt != nil) == shipping},
			{"shippedAt is after orderedAt, within the data's days", o.ShippedAt == nil ||
				(o.OrderedAt <= *o.ShippedAt && *o.ShippedAt <= lastDay)},
		}
		for _, c := range checks {
			if !c.ok {
				t.Errorf("row %d: %s: %+v", i, c.rule, o)
			}
		}
	}
}

// TestGenerateVariety checks that every kind of value, absent ones
// included, occurs, so every filter has rows to find.
func TestGenerateVariety(t *testing.T) {
	rows := Generate(DefaultRows)
	seen := map[string]bool{}
	for _, o := range rows {
		seen["status "+o.Status] = true
		for _, c := range o.Channels {
			seen["channel "+c] = true
		}
		seen["no channel"] = seen["no channel"] || len(o.Channels) == 0
		seen["several channels"] = seen["several channels"] || len(o.Channels) > 1
		seen["no city"] = seen["no city"] || o.City == ""
		seen["no priority"] = seen["no priority"] || o.IsPriority == nil
		seen["priority"] = seen["priority"] || (o.IsPriority != nil && *o.IsPriority)
		seen["not priority"] = seen["not priority"] || (o.IsPriority != nil && !*o.IsPriority)
		seen["not shipped"] = seen["not shipped"] || o.ShippedAt == nil
		seen["ordered in 2026"] = seen["ordered in 2026"] || o.OrderedAt >= mustDate("2026-01-01")
		seen["amount with cents"] = seen["amount with cents"] || o.Amount%100 != 0
		seen["weight with grams"] = seen["weight with grams"] || o.Weight%10 != 0
	}
	var want []string
	for _, s := range statuses {
		want = append(want, "status "+s)
	}
	for _, c := range channels {
		want = append(want, "channel "+c)
	}
	want = append(want, "no channel", "several channels", "no city", "no priority", "priority", "not priority",
		"not shipped", "ordered in 2026", "amount with cents", "weight with grams")
	for _, w := range want {
		if !seen[w] {
			t.Errorf("no row has %s", w)
		}
	}
}

// isSubsequence reports whether sub is all, some or none of list, in
// list's order, each once.
func isSubsequence(sub, list []string) bool {
	j := 0
	for _, s := range sub {
		for j < len(list) && list[j] != s {
			j++
		}
		if j == len(list) {
			return false
		}
		j++
	}
	return true
}
