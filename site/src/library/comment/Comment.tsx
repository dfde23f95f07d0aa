import { useId, useReducer, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AvatarFace } from '../avatar/Avatar'
import { Button } from '../button/Button'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import styles from './Comment.module.css'
import { CommentInput } from './CommentInput'
import { canPost, COMMENT_DEFAULTS, commentActions, type CommentData, type CommentId, formatCommentDate, hasActions, isPostShortcut, messageContent, type MessageParsers, THREAD_IDLE, type ThreadEvent, threadReducer, type ThreadState, threadStateName } from './logic'
import type { CommentProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.commentSchema)

/**
 * Comment shows a thread: a comment and its replies, each with author, date,
 * “Edited” and the restricted-access mark, and Reply, Edit and Delete where
 * allowed. Edit turns the message into a text box; Reply opens a reply box
 * under the thread that closes when the reply is added or canceled. The
 * owner keeps the data and updates it from onAdd, onEdit and onDelete.
 */
export function Comment(props: CommentProps) {
  useValidatedProps('Comment', loadSchema, props)
  const { t } = useTranslation()
  const { isReadOnly, allowInternal, forceInternal } = withDefaults(props, COMMENT_DEFAULTS)
  const [thread, dispatch] = useReducer((s: ThreadState, e: ThreadEvent) => threadReducer(s, e, { isReadOnly }), THREAD_IDLE)
  const root = props as CommentData
  const replies: CommentData[] = Array.isArray(props.replies) ? (props.replies as CommentData[]) : []
  const nameId = useId()
  const parsers: MessageParsers = { postEscapeParser: props.postEscapeParser, dangerouslyOverrideParser: props.dangerouslyOverrideParser }

  const entry = (comment: CommentData, parentId: CommentId | null, labelId?: string) => (
    <CommentEntry
      comment={comment}
      parentId={parentId}
      labelId={labelId}
      isReply={parentId !== null}
      isReadOnly={isReadOnly}
      isEditing={thread.editingId !== null && thread.editingId === comment.id}
      parsers={parsers}
      dispatch={dispatch}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
    />
  )

  return (
    <article
      className={styles.comment}
      data-comment=""
      data-comment-id={String(props.id)}
      data-state={threadStateName(thread)}
      data-reply={thread.reply && !isReadOnly ? 'open' : 'closed'}
      data-readonly={isReadOnly ? 'true' : undefined}
      aria-labelledby={nameId}
    >
      {entry(root, null, nameId)}
      {replies.length > 0 && (
        <ul className={styles.replies} aria-label={t('comment.replies')} data-comment-replies="">
          {replies.map((reply) => (
            <li key={reply.id}>{entry(reply, root.id)}</li>
          ))}
        </ul>
      )}
      {thread.reply && !isReadOnly && (
        <div className={styles.replyBox}>
          <CommentInput
            key={String(thread.reply.userId)}
            isReply
            autoFocus
            parentId={root.id}
            replyToUserId={thread.reply.userId}
            replyToName={thread.reply.name}
            allowInternal={allowInternal}
            forceInternal={forceInternal}
            isInternal={Boolean(root.isInternal)}
            placeholder={props.placeholder}
            user={props.currentUser}
            onAdd={(reply) => {
              props.onAdd?.(reply)
              dispatch({ type: 'ADDED' })
            }}
            onCancel={() => dispatch({ type: 'CANCEL_REPLY' })}
          />
        </div>
      )}
    </article>
  )
}

interface CommentEntryProps {
  comment: CommentData
  parentId: CommentId | null
  labelId?: string
  isReply: boolean
  isReadOnly: boolean
  isEditing: boolean
  parsers: MessageParsers
  dispatch: (event: ThreadEvent) => void
  onEdit: CommentProps['onEdit']
  onDelete: CommentProps['onDelete']
}

/** CommentEntry is one comment or reply: avatar, header, message or edit box, and actions. */
function CommentEntry({ comment, parentId, labelId, isReply, isReadOnly, isEditing, parsers, dispatch, onEdit, onDelete }: CommentEntryProps) {
  const { t, i18n } = useTranslation()
  const actions = commentActions(comment, isReadOnly)
  const content = messageContent(comment.message ?? '', parsers)
  const user = comment.user ?? { id: '', name: '' }
  return (
    <div
      className={styles.entry}
      data-comment-entry={isReply ? 'reply' : 'comment'}
      data-comment-id={String(comment.id)}
      data-internal={comment.isInternal ? 'true' : undefined}
      data-editing={isEditing ? 'true' : undefined}
    >
      <AvatarFace name={user.name} src={user.avatar ?? null} size={isReply ? 'small' : 'medium'} />
      <div className={styles.entryBody}>
        <div className={styles.header}>
          <span id={labelId} className={styles.author}>
            {user.name}
          </span>
          {comment.createdAt && (
            <time className={styles.date} dateTime={comment.createdAt}>
              {formatCommentDate(comment.createdAt, i18n.language)}
            </time>
          )}
          {comment.isModified && <span className={styles.edited}>{t('comment.edited')}</span>}
          {comment.isInternal && (
            <span className={styles.internal} data-internal-mark="">
              <Icon name="lock" size="small" />
              {t('comment.internal')}
            </span>
          )}
        </div>
        {isEditing ? (
          <EditBox
            message={comment.message ?? ''}
            onSave={(message) => {
              onEdit?.({ id: comment.id, message, parentId })
              dispatch({ type: 'SAVED' })
            }}
            onCancel={() => dispatch({ type: 'CANCEL_EDIT' })}
          />
        ) : content.kind === 'text' ? (
          <p className={styles.message} data-comment-message="">
            {content.text}
          </p>
        ) : (
          <div className={styles.message} data-comment-message="" dangerouslySetInnerHTML={{ __html: content.html }} />
        )}
        {!isEditing && hasActions(actions) && (
          <div className={styles.actions} role="group" aria-label={t('comment.actions')}>
            {actions.reply && <Button variant="text" size="small" icon="reply" label={t('comment.reply')} onClick={() => dispatch({ type: 'REPLY', to: { userId: user.id, name: user.name } })} />}
            {actions.edit && <Button variant="text" size="small" icon="edit" label={t('comment.edit')} onClick={() => dispatch({ type: 'EDIT', id: comment.id, isEditable: comment.isEditable })} />}
            {actions.delete && <Button variant="text" size="small" icon="delete" label={t('comment.delete')} onClick={() => onDelete?.({ id: comment.id, parentId })} />}
          </div>
        )}
      </div>
    </div>
  )
}

/** EditBox is a comment in edit mode: its text in a box, Save (disabled while empty), and Escape or the cancel link. */
function EditBox({ message, onSave, onCancel }: { message: string; onSave: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const [text, setText] = useState(message)
  const save = () => {
    if (canPost(text)) onSave(text.trim())
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
    } else if (isPostShortcut(event)) {
      event.preventDefault()
      save()
    }
  }
  return (
    <div className={styles.editBox} data-comment-edit="">
      <textarea className={styles.textarea} rows={3} value={text} aria-label={t('comment.editLabel')} autoFocus onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
      <div className={styles.inputFooter}>
        <span className={styles.cancelHint}>
          {t('comment.cancelHint')}{' '}
          <button type="button" className={styles.cancelLink} onClick={onCancel}>
            {t('comment.cancelLink')}
          </button>
        </span>
        <span className={styles.post}>
          <Button variant="primary" size="small" label={t('comment.save')} isDisabled={!canPost(text)} onClick={save} />
        </span>
      </div>
    </div>
  )
}
