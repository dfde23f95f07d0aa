import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AvatarFace } from '../avatar/Avatar'
import { Button } from '../button/Button'
import { useValidatedProps } from '../use-validated-props'
import styles from './Comment.module.css'
import { canPost, COMMENT_INPUT_DEFAULTS, type CommentInputEvent, commentInputReducer, type CommentInputState, initialInternal, internalHelpKey, internalState, isPostShortcut, newComment, showsInternalToggle } from './logic'
import type { CommentInputProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.commentInputSchema)

/**
 * CommentInput is the box to write a comment or a reply: a text box, the
 * lock that makes it internal (where allowed), and Post, which stays
 * disabled while the message is empty or only white space. A reply box names
 * whom it answers and closes on Escape or its cancel link.
 */
export function CommentInput(props: CommentInputProps) {
  useValidatedProps('CommentInput', loadSchema, props)
  const { allowInternal, forceInternal, isReply, autoFocus, isDisabled, placeholder, user, replyToName } = withDefaults(props, COMMENT_INPUT_DEFAULTS)
  const { t } = useTranslation()
  const options = { allowInternal, forceInternal }
  const [state, setState] = useState<CommentInputState>(() => ({ text: '', isInternal: initialInternal(props.isInternal, options) }))
  const send = (event: CommentInputEvent) => setState((s) => commentInputReducer(s, event, options))
  const isInternal = initialInternal(state.isInternal, options)
  const baseId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    if (autoFocus) textRef.current?.focus()
  }, [autoFocus])

  const post = () => {
    if (isDisabled) return
    const comment = newComment({ ...state, isInternal }, { parentId: props.parentId, replyToUserId: props.replyToUserId })
    if (!comment) return
    props.onAdd?.(comment)
    send({ type: 'RESET' })
  }
  const cancel = () => {
    send({ type: 'RESET' })
    props.onCancel?.()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isPostShortcut(event)) {
      event.preventDefault()
      post()
    } else if (event.key === 'Escape' && isReply) {
      event.preventDefault()
      cancel()
    }
  }

  const replyLabelId = `${baseId}-reply-to`
  return (
    <div className={styles.input} data-comment-input={isReply ? 'reply' : 'comment'} data-internal={internalState(isInternal)}>
      {user && <AvatarFace name={user.name} src={user.avatar ?? null} size={isReply ? 'small' : 'medium'} />}
      <div className={styles.inputBody}>
        {isReply && (
          <span id={replyLabelId} className={styles.replyTo}>
            {t('comment.replyTo')} <strong>{replyToName}</strong>
          </span>
        )}
        <textarea
          ref={textRef}
          className={styles.textarea}
          rows={isReply ? 2 : 3}
          value={state.text}
          placeholder={placeholder ?? t('comment.placeholder')}
          aria-label={isReply ? undefined : t('comment.messageLabel')}
          aria-labelledby={isReply ? replyLabelId : undefined}
          disabled={isDisabled}
          onChange={(e) => send({ type: 'TYPE', text: e.target.value })}
          onKeyDown={onKeyDown}
        />
        <div className={styles.inputFooter}>
          {showsInternalToggle(options) && (
            <span className={styles.lock} data-state={internalState(isInternal)}>
              <Button
                variant="text"
                size="small"
                icon={isInternal ? 'lock' : 'lock_open'}
                label={t('comment.internal')}
                pressed={isInternal}
                onPressedChange={() => send({ type: 'TOGGLE_INTERNAL' })}
                isDisabled={isDisabled || forceInternal}
              />
              <span className={styles.lockHelp} data-internal-help="">
                {t(internalHelpKey(isInternal))}
              </span>
            </span>
          )}
          {isReply && (
            <span className={styles.cancelHint}>
              {t('comment.cancelHint')}{' '}
              <button type="button" className={styles.cancelLink} onClick={cancel} disabled={isDisabled}>
                {t('comment.cancelLink')}
              </button>
            </span>
          )}
          <span className={styles.post}>
            <Button variant="primary" size="small" label={t('comment.post')} isDisabled={isDisabled || !canPost(state.text)} onClick={post} />
          </span>
        </div>
      </div>
    </div>
  )
}
