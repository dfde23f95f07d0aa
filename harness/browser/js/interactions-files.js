// interactions-files.js reads and drives the file upload and comment examples
// for the files group's interaction checks. op is one of:
//   'state', example: what the example shows now (see below);
//   'drop', { example, files: [{ name, size }] }: drops files built in the page
//     on the example's drop area, as a DataTransfer carries them.
(op, arg) => {
  if (op === 'drop') {
    const area = document.querySelector('[data-example="' + arg.example + '"] [data-drop-area]');
    if (!area) return { error: 'no drop area in example ' + arg.example };
    const transfer = new DataTransfer();
    for (const f of arg.files) transfer.items.add(new File([new Uint8Array(f.size)], f.name));
    area.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    return { dropped: transfer.files.length };
  }
  const root = document.querySelector('[data-example="' + arg + '"]');
  if (!root) return { error: 'no example ' + arg };
  const text = (el) => (el ? el.textContent.trim().replace(/\s+/g, ' ') : '');
  const files = [...root.querySelectorAll('[data-file-item]')].map((li) => ({
    name: text(li.querySelector('[id$="-name"]')),
    status: li.dataset.status,
    validation: li.dataset.validation,
    statusText: text(li.querySelector('[data-status-text]')),
    message: text(li.querySelector('[data-validation-message]')),
    progress: li.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? '',
  }));
  const threads = [...root.querySelectorAll('article[data-comment]')].map((a) => ({
    id: a.dataset.commentId,
    state: a.dataset.state,
    reply: a.dataset.reply,
    message: text(a.querySelector('[data-comment-entry="comment"] [data-comment-message]')),
    replies: [...a.querySelectorAll('[data-comment-entry="reply"] [data-comment-message]')].map(text),
    replyBox: Boolean(a.querySelector('[data-comment-input="reply"]')),
  }));
  const active = document.activeElement;
  return {
    files,
    dropError: text(root.querySelector('[data-drop-error]')),
    threads,
    // where the focus is: 'reply-box', 'comment-box' or the tag name
    focused: active?.closest('[data-comment-input="reply"]') ? 'reply-box' : active?.closest('[data-comment-input="comment"]') ? 'comment-box' : (active?.tagName ?? '').toLowerCase(),
  };
};
