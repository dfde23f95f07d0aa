package demodata

import (
	"strconv"
)

// orderJSON is an order as the API writes it. Absent values are null,
// except channels, which is an empty list.
type orderJSON struct {
	ID         int      `json:"id"`
	Customer   string   `json:"customer"`
	City       *string  `json:"city"`
	Status     string   `json:"status"`
	Channels   []string `json:"channels"`
	Quantity   int      `json:"quantity"`
	Weight     number   `json:"weight"` // kilograms, up to 3 decimals: 1.25
	Amount     string   `json:"amount"` // euros, always 2 decimals: "1234.50"
	IsPriority *bool    `json:"isPriority"`
	OrderedAt  string   `json:"orderedAt"`
	ShippedAt  *string  `json:"shippedAt"`
}

// number is a JSON number written as is.
type number string

// MarshalJSON returns the number.
func (n number) MarshalJSON() ([]byte, error) { return []byte(n), nil }

// pageJSON is the answer of GET orders.
type pageJSON struct {
	Rows     []orderJSON `json:"rows"`
	RowCount int         `json:"rowCount"`
	Page     int         `json:"page"`
	PageSize int         `json:"pageSize"`
}

// columnsJSON is the answer of GET orders/columns.
type columnsJSON struct {
	Columns  []columnJSON `json:"columns"`
	Search   searchJSON   `json:"search"`
	PageSize pageSizeJSON `json:"pageSize"`
}

// columnJSON describes a column, with the fields of a filter column of the
// filters UI that apply to its type.
type columnJSON struct {
	Key           string   `json:"key"`
	Label         string   `json:"label"`
	Type          colType  `json:"type"`
	Operations    []string `json:"operations"`
	Sortable      bool     `json:"sortable"`
	Options       []option `json:"options,omitempty"`       // singleEnum, multiEnum
	DecimalPlaces int      `json:"decimalPlaces,omitempty"` // float, currency
	Currency      string   `json:"currency,omitempty"`      // currency
	Suffix        string   `json:"suffix,omitempty"`        // a unit
	MinimumDate   string   `json:"minimumDate,omitempty"`   // dateRange: the data's first day
	MaximumDate   string   `json:"maximumDate,omitempty"`   // dateRange: the data's last day
}

// searchJSON describes the search parameter.
type searchJSON struct {
	Keys      []string `json:"keys"`
	MaxLength int      `json:"maxLength"`
}

// pageSizeJSON describes the pageSize parameter.
type pageSizeJSON struct {
	Default int `json:"default"`
	Minimum int `json:"minimum"`
	Maximum int `json:"maximum"`
}

// errorJSON is the answer of a request the API refuses; Parameter names
// the query parameter at fault, if one is.
type errorJSON struct {
	Error     string  `json:"error"`
	Parameter *string `json:"parameter,omitempty"`
}

// toJSON returns o as the API writes it.
func toJSON(o *Order) orderJSON {
	j := orderJSON{
		ID:         o.ID,
		Customer:   o.Customer,
		Status:     o.Status,
		Channels:   o.Channels,
		Quantity:   o.Quantity,
		Weight:     number(decimal(o.Weight, 3, true)),
		Amount:     decimal(o.Amount, 2, false),
		IsPriority: o.IsPriority,
		OrderedAt:  o.OrderedAt.String(),
	}
	if j.Channels == nil {
		j.Channels = []string{}
	}
	if o.City != "" {
		j.City = &o.City
	}
	if o.ShippedAt != nil {
		s := o.ShippedAt.String()
		j.ShippedAt = &s
	}
	return j
}

// decimal writes n units of 10^-places as a decimal number; trim drops
// the trailing zeros of the fraction, and the point when none is left.
func decimal(n int64, places int, trim bool) string {
	sign := ""
	u := uint64(n)
	if n < 0 {
		sign, u = "-", -u
	}
	s := strconv.FormatUint(u, 10)
	for len(s) <= places {
		s = "0" + s
	}
	whole, frac := s[:len(s)-places], s[len(s)-places:]
	if trim {
		for frac != "" && frac[len(frac)-1] == '0' {
			frac = frac[:len(frac)-1]
		}
	}
	if frac == "" {
		return sign + whole
	}
	return sign + whole + "." + frac
}

// describe returns the answer of GET orders/columns.
func describe() columnsJSON {
	d := columnsJSON{
		Search:   searchJSON{Keys: searchColumns, MaxLength: maxText},
		PageSize: pageSizeJSON{Default: defaultPageSize, Minimum: minPageSize, Maximum: maxPageSize},
	}
	for _, c := range columns {
		j := columnJSON{
			Key:           c.key,
			Label:         c.label,
			Type:          c.typ,
			Operations:    operationsOf[c.typ],
			Sortable:      c.sortable,
			Options:       c.options,
			DecimalPlaces: c.decimals,
			Currency:      c.currency,
			Suffix:        c.suffix,
		}
		if c.typ == typeDateRange {
			j.MinimumDate, j.MaximumDate = firstDay.String(), lastDay.String()
		}
		d.Columns = append(d.Columns, j)
	}
	return d
}
