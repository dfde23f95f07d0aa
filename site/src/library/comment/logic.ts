/**
 * The comment's rules: which actions a comment offers, when a message can be
 * posted, the internal flag, the thread's edit and reply state, escaping and
 * parsing the message, and its date. No React, no DOM.
 */

export type CommentId = string | number

export interface CommentUser {
  id: CommentId
  name: string
  avatar?: string | null
}

/** CommentData is one comment; a thread's replies are comments without replies of their own. */
export interface CommentData {
  id: CommentId
  user: CommentUser
  message: string
  createdAt?: string | null
  isDeletable?: boolean
  isEditable?: boolean
  isInternal?: boolean
  isModified?: boolean
  parentId?: CommentId | null
  replyToUserId?: CommentId | null
  replies?: CommentData[]
}

/** canPost: a message is posted (or saved) only when it has more than white space. */
export function canPost(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== ''
}

/** CommentActions are the buttons under a comment. */
export interface CommentActions {
  reply: boolean
  edit: boolean
  delete: boolean
}

/** commentActions: edit and delete only where the caller marks the comment so; read-only mode hides every action. */
export function commentActions(comment: { isEditable?: boolean; isDeletable?: boolean }, isReadOnly = false): CommentActions {
  if (isReadOnly) return { reply: false, edit: false, delete: false }
  return { reply: true, edit: Boolean(comment.isEditable), delete: Boolean(comment.isDeletable) }
}

/** hasActions tells whether any action shows. */
export function hasActions(actions: CommentActions): boolean {
  return actions.reply || actions.edit || actions.delete
}

/** InternalOptions decide whether a new comment can be internal. */
export interface InternalOptions {
  allowInternal?: boolean
  forceInternal?: boolean
}

/** initialInternal is a new comment's flag: always internal when forced, as asked when allowed, never otherwise. */
export function initialInternal(isInternal: boolean | undefined, options: InternalOptions): boolean {
  if (options.forceInternal) return true
  return options.allowInternal ? Boolean(isInternal) : false
}

/** canToggleInternal: the person can switch the flag only when it is allowed and not forced. */
export function canToggleInternal(options: InternalOptions): boolean {
  return Boolean(options.allowInternal) && !options.forceInternal
}

/** showsInternalToggle: the lock shows when internal comments are allowed or forced. */
export function showsInternalToggle(options: InternalOptions): boolean {
  return Boolean(options.allowInternal || options.forceInternal)
}

/** InternalState is the lock's data-state: locked (restricted access) or unlocked (visible to all). */
export type InternalState = 'locked' | 'unlocked'

export function internalState(isInternal: boolean): InternalState {
  return isInternal ? 'locked' : 'unlocked'
}

/** internalHelpKey is the locale key of the lock's help text. */
export function internalHelpKey(isInternal: boolean): string {
  return isInternal ? 'comment.lockedHelpText' : 'comment.unlockedHelpText'
}

/** CommentInputState is what the comment box holds. */
export interface CommentInputState {
  text: string
  isInternal: boolean
}

export type CommentInputEvent = { type: 'TYPE'; text: string } | { type: 'TOGGLE_INTERNAL' } | { type: 'RESET' }

/** commentInputReducer: typing sets the text; the lock toggles only where allowed; RESET empties the box after a post and keeps the flag. */
export function commentInputReducer(state: CommentInputState, event: CommentInputEvent, options: InternalOptions = {}): CommentInputState {
  switch (event.type) {
    case 'TYPE':
      return { ...state, text: event.text }
    case 'TOGGLE_INTERNAL':
      return canToggleInternal(options) ? { ...state, isInternal: !state.isInternal } : { ...state, isInternal: initialInternal(state.isInternal, options) }
    case 'RESET':
      return { ...state, text: '' }
  }
}

/** NewComment is what posting gives the owner. */
export interface NewComment {
  message: string
  isInternal: boolean
  parentId: CommentId | null
  replyToUserId: CommentId | null
}

/** newComment builds the post of a box, trimmed; null when it cannot be posted. */
export function newComment(state: CommentInputState, target: { parentId?: CommentId | null; replyToUserId?: CommentId | null } = {}): NewComment | null {
  if (!canPost(state.text)) return null
  return { message: state.text.trim(), isInternal: state.isInternal, parentId: target.parentId ?? null, replyToUserId: target.replyToUserId ?? null }
}

/** ReplyTarget is whom the thread's reply box answers. */
export interface ReplyTarget {
  userId: CommentId
  name: string
}

/** ThreadState is the thread's UI: the comment in edit mode (at most one) and the open reply box. */
export interface ThreadState {
  editingId: CommentId | null
  reply: ReplyTarget | null
}

export type ThreadEvent =
  | { type: 'EDIT'; id: CommentId; isEditable?: boolean }
  | { type: 'CANCEL_EDIT' }
  | { type: 'SAVED' }
  | { type: 'REPLY'; to: ReplyTarget }
  | { type: 'CANCEL_REPLY' }
  | { type: 'ADDED' }

export const THREAD_IDLE: ThreadState = { editingId: null, reply: null }

/**
 * threadReducer: Edit opens edit mode on an editable comment, Save or Cancel
 * closes it; Reply opens the reply box (answering the comment's author), and
 * adding the reply or canceling closes it. In read-only mode nothing opens.
 */
export function threadReducer(state: ThreadState, event: ThreadEvent, options: { isReadOnly?: boolean } = {}): ThreadState {
  switch (event.type) {
    case 'EDIT':
      return options.isReadOnly || !event.isEditable ? state : { ...state, editingId: event.id }
    case 'CANCEL_EDIT':
    case 'SAVED':
      return state.editingId === null ? state : { ...state, editingId: null }
    case 'REPLY':
      return options.isReadOnly ? state : { ...state, reply: event.to }
    case 'CANCEL_REPLY':
    case 'ADDED':
      return state.reply === null ? state : { ...state, reply: null }
  }
}

/** ThreadStateName is the thread's data-state: editing wins over replying, which wins over viewing. */
export type ThreadStateName = 'viewing' | 'editing' | 'replying'

export function threadStateName(state: ThreadState): ThreadStateName {
  if (state.editingId !== null) return 'editing'
  return state.reply ? 'replying' : 'viewing'
}

/** isPostShortcut: Ctrl+Enter or ⌘+Enter posts from the text box; Enter alone adds a line. */
export function isPostShortcut(event: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  return event.key === 'Enter' && Boolean(event.ctrlKey || event.metaKey)
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** escapeHtml makes text safe to insert as HTML: & < > " and ' become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c])
}

/** MessageParsers are the two ways to render a message as HTML. */
export interface MessageParsers {
  /** postEscapeParser gets the escaped message and returns HTML (it may add markup, e.g. line breaks or links) */
  postEscapeParser?: (escaped: string) => string
  /** dangerouslyOverrideParser gets the raw message and returns HTML; escaping is then the caller's job */
  dangerouslyOverrideParser?: (message: string) => string
}

export type MessageContent = { kind: 'text'; text: string } | { kind: 'html'; html: string }

/**
 * messageContent: by default the message is plain text and never HTML. A
 * postEscapeParser turns the escaped message into HTML; a
 * dangerouslyOverrideParser, when given, replaces escaping altogether.
 */
export function messageContent(message: string, parsers: MessageParsers = {}): MessageContent {
  if (parsers.dangerouslyOverrideParser) return { kind: 'html', html: parsers.dangerouslyOverrideParser(message) }
  if (parsers.postEscapeParser) return { kind: 'html', html: parsers.postEscapeParser(escapeHtml(message)) }
  return { kind: 'text', text: message }
}

/** newlinesToBreaks is a post-escape parser that keeps the message's line breaks as <br>. */
export function newlinesToBreaks(escaped: string): string {
  return escaped.replace(/\r?\n/g, '<br>')
}

/** formatCommentDate writes an ISO date-time in the locale (medium date, short time); text that is not a date is shown as it is. */
export function formatCommentDate(value: string | null | undefined, locale: string, timeZone?: string): string {
  if (!value) return ''
  const time = Date.parse(value)
  if (Number.isNaN(time)) return value
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }
  try {
    return new Intl.DateTimeFormat(locale, options).format(time)
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(time)
  }
}

/** isoDateTime tells whether a string reads as a date (createdAt). */
export function isDateTime(value: string): boolean {
  return !Number.isNaN(Date.parse(value))
}

/** COMMENT_REPLY_DEFAULTS are the defaults of commentReplySchema, a comment's fields: its `.default()`s, and what the view fills in. */
export const COMMENT_REPLY_DEFAULTS = {
  createdAt: null,
  isDeletable: false,
  isEditable: false,
  isInternal: false,
  isModified: false,
  parentId: null,
  replyToUserId: null,
} as const

/** COMMENT_DEFAULTS are the defaults of commentSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const COMMENT_DEFAULTS = { ...COMMENT_REPLY_DEFAULTS, replies: [] as never[], allowInternal: false, forceInternal: false, isReadOnly: false } as const

/** COMMENT_INPUT_DEFAULTS are the defaults of commentInputSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const COMMENT_INPUT_DEFAULTS = {
  allowInternal: COMMENT_DEFAULTS.allowInternal,
  forceInternal: COMMENT_DEFAULTS.forceInternal,
  isInternal: false,
  isReply: false,
  parentId: COMMENT_REPLY_DEFAULTS.parentId,
  replyToUserId: COMMENT_REPLY_DEFAULTS.replyToUserId,
  autoFocus: false,
  isDisabled: false,
} as const
