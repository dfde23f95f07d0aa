package coverage

import (
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestJudge(t *testing.T) {
	rules := map[string]bool{".a": true, ".a:hover": true, ".b:focus-visible": true, "@media print .c": true, ".d:active": true, ".f": true, ".g": true}
	now := map[string]map[string]bool{".a": {"button": true}, ".a:hover": {"modal": true}, ".e": {"modal": true}}
	// .f was applied by the tag page, which this run did not check: it
	// still is. .g was applied by the button page, which this run checked
	// whole and did not see it apply.
	recorded := Appliers{".f": {"tag"}, ".g": {"button"}, ".a": {"button"}}
	complete := map[string]bool{"button": true, "modal": true}
	reached := func(id string) bool { return Reached(id, now, recorded, complete) }
	list := List{"@media print .c": "no cell prints", ".a:hover": "was unreached", ".d:active": Placeholder}
	v := Judge(rules, reached, list)
	if got, want := v.Unreached, []string{".b:focus-visible", ".d:active", ".g"}; !slices.Equal(got, want) {
		t.Errorf("unreached %q, want %q", got, want)
	}
	if got, want := v.Stale, []string{".a:hover"}; !slices.Equal(got, want) {
		t.Errorf("stale %q, want %q", got, want)
	}
	if v.Rules != 7 || v.Applied != 3 || v.Listed != 1 {
		t.Errorf("rules %d applied %d listed %d, want 7 3 1", v.Rules, v.Applied, v.Listed)
	}
	list[".gone"] = "a rule deleted since"
	if up := Update(rules, reached, list, false); up[".gone"] != "a rule deleted since" {
		t.Errorf("a run that saw some sheets dropped %q, a rule it did not see", ".gone")
	}
	up := Update(rules, reached, list, true)
	wantUp := List{"@media print .c": "no cell prints", ".b:focus-visible": Placeholder, ".d:active": Placeholder, ".g": Placeholder}
	if len(up) != len(wantUp) {
		t.Fatalf("update %q, want %q", up, wantUp)
	}
	for id, r := range wantUp {
		if up[id] != r {
			t.Errorf("update[%q] = %q, want %q", id, up[id], r)
		}
	}
	got := recorded.Updated(now, complete)
	want := Appliers{".a": {"button"}, ".a:hover": {"modal"}, ".e": {"modal"}, ".f": {"tag"}}
	if len(got) != len(want) {
		t.Fatalf("appliers after the run %q, want %q", got, want)
	}
	for id, slugs := range want {
		if !slices.Equal(got[id], slugs) {
			t.Errorf("appliers[%q] = %q, want %q", id, got[id], slugs)
		}
	}
	path := filepath.Join(t.TempDir(), AppliersFile)
	if err := got.Write(path); err != nil {
		t.Fatal(err)
	}
	back, err := ReadAppliers(path)
	if err != nil || len(back) != len(got) || !slices.Equal(back[".f"], []string{"tag"}) {
		t.Errorf("read back %q, %v, want %q", back, err, got)
	}
}

func TestList(t *testing.T) {
	path := filepath.Join(t.TempDir(), ListFile)
	l := List{"@media print .c": "no cell prints", ".b:focus-visible": Placeholder}
	if err := l.Write(path); err != nil {
		t.Fatal(err)
	}
	got, err := ReadList(path)
	if err != nil || len(got) != 2 || got["@media print .c"] != "no cell prints" {
		t.Fatalf("read back %q, %v, want %q", got, err, l)
	}
	for _, bad := range []string{".a\n", ".a\t\n", ".a\tx\n.a\ty\n"} {
		if _, err := parseList(strings.NewReader(bad), "unreached.txt"); err == nil {
			t.Errorf("parseList(%q) read it, want an error naming the line", bad)
		}
	}
	if l, err := ReadList(filepath.Join(t.TempDir(), "none.txt")); err != nil || len(l) != 0 {
		t.Errorf("a missing list: %q, %v, want an empty list", l, err)
	}
}

func TestUpdateCarriesReasonsAcrossModuleHashes(t *testing.T) {
	list := List{
		"@media (width >= 840px) ._navbar_185mr[data-media=\"narrow\"]": "applies only before the scripts run",
		"._only_185mr":      Placeholder,
		"._bar_185mr:hover": "a hover no example declares",
		".plain:hover":      "a plain class",
	}
	rules := map[string]bool{
		"@media (width >= 840px) ._navbar_1fsr0[data-media=\"narrow\"]": true, // renamed: its reason carries
		"._only_1fsr0":      true, // renamed, but only the placeholder was listed
		"._bar_1fsr0:focus": true, // another rule of the renamed module
		".plain:focus":      true, // no module hash
	}
	got := Update(rules, func(string) bool { return false }, list, true)
	want := List{
		"@media (width >= 840px) ._navbar_1fsr0[data-media=\"narrow\"]": "applies only before the scripts run",
		"._only_1fsr0":      Placeholder,
		"._bar_1fsr0:focus": Placeholder,
		".plain:focus":      Placeholder,
	}
	if !maps.Equal(got, want) {
		t.Errorf("Update() = %q, want %q", got, want)
	}
}
