// Package demodata is the demo data set behind the site's table examples, a
// few thousand made-up orders generated the same way on every run (held in
// memory, with no storage), and the JSON API under /tessera/api/ that
// filters, searches, sorts and pages them.
package demodata

import "math/rand/v2"

// DefaultRows is the number of orders the server serves.
const DefaultRows = 2500

// Order is one order of the demo data set.
type Order struct {
	ID       int
	Customer string
	City     string   // empty when unknown
	Status   string   // one of statuses
	Channels []string // a subset of channels, in their order; empty for none
	Quantity int
	// Weight is in grams: kilograms with three decimals.
	Weight int64
	// Amount is in euro cents: euros with two decimals.
	Amount     int64
	IsPriority *bool // nil when not set
	OrderedAt  Date
	ShippedAt  *Date // nil until shipped
}

// The values of the enumerations, in the order the API lists them: an
// order's life for statuses.
var (
	statuses = []string{"open", "packed", "shipped", "delivered", "returned"}
	channels = []string{"web", "phone", "store", "partner"}
)

// firstDay and lastDay bound every date of the data set.
var (
	firstDay = mustDate("2025-01-01")
	lastDay  = mustDate("2026-06-30")
)

// Names the customers are made of, and their cities.
var (
	firstNames = []string{
		"Ada", "Aino", "Amélie", "Anna", "Bram", "Chiara", "Dario", "Elena", "Emil", "Eva", "Finn", "Greta",
		"Hugo", "Inès", "Ivo", "Jana", "Joana", "Jonas", "Lars", "Léa", "Lotte", "Luca", "Marta", "Mateo",
		"Mia", "Niamh", "Noah", "Oskar", "Paula", "Pieter", "Rui", "Sara", "Sofía", "Tomás", "Zoë",
	}
	lastNames = []string{
		"Andersen", "Bauer", "Bianchi", "Costa", "de Vries", "Dubois", "Fischer", "García", "Hoffmann",
		"Jansen", "Laine", "Lehmann", "Lindqvist", "Martín", "Moreau", "Müller", "Novak", "O'Brien",
		"Peeters", "Rossi", "Santos", "Schmidt", "Silva", "Tamm", "Virtanen", "Wagner", "Weber",
	}
	cities = []string{
		"Amsterdam", "Antwerp", "Barcelona", "Berlin", "Bologna", "Dublin", "Düsseldorf", "Graz", "Helsinki",
		"Liège", "Lisbon", "Lyon", "Málaga", "Munich", "Porto", "Rotterdam", "Tallinn", "Vienna",
	}
)

// customers is the number of distinct customers the orders are spread over.
const customers = 400

// Seeds of the generator. Row i draws from PCG(orderSeed, i) and customer c
// from PCG(customerSeed, c), so every row is a pure function of its index:
// Generate(10) is the first ten rows of Generate(2500).
const (
	orderSeed    = 0x7e55e7a_0001
	customerSeed = 0x7e55e7a_0002
)

// Generate returns n orders with the IDs 1 to n, in that order, the same
// on every call.
func Generate(n int) []Order {
	rows := make([]Order, n)
	for i := range rows {
		rows[i] = order(i)
	}
	return rows
}

// order returns the order of row i.
func order(i int) Order {
	r := rand.New(rand.NewPCG(orderSeed, uint64(i)))
	o := Order{ID: i + 1}
	o.Customer, o.City = customer(r.IntN(customers))
	if r.IntN(50) == 0 {
		o.City = ""
	}
	o.Status = statuses[weighted(r, 12, 10, 18, 52, 8)]
	o.Channels = pickChannels(r)
	o.Quantity = 1 + r.IntN(4)
	if r.IntN(6) == 0 {
		o.Quantity += r.IntN(40)
	}
	unitWeight := int64(40 + r.IntN(3960))    // grams
	unitPrice := int64(250 + r.IntN(24750))   // cents
	o.Weight = int64(o.Quantity) * unitWeight // grams
	o.Amount = int64(o.Quantity) * unitPrice
	if r.IntN(10) == 0 {
		o.Amount -= o.Amount / 10 // a tenth off, rounded in the customer's favour
	}
	if p := r.IntN(100); p >= 10 {
		priority := p < 28
		o.IsPriority = &priority
	}
	o.OrderedAt = firstDay + Date(r.IntN(int(lastDay-firstDay)+1))
	shipIn := Date(1 + r.IntN(7))
	switch o.Status {
	case "shipped", "delivered", "returned":
		shipped := min(o.OrderedAt+shipIn, lastDay)
		o.ShippedAt = &shipped
	}
	return o
}

// pickChannels draws the channels an order came through: each with its own
// chance, and one at random for most orders that drew none.
func pickChannels(r *rand.Rand) []string {
	shares := [...]int{55, 20, 30, 15} // percent, by channel
	var picked [len(shares)]bool
	for c, share := range shares {
		picked[c] = r.IntN(100) < share
	}
	extra, keepNone := r.IntN(len(shares)), r.IntN(5) == 0
	list := []string{}
	for c, ok := range picked {
		if ok {
			list = append(list, channels[c])
		}
	}
	if len(list) == 0 && !keepNone {
		list = append(list, channels[extra])
	}
	return list
}

// customer returns the name and city of customer c.
func customer(c int) (name, city string) {
	r := rand.New(rand.NewPCG(customerSeed, uint64(c)))
	name = firstNames[r.IntN(len(firstNames))] + " " + lastNames[r.IntN(len(lastNames))]
	return name, cities[r.IntN(len(cities))]
}

// weighted returns an index into weights, drawn with those weights.
func weighted(r *rand.Rand, weights ...int) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	n := r.IntN(total)
	for i, w := range weights {
		if n < w {
			return i
		}
		n -= w
	}
	panic("unreachable")
}
