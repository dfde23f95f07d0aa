package a11y

import "strings"

// Stop is one focus stop: the role and name Chromium gives the focused
// node, and the live example it is in ("" for the page around them).
type Stop struct {
	Role, Name, Example string
}

// String is a stop's line: `button "Open the modal"`, then ` in basic` when it
// is in the example basic.
func (s Stop) String() string {
	line := named(s.Role, s.Name)
	if s.Example != "" {
		line += " in " + s.Example
	}
	return line
}

// Path is the keyboard path as text, one stop a line, in the order Tab
// reaches them. A line carries no number, so a stop added or taken away
// changes one line of the file's diff.
func Path(stops []Stop) string {
	var b strings.Builder
	for _, s := range stops {
		b.WriteString(s.String())
		b.WriteString("\n")
	}
	return b.String()
}
