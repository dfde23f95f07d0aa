package browser

// Facts is what settle.js reads from a rendered page, and what must be
// unique on it and is not (duplicates.js).
type Facts struct {
	Location    string    `json:"location"`
	Title       string    `json:"title"`
	Lang        string    `json:"lang"`
	ScrollWidth int       `json:"scrollWidth"`
	ClientWidth int       `json:"clientWidth"`
	Navbar      *Navbar   `json:"navbar"`
	Examples    []Example `json:"examples"`
	ErrorPage   *string   `json:"errorPage"` // the error page's data-status, nil when there is none
	// FirstScreen is where the page's title and opening paragraph end; nil on a page without an h1.
	FirstScreen *FirstScreen `json:"firstScreen"`
	Duplicates  Duplicates   `json:"-"`
}

// Duplicates is what duplicates.js finds more than once on a page: ids, and
// landmarks by role and accessible name.
type Duplicates struct {
	IDs       []DuplicateID       `json:"ids"`
	Landmarks []DuplicateLandmark `json:"landmarks"`
}

// DuplicateID is an id that Count elements carry.
type DuplicateID struct {
	ID    string `json:"id"`
	Count int    `json:"count"`
}

// DuplicateLandmark is a landmark role and accessible name ("" for none)
// that Count shown landmarks share.
type DuplicateLandmark struct {
	Role  string `json:"role"`
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// FirstScreen is where the first h1 of <main> and the first paragraph after it
// end, in CSS pixels from the top of the document (nil: there is none).
type FirstScreen struct {
	TitleBottom     *float64 `json:"titleBottom"`
	ParagraphBottom *float64 `json:"paragraphBottom"`
}

// Navbar is the state the navbar shows in its data attributes.
type Navbar struct {
	Theme   string `json:"theme"`
	Narrow  string `json:"narrow"`
	Variant string `json:"variant"`
}

// Example is one live example block.
type Example struct {
	ID   string `json:"id"`
	Lang string `json:"lang"`
	Live bool   `json:"live"` // it has exactly one live part, the capture's clip
	// States is the block's data-states: the states a reader reaches from
	// it, as JSON (ParseStates); empty when it declares none.
	States string `json:"states"`
	// Top is where the block starts once the page has settled, ReadyTop where
	// it started when the app marked the page ready (nil: it was not there
	// yet), both in CSS pixels from the top of the document.
	Top      float64  `json:"top"`
	ReadyTop *float64 `json:"readyTop"`
}

// Clipped is content that an element cuts off on one axis and that no
// scrolling reaches (clipped.js): the element, as a short path of tags,
// ids and first classes, its box and its content's size on that axis, in
// CSS pixels, and the start of its text.
type Clipped struct {
	Element string `json:"element"`
	Axis    string `json:"axis"`
	Box     int    `json:"box"`
	Content int    `json:"content"`
	Text    string `json:"text"`
}
