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

// How a walk inside an open state ends (StatePath).
const (
	BackTo = "back to" // a stop reached before: the path cycles (a dialog's focus trap, a menu that wraps)
	OutTo  = "out to"  // a stop outside what the state opened: the focus left it
	Stays  = "stays"   // the key moved nothing: the end of a list that does not wrap
	Leaves = "leaves the page"
)

// StatePath is the keyboard path inside what a state opened, as text: the
// key a reader presses, the stops it reaches from where the state put the
// focus, one a line, and how the walk ends (BackTo or OutTo the stop to,
// Stays, Leaves).
func StatePath(key string, stops []Stop, how string, to Stop) string {
	var b strings.Builder
	b.WriteString("press " + key + "\n")
	b.WriteString(Path(stops))
	b.WriteString("then " + how)
	if how == BackTo || how == OutTo {
		b.WriteString(" " + to.String())
	}
	b.WriteString("\n")
	return b.String()
}
