package harness

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// filesItem is one file of a file upload example, as interactions-files.js reads it.
type filesItem struct {
	Name       string `json:"name"`
	Status     string `json:"status"`
	Validation string `json:"validation"`
	StatusText string `json:"statusText"`
	Message    string `json:"message"`
	Progress   string `json:"progress"`
}

// filesThread is one comment thread of an example.
type filesThread struct {
	ID       string   `json:"id"`
	State    string   `json:"state"`
	Reply    string   `json:"reply"`
	Message  string   `json:"message"`
	Replies  []string `json:"replies"`
	ReplyBox bool     `json:"replyBox"`
}

// filesState is what interactions-files.js reads from an example.
type filesState struct {
	scriptError
	Files     []filesItem   `json:"files"`
	DropError string        `json:"dropError"`
	Threads   []filesThread `json:"threads"`
	Focused   string        `json:"focused"`
}

// filesIn reads the state of example.
func filesIn(example string) jsCall[filesState] {
	return js[filesState]("interactions-files", "state", example)
}

// filesTemp writes a file of size bytes named name in a temporary directory and returns its path.
func filesTemp(t *testing.T, name string, size int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, make([]byte, size), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// filesSummary spells files as "name status/validation", comma-separated.
func filesSummary(files []filesItem) string {
	parts := make([]string, len(files))
	for i, f := range files {
		parts[i] = fmt.Sprintf("%s %s/%s", f.Name, f.Status, f.Validation)
	}
	return strings.Join(parts, ", ")
}

// TestInteractionsFiles checks in Chromium what the file upload and comment
// examples do: a chosen file larger than the maximum is refused with its
// message, a valid one uploads (simulated) to UPLOADED, several files dropped
// on a single-file upload are refused; a comment is posted and replied to.
func TestInteractionsFiles(t *testing.T) {
	t.Parallel() // tabs of its own on the shared browser and site
	if passesAsRecorded(t) {
		return
	}
	t.Run("file-upload", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-file-upload")
		const example = "live"
		input := chromedp.CSS(`[data-example="live"] input[type="file"]`)
		poll(t, ctx, failAfter5s, filesIn(example), "no files at load", func(s filesState) bool { return len(s.Files) == 0 && s.DropError == "" })

		// the live example allows 1 MB (1 000 000 bytes); this file is larger
		big := filesTemp(t, "too-large.pdf", 1_500_000)
		do(t, ctx, "choosing a file that is too large", chromedp.SetUploadFiles(input, []string{big}))
		s := poll(t, ctx, failAfter5s, filesIn(example), "too-large.pdf INVALID/MAX_SIZE_EXCEEDED with its message", func(s filesState) bool {
			return len(s.Files) == 1 && s.Files[0].Status == "INVALID" && s.Files[0].Validation == "MAX_SIZE_EXCEEDED"
		})
		if got := s.Files[0]; got.Name != "too-large.pdf" || got.Message != "Maximum file size allowed exceeded" || got.StatusText != "Invalid" || got.Progress != "" {
			t.Errorf("the too large file reads %+v; want too-large.pdf, Invalid, “Maximum file size allowed exceeded”, no progress", got)
		}

		small := filesTemp(t, "delivery-note.pdf", 2_000)
		do(t, ctx, "choosing a valid file", chromedp.SetUploadFiles(input, []string{small}))
		poll(t, ctx, failAfter5s, filesIn(example), "the valid file NOT_STARTED after the invalid one", func(s filesState) bool {
			return filesSummary(s.Files) == "too-large.pdf INVALID/MAX_SIZE_EXCEEDED, delivery-note.pdf NOT_STARTED/SUCCESS"
		})
		do(t, ctx, "starting the upload", chromedp.Click(chromedp.CSS(`[data-example="live"] button[data-variant="primary"]`)))
		poll(t, ctx, failAfter5s, filesIn(example), "the valid file UPLOADED, the invalid one still INVALID", func(s filesState) bool {
			return filesSummary(s.Files) == "too-large.pdf INVALID/MAX_SIZE_EXCEEDED, delivery-note.pdf UPLOADED/SUCCESS"
		})

		r := call(t, ctx, js[struct {
			scriptError
			Dropped int `json:"dropped"`
		}]("interactions-files", "drop", map[string]any{"example": "single", "files": []map[string]any{{"name": "a.png", "size": 10}, {"name": "b.png", "size": 10}}}))
		if r.Dropped != 2 {
			t.Fatalf("dropping two files: %+v", r)
		}
		poll(t, ctx, failAfter5s, filesIn("single"), "two files refused with “Multiple files upload not allowed”", func(s filesState) bool {
			return len(s.Files) == 0 && s.DropError == "Multiple files upload not allowed"
		})
		noProblems(t, tab)
	})

	t.Run("comment-post-and-reply", func(t *testing.T) {
		tab, ctx := openPage(t, "usage-components-comment")
		const example = "thread"
		const message = "The crates are packed and ready for pick-up."
		const answer = "Thanks, the truck comes at three."
		start := poll(t, ctx, failAfter5s, filesIn(example), "the example's threads", func(s filesState) bool { return len(s.Threads) > 0 })
		n := len(start.Threads)

		box := `[data-example="thread"] [data-comment-input="comment"]`
		post := box + ` button[data-variant="primary"]`
		if disabled, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`document.querySelector(%q).disabled`, post))); err != nil || !disabled {
			t.Fatalf("Post is enabled with an empty box (disabled %v, error %v)", disabled, err)
		}
		do(t, ctx, "typing a comment", chromedp.Click(chromedp.CSS(box+" textarea")), chromedp.SendKeys(chromedp.CSS(box+" textarea"), message))
		do(t, ctx, "posting it", chromedp.Click(chromedp.CSS(post)))
		s := poll(t, ctx, failAfter5s, filesIn(example), "a new thread with the message", func(s filesState) bool {
			return len(s.Threads) == n+1 && s.Threads[n].Message == message
		})
		thread := s.Threads[n]
		if len(thread.Replies) != 0 || thread.State != "viewing" {
			t.Fatalf("the new thread: %+v; want no replies, viewing", thread)
		}

		article := fmt.Sprintf(`[data-example="thread"] article[data-comment][data-comment-id=%q]`, thread.ID)
		// Reply is the first action of a comment
		do(t, ctx, "pressing Reply", chromedp.Click(chromedp.CSS(article+` [data-comment-entry="comment"] [role="group"] button:first-child`)))
		poll(t, ctx, failAfter5s, filesIn(example), "the reply box open and focused", func(s filesState) bool {
			return len(s.Threads) == n+1 && s.Threads[n].ReplyBox && s.Threads[n].State == "replying" && s.Focused == "reply-box"
		})
		reply := article + ` [data-comment-input="reply"]`
		do(t, ctx, "typing a reply", chromedp.SendKeys(chromedp.CSS(reply+" textarea"), answer))
		do(t, ctx, "posting the reply", chromedp.Click(chromedp.CSS(reply+` button[data-variant="primary"]`)))
		s = poll(t, ctx, failAfter5s, filesIn(example), "the reply in the thread and the reply box closed", func(s filesState) bool {
			return len(s.Threads) == n+1 && len(s.Threads[n].Replies) == 1 && !s.Threads[n].ReplyBox
		})
		if got := s.Threads[n]; got.Message != message || got.Replies[0] != answer || got.State != "viewing" || got.Reply != "closed" {
			t.Errorf("the thread after replying: %+v; want %q with the reply %q, viewing, reply box closed", got, message, answer)
		}
		noProblems(t, tab)
	})
}
