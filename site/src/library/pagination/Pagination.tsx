import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useControllable } from '../use-controllable'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import { canGoNext, canGoPrevious, clampPage, fractionText, pageCount, pageItems, pagePosition, PAGINATION_DEFAULTS, type RovingKey, rovingTarget } from './logic'
import styles from './Pagination.module.css'
import type { PaginationProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.paginationSchema)

const ROVING_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'Home', 'End']

/**
 * Pagination moves through the pages of a list: a navigation landmark with
 * previous and next buttons and, by style, a button for every page (expand),
 * the pages around the current one (flex) or 'current / max' (fraction).
 * The page buttons are one Tab stop: arrow keys move between them, Home and
 * End go to the first and last; Enter or Space selects.
 */
export function Pagination(props: PaginationProps) {
  useValidatedProps('Pagination', loadSchema, props)
  const { t } = useTranslation()
  const { total, pageSize, pagingStyle, adjacentAmount, isFixedWidth, defaultPage } = withDefaults(props, PAGINATION_DEFAULTS)
  const max = pageCount(total ?? null, pageSize)
  const [rawPage, setPage] = useControllable(props.page, defaultPage, props.onPageChange)
  const page = clampPage(rawPage, max)
  const items = pageItems(pagingStyle, page, max, adjacentAmount)
  const shown = items.flatMap((i) => (i.type === 'page' ? [i.page] : []))
  const [focusPage, setFocusPage] = useState<number | null>(null)
  const buttons = useRef(new Map<number, HTMLButtonElement>())
  // the one page button in the tab order: the one last focused, else the current page
  const tabStop = focusPage !== null && shown.includes(focusPage) ? focusPage : shown.includes(page) ? page : shown[0]

  const go = (p: number) => {
    const next = clampPage(p, max)
    if (next !== page) setPage(next)
  }

  // previous or next, pressed onto the first or last page, turns disabled and would drop the focus:
  // it moves to the new current page's button (or, in fraction style, the other arrow) instead
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const refocus = useRef<'previous' | 'next' | null>(null)
  useEffect(() => {
    const from = refocus.current
    refocus.current = null
    const [pressed, other] = from === 'previous' ? [previousRef, nextRef] : [nextRef, previousRef]
    if (!from || !pressed.current?.disabled) return
    const target = buttons.current.get(page) ?? other.current
    target?.focus()
  })
  const step = (which: 'previous' | 'next') => {
    refocus.current = which
    go(which === 'previous' ? page - 1 : page + 1)
  }

  const onPageKey = (e: KeyboardEvent<HTMLButtonElement>, p: number) => {
    if (!ROVING_KEYS.includes(e.key)) return
    e.preventDefault()
    const target = shown[rovingTarget(shown.length, shown.indexOf(p), e.key as RovingKey)]
    if (target !== undefined) buttons.current.get(target)?.focus()
  }

  const digits = String(max ?? Math.max(...shown, page)).length
  const style = isFixedWidth ? ({ '--pagination-digits': String(digits) } as CSSProperties) : undefined
  return (
    <nav
      className={styles.pagination}
      aria-label={props.label ?? t('pagination.label')}
      data-pagination=""
      data-style={pagingStyle}
      data-state={pagePosition(page, max)}
      data-page={page}
      data-fixed-width={isFixedWidth ? 'true' : undefined}
      style={style}
    >
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.step} aria-label={t('pagination.previous')} title={t('pagination.previous')} data-pagination-step="previous" disabled={!canGoPrevious(page)} ref={previousRef} onClick={() => step('previous')}>
            <Icon name="chevron_left" />
          </button>
        </li>
        {pagingStyle === 'fraction' ? (
          <li className={styles.fraction} data-pagination-fraction="">
            <span aria-hidden="true">{fractionText(page, max)}</span>
            <span className="ts-visually-hidden">{max === null ? t('pagination.page', { page }) : t('pagination.fraction', { page, total: max })}</span>
          </li>
        ) : (
          items.map((item) =>
            item.type === 'ellipsis' ? (
              <li key={`ellipsis-${item.at}`} className={styles.ellipsis} aria-hidden="true" data-pagination-ellipsis={item.at}>
                …
              </li>
            ) : (
              <li key={item.page}>
                <button
                  ref={(el) => {
                    if (el) buttons.current.set(item.page, el)
                    else buttons.current.delete(item.page)
                  }}
                  type="button"
                  className={styles.page}
                  aria-label={t('pagination.page', { page: item.page })}
                  aria-current={item.page === page ? 'page' : undefined}
                  tabIndex={item.page === tabStop ? 0 : -1}
                  data-page={item.page}
                  onClick={() => go(item.page)}
                  onFocus={() => setFocusPage(item.page)}
                  onKeyDown={(e) => onPageKey(e, item.page)}
                >
                  {item.page}
                </button>
              </li>
            ),
          )
        )}
        <li>
          <button type="button" className={styles.step} aria-label={t('pagination.next')} title={t('pagination.next')} data-pagination-step="next" disabled={!canGoNext(page, max)} ref={nextRef} onClick={() => step('next')}>
            <Icon name="chevron_right" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
