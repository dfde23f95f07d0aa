import '../../library/utilities.css'
import { createContext, Fragment, use, useDeferredValue, useId, useState, type ReactNode } from 'react'
import { Icon } from '../../library/icon/Icon'
import { ICON_NAMES, ICON_SIZE_PX, ICON_SIZES, type IconName, type IconSize } from '../../library/icon/names'
import { iconAnchor } from '../anchors'
import styles from '../docs.module.css'
import { resultText, searchIcons } from '../foundations/icon-search'
import i from '../foundations/icons.module.css'
import { useCopy } from '../foundations/use-copy'

/** breakable lets a long name wrap after its underscores rather than inside a word. */
function breakable(name: string) {
  return name.split('_').map((part, n) => (
    <Fragment key={n}>
      {n > 0 && (
        <>
          _<wbr />
        </>
      )}
      {part}
    </Fragment>
  ))
}

/** IconList is the state the icons list shares between its search, its count and its grid. */
interface IconList {
  copy: (text: string) => Promise<void>
  query: string
  setQuery: (query: string) => void
  size: IconSize
  setSize: (size: IconSize) => void
  deferred: string
  shown: readonly IconName[]
  searchId: string
  hintId: string
  sizeName: string
}

const IconListContext = createContext<IconList | null>(null)

function useIconList(): IconList {
  const list = use(IconListContext)
  if (!list) throw new Error('the icons list parts render inside IconsListPage')
  return list
}

/**
 * IconsListPage is the icons list's article (as DocsPage) and holds the list's state, so that the ids it takes
 * (useId) are the page's, as they were when the page was one component.
 *
 * @public (the page's MDX layout: knip does not read `export … from` in MDX)
 */
export function IconsListPage({ children }: { children?: ReactNode }) {
  const copy = useCopy()
  const [query, setQuery] = useState('')
  const [size, setSize] = useState<IconSize>('large')
  const deferred = useDeferredValue(query)
  const shown = searchIcons(ICON_NAMES, deferred)
  const searchId = useId()
  const hintId = useId()
  const sizeName = useId()
  return (
    <IconListContext value={{ copy, query, setQuery, size, setSize, deferred, shown, searchId, hintId, sizeName }}>
      <article className={styles.page}>{children}</article>
    </IconListContext>
  )
}

/** IconTools are the search field and the preview sizes. */
export function IconTools() {
  const { query, setQuery, size, setSize, searchId, sizeName } = useIconList()
  return (
    <div className={i.tools}>
      <div className={i.search}>
        <label htmlFor={searchId}>Search icons</label>
        <input id={searchId} type="search" value={query} placeholder="e.g. arrow up" autoComplete="off" spellCheck={false} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <fieldset className={i.sizes}>
        <legend>Preview size</legend>
        {ICON_SIZES.map((s) => (
          <label key={s}>
            <input type="radio" name={sizeName} value={s} checked={size === s} onChange={() => setSize(s)} />
            {s} ({ICON_SIZE_PX[s]} px)
          </label>
        ))}
      </fieldset>
    </div>
  )
}

/** IconCount says how many icons the search shows. */
export function IconCount() {
  const { shown, deferred } = useIconList()
  return (
    <p className={i.count} role="status" data-icon-count={shown.length}>
      {resultText(shown.length, ICON_NAMES.length, deferred)}
    </p>
  )
}

/** IconHint tells what selecting an icon does; each icon's button points at it. */
export function IconHint() {
  const { hintId } = useIconList()
  return (
    <p id={hintId} className={i.hint}>
      Select an icon to copy its name.
    </p>
  )
}

/** IconGrid is the icons the search shows, each a button that copies its name; nothing when none matches. */
export function IconGrid() {
  const { copy, shown, size, hintId } = useIconList()
  if (shown.length === 0) return null
  return (
    <ul className={i.grid} data-size={size} aria-label="Icons">
      {shown.map((name) => (
        <li key={name} id={iconAnchor(name)}>
          <button type="button" className={i.cell} data-icon-name={name} aria-describedby={hintId} onClick={() => void copy(name)}>
            <Icon name={name} size={size} />
            <span className={i.name}>{breakable(name)}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
