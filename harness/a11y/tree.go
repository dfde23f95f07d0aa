// Package a11y holds what a screen reader and a keyboard user meet, as text a
// person can read and diff: the accessibility tree Chromium computed for a
// page (Tree), the focus stops pressing Tab gives (Path), and whether a focus
// stop shows that it has focus (Visible). Its functions are pure: the browser
// observes (harness/browser), this package formats and judges.
package a11y

import (
	"strconv"
	"strings"
)

// Node is one node of Chromium's accessibility tree (the CDP Accessibility
// domain's AXNode) in stdlib types.
type Node struct {
	ID       string
	Ignored  bool
	Role     string
	Name     string
	Desc     string
	Value    string
	Props    map[string]string // a property's name (as CDP spells it) and value
	Children []string
	DOM      int64 // the backend DOM node id; 0 for none
}

// held lists, in the order a line shows them, the properties a line holds:
// heading levels, live regions and the states of controls. A property that
// is absent, or has the value in the map, shows nothing.
var held = []struct{ name, quiet string }{
	{"level", ""},
	{"modal", "false"},
	{"hasPopup", "false"},
	{"expanded", ""},
	{"checked", ""},
	{"pressed", ""},
	{"selected", "false"},
	{"current", "false"},
	{"disabled", "false"},
	{"readonly", "false"},
	{"required", "false"},
	{"invalid", "false"},
	{"multiselectable", "false"},
	{"orientation", ""},
	{"valuemin", ""},
	{"valuemax", ""},
	{"valuetext", ""},
	{"roledescription", ""},
	{"live", "off"},
	{"atomic", ""},
	{"relevant", ""},
	{"busy", "false"},
}

// shown says whether a node of this role gets a line. A node that gets none
// still has its children shown, a level up: text (the page's words have
// their own baseline), ignored nodes, nameless generic containers, and the
// roles Chromium gives elements that have no ARIA role (capitalised:
// LabelText, Figcaption, ListMarker).
func shown(n Node) bool {
	switch {
	case n.Ignored, n.Role == "":
		return false
	case n.Role == "generic" || n.Role == "none" || n.Role == "presentation":
		return n.Name != ""
	case n.Role[0] >= 'A' && n.Role[0] <= 'Z':
		return false
	}
	return true
}

// named is a role and its name as a tree line and a focus stop show them:
// `button "Open the modal"`, the role alone when it has no name.
func named(role, name string) string {
	if name == "" {
		return role
	}
	return role + " " + strconv.Quote(name)
}

// Line is a node's line without its indent: "- role "name" [prop=value, ...]".
func Line(n Node) string {
	var b strings.Builder
	b.WriteString("- ")
	b.WriteString(named(n.Role, n.Name))
	var props []string
	for _, p := range held {
		v, ok := n.Props[p.name]
		if !ok || v == p.quiet || (p.name == "level" && n.Role != "heading") {
			continue
		}
		if v == "true" {
			props = append(props, strings.ToLower(p.name))
		} else {
			props = append(props, strings.ToLower(p.name)+"="+v)
		}
	}
	if n.Value != "" {
		props = append(props, "value="+strconv.Quote(n.Value))
	}
	if n.Desc != "" {
		props = append(props, "description="+strconv.Quote(n.Desc))
	}
	if len(props) > 0 {
		b.WriteString(" [")
		b.WriteString(strings.Join(props, ", "))
		b.WriteString("]")
	}
	return b.String()
}

// Tree formats the tree below the node whose DOM node is dom (the document's
// root when dom is 0), one line a node, nested by two spaces, the root's own
// line left out. ok is false when no node has that DOM node.
func Tree(nodes []Node, dom int64) (text string, ok bool) {
	return format(nodes, dom, false)
}

// Branch is Tree with the root's own line, when it gets one: the tree of
// an open dialog starts with the dialog, modal and named.
func Branch(nodes []Node, dom int64) (text string, ok bool) {
	return format(nodes, dom, true)
}

func format(nodes []Node, dom int64, withRoot bool) (text string, ok bool) {
	byID := make(map[string]Node, len(nodes))
	hasParent := map[string]bool{}
	for _, n := range nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			hasParent[c] = true
		}
	}
	var root Node
	for _, n := range nodes {
		if (dom == 0 && !hasParent[n.ID]) || (dom != 0 && n.DOM == dom) {
			root, ok = n, true
			break
		}
	}
	if !ok {
		return "", false
	}
	var b strings.Builder
	var walk func(id string, depth int)
	walk = func(id string, depth int) {
		n, known := byID[id]
		if !known {
			return
		}
		if shown(n) {
			b.WriteString(strings.Repeat("  ", depth))
			b.WriteString(Line(n))
			b.WriteString("\n")
			depth++
		}
		for _, c := range n.Children {
			walk(c, depth)
		}
	}
	if withRoot {
		walk(root.ID, 0)
	} else {
		for _, c := range root.Children {
			walk(c, 0)
		}
	}
	return b.String(), true
}
