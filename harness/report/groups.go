package report

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"image"
	"slices"
	"strings"

	"github.com/tessera-ds/tessera/harness/compare"
)

// MinOverlap is how much of the changed pixels two captures must share, as
// intersection over union, to show the same change: the same region of the
// same element changed, in another theme, width-alike route or locale, moves
// nearly the same pixels (a theme's colours shift which edge pixels cross the
// floor, by a few percent).
const MinOverlap = 0.9

// Group is the failures that show one change: the representative first,
// then the members that show the same change as it.
type Group struct {
	Kind    string    `json:"kind"` // what changed: "page" (first screen or navbar), "example <id>", "text", "accessibility tree" or "keyboard path"
	Members []Failure `json:"members"`
}

// changeKind names what a failing baseline holds, for grouping: captures of
// different kinds never show the same change.
func changeKind(f Failure) string {
	base := f.Baseline[strings.LastIndex(f.Baseline, "/")+1:]
	switch {
	case strings.HasSuffix(base, ".tree.txt"), strings.HasSuffix(base, ".examples.txt"):
		return "accessibility tree"
	case strings.HasSuffix(base, ".keys.txt"):
		return "keyboard path"
	case strings.HasSuffix(base, ".txt"):
		return "text"
	}
	// <width>-<theme>-<locale>[-<example>].png: the locale has one dash.
	parts := strings.SplitN(strings.TrimSuffix(base, ".png"), "-", 5)
	if len(parts) == 5 {
		return "example " + parts[4]
	}
	return "page"
}

// textual says whether a change of the kind is a text's: the page's words,
// its accessibility tree or its keyboard path.
func textual(kind string) bool {
	return kind == "text" || kind == "accessibility tree" || kind == "keyboard path"
}

// Groups puts the failures, in the order of their baselines, into groups
// of one change each (see grouper.add), largest group first. mask gives a
// capture's change (nil when there is no diff of it, as for a missing
// baseline: it is a group of its own); text gives a text's new words.
func Groups(failures []Failure, mask func(Failure) *compare.ChangeSet, text func(Failure) string) []Group {
	var g grouper
	sorted := slices.Clone(failures)
	slices.SortFunc(sorted, func(a, b Failure) int { return strings.Compare(a.Baseline, b.Baseline) })
	for _, f := range sorted {
		if textual(changeKind(f)) {
			g.add(f, nil, text(f))
		} else {
			g.add(f, mask(f), "")
		}
	}
	return g.result()
}

// grouper gathers failures into groups, keeping only each group's
// representative's change.
type grouper struct {
	groups []*Group
	reps   []groupRep
}

type groupRep struct {
	group *Group
	mask  *compare.ChangeSet
	words string
}

// add puts f into the first group whose representative shows the same
// change, or starts a group with f as its representative. A capture shows
// the same change when its change touched the same component parts
// (Failure.Parts, the CSS-module classes under its changed pixels: one rule
// that moved the navbar's section titles moves them in the site's navbar on
// every route and in the navbar's live examples alike), and never when both
// parts are known and differ. When either is not known, a capture of the
// same kind shows the same change when its changed pixels overlap the
// representative's by MinOverlap, or, for the same element of the same
// route, when the changes are in the same region (sameRegion: the same rows
// changed around other words, in another locale). A text shows the same
// change when it became the same words from the same baseline.
func (g *grouper) add(f Failure, m *compare.ChangeSet, words string) {
	kind := changeKind(f)
	if textual(kind) {
		words = f.JudgedAgainst + "\x00" + words
	}
	for _, r := range g.reps {
		same := false
		switch {
		case textual(kind) || textual(r.group.Kind):
			same = kind == r.group.Kind && r.words == words
		case len(f.Parts) > 0 && len(r.group.Members[0].Parts) > 0:
			same = slices.Equal(r.group.Members[0].Parts, f.Parts)
		case r.group.Kind != kind:
		case m != nil && r.mask != nil:
			same = r.mask.Overlap(m) >= MinOverlap ||
				(sameElement(r.group.Members[0], f) && sameRegion(r.mask.Bounds, m.Bounds))
		}
		if same {
			r.group.Members = append(r.group.Members, f)
			return
		}
	}
	grp := &Group{Kind: kind, Members: []Failure{f}}
	g.groups = append(g.groups, grp)
	g.reps = append(g.reps, groupRep{group: grp, mask: m, words: words})
}

// result returns the groups, largest first, then by their representatives'
// baselines; in each, the representative first and the other members in
// the order of their baselines.
func (g *grouper) result() []Group {
	out := make([]Group, len(g.groups))
	for i, grp := range g.groups {
		out[i] = Group{Kind: grp.Kind, Members: slices.Clone(grp.Members)}
		rest := out[i].Members[1:]
		slices.SortFunc(rest, func(a, b Failure) int { return strings.Compare(a.Baseline, b.Baseline) })
	}
	slices.SortFunc(out, func(a, b Group) int {
		return cmp.Or(cmp.Compare(len(b.Members), len(a.Members)), strings.Compare(a.Members[0].Baseline, b.Members[0].Baseline))
	})
	return out
}

// sameElement reports whether two failures are captures of one element of
// one route: the same example, or the first screen or navbar, at any width,
// theme or locale.
func sameElement(a, b Failure) bool {
	slug := func(f Failure) string { s, _, _ := strings.Cut(f.Baseline, "/"); return s }
	return slug(a) == slug(b) && changeKind(a) == changeKind(b)
}

// sameRegion reports whether two changes of one element are in the same
// region around other words: the rows they span overlap by MinOverlap
// (intersection over union) and their columns meet. Words of another locale
// are longer or shorter, never on other rows.
func sameRegion(a, b image.Rectangle) bool {
	rows := min(a.Max.Y, b.Max.Y) - max(a.Min.Y, b.Min.Y)
	union := max(a.Max.Y, b.Max.Y) - min(a.Min.Y, b.Min.Y)
	cols := min(a.Max.X, b.Max.X) - max(a.Min.X, b.Min.X)
	return rows > 0 && cols > 0 && float64(rows) >= MinOverlap*float64(union)
}

// PartNames returns the component parts the group's change touched, by
// their names in the source (sectionTitle for _sectionTitle_1mjzq_118),
// for a reader; "" when they are not known.
func (g Group) PartNames() string {
	var names []string
	for _, p := range g.Members[0].Parts {
		local := strings.TrimPrefix(p, "_")
		if i := strings.LastIndexByte(local, '_'); i > 0 {
			if j := strings.LastIndexByte(local[:i], '_'); j > 0 {
				local = local[:j]
			}
		}
		if !slices.Contains(names, local) {
			names = append(names, local)
		}
	}
	return strings.Join(names, ", ")
}

// ID names the group by its representative, stably across runs.
func (g Group) ID() string {
	sum := sha256.Sum256([]byte(g.Members[0].Baseline))
	return "g" + hex.EncodeToString(sum[:4])
}
