// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  canPost,
  canToggleInternal,
  commentActions,
  commentInputReducer,
  escapeHtml,
  formatCommentDate,
  hasActions,
  initialInternal,
  internalHelpKey,
  internalState,
  isDateTime,
  isPostShortcut,
  messageContent,
  newComment,
  newlinesToBreaks,
  showsInternalToggle,
  THREAD_IDLE,
  threadReducer,
  threadStateName,
  type ThreadEvent,
} from './logic'

describe('canPost', () => {
  it('refuses an empty or blank message, trimmed', () => {
    for (const text of ['', '   ', '\n\t ', null, undefined]) expect(canPost(text), JSON.stringify(text)).toBe(false)
  })
  it('accepts any other text', () => {
    expect(canPost(' ok ')).toBe(true)
    expect(canPost('0')).toBe(true)
  })
})

describe('commentActions', () => {
  it('always offers reply; edit and delete only where the caller marks the comment so', () => {
    expect(commentActions({})).toEqual({ reply: true, edit: false, delete: false })
    expect(commentActions({ isEditable: true })).toEqual({ reply: true, edit: true, delete: false })
    expect(commentActions({ isDeletable: true })).toEqual({ reply: true, edit: false, delete: true })
  })
  it('hides every action in read-only mode', () => {
    const none = commentActions({ isEditable: true, isDeletable: true }, true)
    expect(none).toEqual({ reply: false, edit: false, delete: false })
    expect(hasActions(none)).toBe(false)
    expect(hasActions(commentActions({}))).toBe(true)
  })
})

describe('the internal flag', () => {
  it('starts as asked where allowed, locked where forced, unlocked otherwise', () => {
    expect(initialInternal(true, { allowInternal: true })).toBe(true)
    expect(initialInternal(false, { allowInternal: true })).toBe(false)
    expect(initialInternal(false, { forceInternal: true })).toBe(true)
    expect(initialInternal(true, {})).toBe(false)
  })
  it('toggles between locked and unlocked only where allowed and not forced', () => {
    expect(canToggleInternal({ allowInternal: true })).toBe(true)
    expect(canToggleInternal({ allowInternal: true, forceInternal: true })).toBe(false)
    expect(canToggleInternal({})).toBe(false)
    const start = { text: 'x', isInternal: false }
    const once = commentInputReducer(start, { type: 'TOGGLE_INTERNAL' }, { allowInternal: true })
    expect(internalState(once.isInternal)).toBe('locked')
    expect(internalState(commentInputReducer(once, { type: 'TOGGLE_INTERNAL' }, { allowInternal: true }).isInternal)).toBe('unlocked')
    expect(commentInputReducer({ text: '', isInternal: true }, { type: 'TOGGLE_INTERNAL' }, { allowInternal: true, forceInternal: true }).isInternal).toBe(true)
    expect(commentInputReducer(start, { type: 'TOGGLE_INTERNAL' }, {}).isInternal).toBe(false)
  })
  it('shows the lock where allowed or forced, with its help text', () => {
    expect(showsInternalToggle({})).toBe(false)
    expect(showsInternalToggle({ allowInternal: true })).toBe(true)
    expect(showsInternalToggle({ forceInternal: true })).toBe(true)
    expect(internalHelpKey(true)).toBe('comment.lockedHelpText')
    expect(internalHelpKey(false)).toBe('comment.unlockedHelpText')
  })
})

describe('the comment box', () => {
  it('types and empties after a post, keeping the flag', () => {
    const typed = commentInputReducer({ text: '', isInternal: true }, { type: 'TYPE', text: 'Hello' })
    expect(typed).toEqual({ text: 'Hello', isInternal: true })
    expect(commentInputReducer(typed, { type: 'RESET' })).toEqual({ text: '', isInternal: true })
  })
  it('posts a trimmed message with its target, and nothing when blank', () => {
    expect(newComment({ text: '  Hi  ', isInternal: false })).toEqual({ message: 'Hi', isInternal: false, parentId: null, replyToUserId: null })
    expect(newComment({ text: 'Yes', isInternal: true }, { parentId: 7, replyToUserId: 'u2' })).toEqual({ message: 'Yes', isInternal: true, parentId: 7, replyToUserId: 'u2' })
    expect(newComment({ text: ' \n ', isInternal: false })).toBeNull()
  })
  it('posts on Ctrl+Enter or ⌘+Enter; Enter alone adds a line', () => {
    expect(isPostShortcut({ key: 'Enter', ctrlKey: true })).toBe(true)
    expect(isPostShortcut({ key: 'Enter', metaKey: true })).toBe(true)
    expect(isPostShortcut({ key: 'Enter' })).toBe(false)
    expect(isPostShortcut({ key: 'a', ctrlKey: true })).toBe(false)
  })
})

describe('threadReducer', () => {
  const run = (events: ThreadEvent[], isReadOnly = false) => events.reduce((s, e) => threadReducer(s, e, { isReadOnly }), THREAD_IDLE)
  const ada = { userId: 'u1', name: 'Ada' }

  it('opens edit mode on an editable comment and closes it on save or cancel', () => {
    expect(run([{ type: 'EDIT', id: 3, isEditable: true }])).toEqual({ editingId: 3, reply: null })
    expect(threadStateName(run([{ type: 'EDIT', id: 3, isEditable: true }]))).toBe('editing')
    expect(run([{ type: 'EDIT', id: 3, isEditable: true }, { type: 'SAVED' }])).toEqual(THREAD_IDLE)
    expect(run([{ type: 'EDIT', id: 3, isEditable: true }, { type: 'CANCEL_EDIT' }])).toEqual(THREAD_IDLE)
  })
  it('does not edit a comment that is not editable', () => {
    expect(run([{ type: 'EDIT', id: 3 }])).toBe(THREAD_IDLE)
  })
  it('opens the reply box on Reply and closes it on add or cancel', () => {
    expect(run([{ type: 'REPLY', to: ada }])).toEqual({ editingId: null, reply: ada })
    expect(threadStateName(run([{ type: 'REPLY', to: ada }]))).toBe('replying')
    expect(run([{ type: 'REPLY', to: ada }, { type: 'ADDED' }])).toEqual(THREAD_IDLE)
    expect(run([{ type: 'REPLY', to: ada }, { type: 'CANCEL_REPLY' }])).toEqual(THREAD_IDLE)
  })
  it('answers the latest author asked', () => {
    expect(run([{ type: 'REPLY', to: ada }, { type: 'REPLY', to: { userId: 'u2', name: 'Ben' } }]).reply).toEqual({ userId: 'u2', name: 'Ben' })
  })
  it('keeps editing and replying apart; editing names the state', () => {
    const both = run([{ type: 'REPLY', to: ada }, { type: 'EDIT', id: 1, isEditable: true }])
    expect(both).toEqual({ editingId: 1, reply: ada })
    expect(threadStateName(both)).toBe('editing')
    expect(threadStateName(threadReducer(both, { type: 'SAVED' }))).toBe('replying')
    expect(threadStateName(THREAD_IDLE)).toBe('viewing')
  })
  it('opens nothing in read-only mode', () => {
    expect(run([{ type: 'REPLY', to: ada }, { type: 'EDIT', id: 1, isEditable: true }], true)).toBe(THREAD_IDLE)
  })
  it('leaves the state as it is for closing what is not open', () => {
    for (const type of ['SAVED', 'CANCEL_EDIT', 'ADDED', 'CANCEL_REPLY'] as const) expect(threadReducer(THREAD_IDLE, { type })).toBe(THREAD_IDLE)
  })
})

describe('messages', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')"> & more`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; more')
  })
  it('are plain text by default, never HTML', () => {
    expect(messageContent('<b>Hi</b>')).toEqual({ kind: 'text', text: '<b>Hi</b>' })
  })
  it('go through a post-escape parser on escaped text', () => {
    expect(messageContent('<b>Hi</b>\nthere', { postEscapeParser: newlinesToBreaks })).toEqual({ kind: 'html', html: '&lt;b&gt;Hi&lt;/b&gt;<br>there' })
  })
  it('go through an override parser raw, which wins over the post-escape parser', () => {
    expect(messageContent('<b>Hi</b>', { dangerouslyOverrideParser: (m) => m.toUpperCase(), postEscapeParser: () => 'no' })).toEqual({ kind: 'html', html: '<B>HI</B>' })
  })
  it('keep Windows and Unix line breaks', () => {
    expect(newlinesToBreaks('a\r\nb\nc')).toBe('a<br>b<br>c')
  })
})

describe('dates', () => {
  it('are written in the locale from an ISO string', () => {
    expect(formatCommentDate('2026-01-15T12:00:00Z', 'en-US', 'UTC')).toBe('Jan 15, 2026, 12:00 PM')
    expect(formatCommentDate('2026-01-15T12:00:00Z', 'de-DE', 'UTC')).toBe('15.01.2026, 12:00')
    expect(formatCommentDate('2026-01-15T12:00:00Z', 'ja-JP', 'UTC')).toBe('2026/01/15 12:00')
  })
  it('show text that is not a date as it is, and nothing for none', () => {
    expect(formatCommentDate('yesterday', 'en-US')).toBe('yesterday')
    expect(formatCommentDate(null, 'en-US')).toBe('')
    expect(isDateTime('2026-01-15T12:00:00Z')).toBe(true)
    expect(isDateTime('soon')).toBe(false)
  })
})
