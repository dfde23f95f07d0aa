import { Children, isValidElement, useLayoutEffect, useRef, type CSSProperties, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import { DEFAULT_TAG_COLOR_STYLE, tagState, tagStyleVars, tagText } from './logic'
import type { TagListProps, TagProps } from './schema'
import styles from './Tag.module.css'

const loadTagSchema = () => import('./schema').then((m) => m.tagSchema)
const loadTagListSchema = () => import('./schema').then((m) => m.tagListSchema)

/**
 * Tag is a small coloured label: a text (with an optional “label:” before
 * it) or custom content, in one of 22 colour styles. With onClose it has a
 * close button named after it; a disabled tag has none.
 */
export function Tag(props: TagProps) {
  useValidatedProps('Tag', loadTagSchema, props)
  const { t } = useTranslation()
  const colorStyle = props.colorStyle ?? DEFAULT_TAG_COLOR_STYLE
  const state = tagState({ isDisabled: props.isDisabled, closable: typeof props.onClose === 'function' })
  const text = tagText(props)
  return (
    <span className={styles.tag} data-tag="" data-color-style={colorStyle} data-state={state} style={tagStyleVars(colorStyle) as CSSProperties}>
      <span className={styles.content}>
        {props.children ?? (
          <>
            {props.label && <span className={styles.label}>{props.label}: </span>}
            {props.text}
          </>
        )}
      </span>
      {state === 'closable' && (
        <button
          type="button"
          className={styles.close}
          data-tag-close=""
          aria-label={text ? t('tag.remove', { text }) : t('tag.removeTag')}
          onClick={(event: MouseEvent) => {
            event.stopPropagation()
            props.onClose?.()
          }}
        >
          <Icon name="close" size="small" />
        </button>
      )}
    </span>
  )
}

/**
 * TagList groups tags as a named list (role=list, one item per tag). When a
 * tag closes, focus moves to the next tag's close button, or the previous
 * one's, or the list, so keyboard users do not lose their place.
 */
export function TagList(props: TagListProps) {
  useValidatedProps('TagList', loadTagListSchema, props)
  const ref = useRef<HTMLUListElement>(null)
  const closing = useRef<number | null>(null)
  const items = Children.toArray(props.children)
  const count = items.length
  const previous = useRef(count)
  useLayoutEffect(() => {
    const index = closing.current
    const shrank = count < previous.current
    previous.current = count
    if (index === null || !shrank || !ref.current) return
    closing.current = null
    const buttons = [...ref.current.querySelectorAll<HTMLButtonElement>('[data-tag-close]')]
    const next = buttons[Math.min(index, buttons.length - 1)]
    if (next) next.focus()
    else ref.current.focus()
  }, [count])
  const onClickCapture = (event: MouseEvent<HTMLUListElement>) => {
    const button = (event.target as HTMLElement).closest('[data-tag-close]')
    if (!button || !ref.current) return
    closing.current = [...ref.current.querySelectorAll('[data-tag-close]')].indexOf(button)
  }
  return (
    <ul ref={ref} role="list" className={styles.list} aria-label={props.label} tabIndex={-1} onClickCapture={onClickCapture} data-tag-list="">
      {items.map((child, i) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : i} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  )
}
