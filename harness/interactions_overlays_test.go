package harness

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// overlaysState is what interactions-overlays.js reads.
type overlaysState struct {
	Modal         int      `json:"modal"`
	Drawer        int      `json:"drawer"`
	Popover       int      `json:"popover"`
	Focused       string   `json:"focused"`
	FocusInDialog bool     `json:"focusInDialog"`
	DialogName    string   `json:"dialogName"`
	BodyScrolls   string   `json:"bodyScrolls"`
	BodyTabStop   bool     `json:"bodyTabStop"`
	DrawerState   string   `json:"drawerState"`
	DrawerWidth   int      `json:"drawerWidth"`
	Toasts        []string `json:"toasts"`
	Queued        int      `json:"queued"`
	ExampleFound  bool     `json:"exampleFound"`
}

// failure says when the example whose toasts were asked for is missing.
func (s overlaysState) failure() string {
	if !s.ExampleFound {
		return "no such example on the page"
	}
	return ""
}

// overlaysIn reads the state of the page, with the toasts of example ("" for none).
func overlaysIn(example string) jsCall[overlaysState] {
	return js[overlaysState]("interactions-overlays", example)
}

var overlaysShiftTab = chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift))

// TestInteractionsOverlays checks in Chromium what the overlays do with a
// real keyboard and mouse: the toaster's queue, the modal's focus trap and
// the focus's return, the dialog frame that Modal and Drawer share, Escape
// on the modal, the drawer and the popover, and the drawer's handle.
func TestInteractionsOverlays(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	t.Run("toaster-queue", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-toaster")
		const example = "queue"
		closeFirst := `[data-example="queue"] [data-toast] button`
		steps := []struct {
			name   string
			action chromedp.Action[chromedp.Void]
			toasts []string
			queued int
		}{
			{"on load", nil, nil, 0},
			{"five queued", chromedp.Click(chromedp.CSS(`[data-example="queue"] button[data-button]:first-child`)), []string{"Toast 1", "Toast 2", "Toast 3"}, 5},
			{"first closed", chromedp.Click(chromedp.CSS(closeFirst)), []string{"Toast 2", "Toast 3", "Toast 4"}, 4},
			{"second closed", chromedp.Click(chromedp.CSS(closeFirst)), []string{"Toast 3", "Toast 4", "Toast 5"}, 3},
			{"third closed", chromedp.Click(chromedp.CSS(closeFirst)), []string{"Toast 4", "Toast 5"}, 2},
			{"cleared", chromedp.Click(chromedp.CSS(`[data-example="queue"] button[data-button]:last-child`)), nil, 0},
		}
		for _, s := range steps {
			if s.action != nil {
				do(t, ctx, s.name, s.action)
			}
			want := strings.Join(s.toasts, " | ")
			poll(t, ctx, failAfter5s, overlaysIn(example), fmt.Sprintf("%s: toasts %q, %d queued", s.name, want, s.queued), func(got overlaysState) bool {
				return strings.Join(got.Toasts, " | ") == want && got.Queued == s.queued
			})
		}
		noProblems(t, tab)
	})

	t.Run("modal-focus", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-modal")
		opener := `[data-example="basic"] button`
		do(t, ctx, "opening the modal", chromedp.Click(chromedp.CSS(opener)))
		poll(t, ctx, failAfter5s, overlaysIn(""), "an open modal with the focus inside", func(s overlaysState) bool { return s.Modal == 1 && s.FocusInDialog })
		steps := []struct {
			name    string
			key     chromedp.Action[chromedp.Void]
			focused string
		}{
			{"Tab", chromedp.KeyEvent(kb.Tab), "button:Archive"},
			{"Tab past the last control", chromedp.KeyEvent(kb.Tab), "button:Cancel"},
			{"Tab", chromedp.KeyEvent(kb.Tab), "button:Archive"},
			{"Shift+Tab", overlaysShiftTab, "button:Cancel"},
			{"Shift+browser.Tab past the first control", overlaysShiftTab, "button:Archive"},
		}
		for _, s := range steps {
			do(t, ctx, s.name, s.key)
			poll(t, ctx, failAfter5s, overlaysIn(""), fmt.Sprintf("after %s: the focus on %q inside the open modal", s.name, s.focused), func(got overlaysState) bool {
				return got.Modal == 1 && got.FocusInDialog && got.Focused == s.focused
			})
		}
		do(t, ctx, "Cancel", chromedp.Click(chromedp.CSS(`[data-modal] footer button`)))
		poll(t, ctx, failAfter5s, overlaysIn(""), `the modal closed and the focus back on "button:Open the modal"`, func(got overlaysState) bool {
			return got.Modal == 0 && got.Focused == "button:Open the modal"
		})
		noProblems(t, tab)
	})

	// The frame that Modal and Drawer share: it names the dialog by its
	// heading, its body is a tab stop only when it scrolls, Tab and Shift+Tab
	// cycle through the dialog's controls (the body, the close button, the
	// drawer's handle), and closing it (Escape or the close button) returns
	// the focus to the opener.
	t.Run("dialog-frame", func(t *testing.T) {
		type step struct {
			key     chromedp.Action[chromedp.Void]
			focused string
		}
		tabKey := chromedp.KeyEvent(kb.Tab)
		escape := chromedp.KeyEvent(kb.Escape)
		tests := []struct {
			name, slug, example, dialog, opener string
			scrolls                             bool
			first                               string
			steps                               []step
			close                               chromedp.Action[chromedp.Void]
		}{
			{"modal with a scrolling body", "usage-components-modal", "long", "How orders are checked", "button:Read how orders are checked", true, "body",
				[]step{{tabKey, "button:Cancel"}, {tabKey, "button:Got it"}, {tabKey, "body"}, {overlaysShiftTab, "button:Got it"}}, escape},
			{"modal with a header and its close button", "usage-components-modal", "header", "Material running low", "button:Show the warning", false, "button:Close dialog",
				[]step{{tabKey, "button:Close dialog"}, {overlaysShiftTab, "button:Close dialog"}}, chromedp.Click(chromedp.CSS(`[data-modal] header button`))},
			{"drawer with its close button", "usage-components-drawer", "disallow-close-outside", "New filter", "button:Open the drawer with a form", false, "button:Close panel",
				[]step{{tabKey, "input:"}, {tabKey, "button:Close the drawer"}, {tabKey, "button:Widen panel"}, {tabKey, "button:Close panel"}, {overlaysShiftTab, "button:Widen panel"}}, escape},
			{"drawer closed by its close button", "usage-components-drawer", "disallow-close-outside", "New filter", "button:Open the drawer with a form", false, "button:Close panel",
				nil, chromedp.Click(chromedp.CSS(`[data-drawer] header button`))},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				tab, ctx := openPage(t, tt.slug)
				do(t, ctx, "opening", chromedp.Click(chromedp.CSS(`[data-example="`+tt.example+`"] button`)))
				scrolls := map[bool]string{true: "true", false: "false"}[tt.scrolls]
				poll(t, ctx, failAfter5s, overlaysIn(""), fmt.Sprintf("one open dialog named %q, data-scrolls %q (a tab stop: %v), the focus on %q", tt.dialog, scrolls, tt.scrolls, tt.first), func(s overlaysState) bool {
					return s.Modal+s.Drawer == 1 && s.DialogName == tt.dialog && s.BodyScrolls == scrolls && s.BodyTabStop == tt.scrolls && s.Focused == tt.first
				})
				for i, s := range tt.steps {
					name := fmt.Sprintf("key %d", i+1)
					do(t, ctx, name, s.key)
					poll(t, ctx, failAfter5s, overlaysIn(""), fmt.Sprintf("after %s: the focus on %q inside the dialog", name, s.focused), func(got overlaysState) bool {
						return got.Modal+got.Drawer == 1 && got.FocusInDialog && got.Focused == s.focused
					})
				}
				do(t, ctx, "closing", tt.close)
				poll(t, ctx, failAfter5s, overlaysIn(""), fmt.Sprintf("the dialog closed and the focus back on %q", tt.opener), func(got overlaysState) bool {
					return got.Modal+got.Drawer == 0 && got.Focused == tt.opener
				})
				noProblems(t, tab)
			})
		}
	})

	t.Run("escape-closes", func(t *testing.T) {
		tests := []struct {
			name, slug, opener, focused string
			open                        func(overlaysState) int
		}{
			{"modal", "usage-components-modal", `[data-example="basic"] button`, "button:Open the modal", func(s overlaysState) int { return s.Modal }},
			{"drawer", "usage-components-drawer", `[data-example="default"] button`, "button:Open the drawer", func(s overlaysState) int { return s.Drawer }},
			{"drawer without close from outside", "usage-components-drawer", `[data-example="disallow-close-outside"] button`, "button:Open the drawer with a form", func(s overlaysState) int { return s.Drawer }},
			{"popover", "usage-components-popover", `[data-example="click"] button`, "button:Robin Example", func(s overlaysState) int { return s.Popover }},
			{"hover popover", "usage-components-popover", `[data-example="hover"] button`, "button:Why archived?", func(s overlaysState) int { return s.Popover }},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				tab, ctx := openPage(t, tt.slug)
				do(t, ctx, "opening", chromedp.Click(chromedp.CSS(tt.opener)))
				poll(t, ctx, failAfter5s, overlaysIn(""), "one open "+tt.name, func(s overlaysState) bool { return tt.open(s) == 1 })
				do(t, ctx, "Escape", chromedp.KeyEvent(kb.Escape))
				poll(t, ctx, failAfter5s, overlaysIn(""), fmt.Sprintf("the %s closed and the focus back on %q", tt.name, tt.focused), func(s overlaysState) bool {
					return tt.open(s) == 0 && s.Focused == tt.focused
				})
				noProblems(t, tab)
			})
		}
	})

	t.Run("outside-click", func(t *testing.T) {
		tests := []struct {
			name, slug, opener string
			open               func(overlaysState) int
			want               int
		}{
			{"modal closes on the backdrop", "usage-components-modal", `[data-example="basic"] button`, func(s overlaysState) int { return s.Modal }, 0},
			{"modal with preventCloseOutside stays", "usage-components-modal", `[data-example="prevent-close-outside"] button`, func(s overlaysState) int { return s.Modal }, 1},
			{"drawer closes on the mask", "usage-components-drawer", `[data-example="default"] button`, func(s overlaysState) int { return s.Drawer }, 0},
			{"drawer with disallowCloseOutside stays", "usage-components-drawer", `[data-example="disallow-close-outside"] button`, func(s overlaysState) int { return s.Drawer }, 1},
			{"popover closes on a click outside", "usage-components-popover", `[data-example="click"] button`, func(s overlaysState) int { return s.Popover }, 0},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				tab, ctx := openPage(t, tt.slug)
				do(t, ctx, "opening", chromedp.Click(chromedp.CSS(tt.opener)))
				poll(t, ctx, failAfter5s, overlaysIn(""), "one open overlay", func(s overlaysState) bool { return tt.open(s) == 1 })
				// a point in the workspace's top margin, away from every control: under the backdrop or mask, or on the bare page
				do(t, ctx, "clicking outside", chromedp.MouseClickXY(470, 8))
				// The click's handlers have run when the input call returns; two
				// frames later the page shows what they did, however slow the
				// machine (a fixed pause let a late close pass as "stays").
				call(t, ctx, js[bool]("frames"))
				poll(t, ctx, failAfter5s, overlaysIn(""), fmt.Sprintf("%d open after the click outside", tt.want), func(s overlaysState) bool { return tt.open(s) == tt.want })
				noProblems(t, tab)
			})
		}
	})

	t.Run("drawer-handle", func(t *testing.T) {
		tests := []struct {
			example             string
			defaultW, expandedW int // px at a root font size of 16 px and a 1280 px wide window
		}{
			{"default", 320, 429},
			{"wide", 429, 960},
			{"custom-width", 400, 600},
		}
		for _, tt := range tests {
			t.Run(tt.example, func(t *testing.T) {
				tab, ctx := openPage(t, "usage-components-drawer")
				do(t, ctx, "opening", chromedp.Click(chromedp.CSS(`[data-example="`+tt.example+`"] button`)))
				steps := []struct {
					name  string
					state string
					width int
				}{
					{"opened", "default", tt.defaultW},
					{"handle clicked", "expanded", tt.expandedW},
					{"handle clicked again", "default", tt.defaultW},
				}
				for i, s := range steps {
					if i > 0 {
						do(t, ctx, s.name, chromedp.Click(chromedp.CSS(`[data-drawer-handle]`)))
					}
					poll(t, ctx, failAfter5s, overlaysIn(""), fmt.Sprintf("%s: data-state %q, width %d px", s.name, s.state, s.width), func(got overlaysState) bool {
						return got.Drawer == 1 && got.DrawerState == s.state && got.DrawerWidth >= s.width-1 && got.DrawerWidth <= s.width+1
					})
				}
				noProblems(t, tab)
			})
		}
	})
}
