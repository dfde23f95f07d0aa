import { z } from 'zod'
import { COMMENT_DEFAULTS, COMMENT_INPUT_DEFAULTS, COMMENT_REPLY_DEFAULTS, type CommentId, isDateTime, type MessageParsers, type NewComment } from './logic'
import { callback } from '../validate'

const idUnion = () => z.union([z.string().min(1, 'may not be empty'), z.number()])
const id = (description: string) => idUnion().meta({ tsType: 'string | number', description })
const nullableId = (description: string, byDefault: null) => idUnion().nullable().default(byDefault).meta({ tsType: 'string | number | null', description })

export const commentUserSchema = z.object({
  id: id('Identifies the author; a reply names it as replyToUserId.'),
  name: z.string().trim().min(1, 'may not be empty').meta({ description: 'The author’s name, shown above the message.' }),
  avatar: z.string().min(1, 'may not be empty').nullable().optional().meta({ description: 'The author’s picture; their initials stand in without one.' }),
})

/** commentFields are a comment's fields, shared by a thread and its replies. */
const commentFields = {
  id: id('Identifies the comment in the callbacks.'),
  user: commentUserSchema.meta({ description: 'Who wrote it.' }),
  message: z.string().meta({ description: 'The text, shown as plain text (HTML is escaped) unless a parser is given.' }),
  createdAt: z
    .string()
    .refine(isDateTime, 'must be an ISO date-time, e.g. 2026-01-15T12:00:00Z')
    .nullable()
    .default(COMMENT_REPLY_DEFAULTS.createdAt)
    .meta({ description: 'When it was written, as an ISO date-time; shown in the reader’s locale.' }),
  isDeletable: z.boolean().default(COMMENT_REPLY_DEFAULTS.isDeletable).meta({ description: 'Shows Delete: set it where the person may delete the comment.' }),
  isEditable: z.boolean().default(COMMENT_REPLY_DEFAULTS.isEditable).meta({ description: 'Shows Edit: set it where the person may edit the comment.' }),
  isInternal: z.boolean().default(COMMENT_REPLY_DEFAULTS.isInternal).meta({ description: 'Marks a comment with restricted access, shown with a lock.' }),
  isModified: z.boolean().default(COMMENT_REPLY_DEFAULTS.isModified).meta({ description: 'Marks a comment that was edited.' }),
  parentId: nullableId('The comment a reply belongs to.', COMMENT_REPLY_DEFAULTS.parentId),
  replyToUserId: nullableId('The author a reply answers.', COMMENT_REPLY_DEFAULTS.replyToUserId),
}

export const commentReplySchema = z.object(commentFields)

const parsers = {
  postEscapeParser: callback<NonNullable<MessageParsers['postEscapeParser']>>(
    '(escaped: string) => string',
    'Turns the escaped message into HTML, e.g. line breaks into <br> or links into anchors. It gets safe text; keep it safe.',
  ),
  dangerouslyOverrideParser: callback<NonNullable<MessageParsers['dangerouslyOverrideParser']>>(
    '(message: string) => string',
    'Turns the raw message into HTML in place of escaping; sanitize it yourself, or a comment can inject scripts (XSS).',
  ),
}

const internal = {
  allowInternal: z.boolean().default(COMMENT_DEFAULTS.allowInternal).meta({ description: 'Shows the lock that makes a new comment internal (restricted access) or visible to all.' }),
  forceInternal: z.boolean().default(COMMENT_DEFAULTS.forceInternal).meta({ description: 'Makes every new comment internal; the lock shows locked and cannot be switched.' }),
}

export const commentSchema = z.object({
  ...commentFields,
  replies: z.array(commentReplySchema).default(COMMENT_DEFAULTS.replies).meta({ description: 'The answers, in order, each a comment with parentId set to this one.' }),
  ...internal,
  isReadOnly: z.boolean().default(COMMENT_DEFAULTS.isReadOnly).meta({ description: 'Hides every action: no reply, edit or delete.' }),
  currentUser: z
    .object({
      name: z.string().trim().min(1, 'may not be empty').meta({ description: 'The name of the person replying.' }),
      avatar: z.string().min(1, 'may not be empty').nullable().optional().meta({ description: 'Their picture.' }),
    })
    .optional()
    .meta({ description: 'The person reading, shown beside the reply box.' }),
  placeholder: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The reply box’s placeholder; “Write a comment…” in the locale unless told.' }),
  ...parsers,
  onAdd: callback<(reply: NewComment) => void>('(reply: NewComment) => void', 'Called with a reply: { message, isInternal, parentId, replyToUserId }; add it to replies.'),
  onEdit: callback<(edit: { id: CommentId; message: string; parentId: CommentId | null }) => void>(
    '(edit: { id, message, parentId }) => void',
    'Called with the new message of an edited comment or reply; update it and set isModified.',
  ),
  onDelete: callback<(target: { id: CommentId; parentId: CommentId | null }) => void>('(target: { id, parentId }) => void', 'Called when Delete is pressed on the comment or a reply.'),
})

export const commentInputSchema = z.object({
  ...internal,
  isInternal: z.boolean().default(COMMENT_INPUT_DEFAULTS.isInternal).meta({ description: 'Whether a new comment starts internal, where allowInternal lets the person switch it.' }),
  placeholder: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The placeholder; “Write a comment…” in the locale unless told.' }),
  user: z
    .object({
      name: z.string().trim().min(1, 'may not be empty').meta({ description: 'The name of the person writing.' }),
      avatar: z.string().min(1, 'may not be empty').nullable().optional().meta({ description: 'Their picture.' }),
    })
    .optional()
    .meta({ description: 'The person writing, shown beside the box.' }),
  isReply: z.boolean().default(COMMENT_INPUT_DEFAULTS.isReply).meta({ description: 'Makes it a reply box: “Replying to” the author, Escape or the cancel link closes it.' }),
  parentId: nullableId('The comment a reply belongs to.', COMMENT_INPUT_DEFAULTS.parentId),
  replyToUserId: nullableId('The author a reply answers.', COMMENT_INPUT_DEFAULTS.replyToUserId),
  replyToName: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The name of the author a reply answers.' }),
  autoFocus: z.boolean().default(COMMENT_INPUT_DEFAULTS.autoFocus).meta({ description: 'Focuses the text box when it appears, as a reply box does.' }),
  isDisabled: z.boolean().default(COMMENT_INPUT_DEFAULTS.isDisabled).meta({ description: 'Disables the box and its buttons.' }),
  onAdd: callback<(comment: NewComment) => void>('(comment: NewComment) => void', 'Called with { message, isInternal, parentId, replyToUserId } when a non-empty message is posted; the box empties.'),
  onCancel: callback<() => void>('() => void', 'Called when a reply box is canceled (Escape or the cancel link).'),
})

export type CommentProps = z.input<typeof commentSchema>
export type CommentReply = z.input<typeof commentReplySchema>
export type CommentInputProps = z.input<typeof commentInputSchema>
