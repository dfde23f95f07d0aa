import '../../library/utilities.css'
import { Fragment, useDeferredValue, useId, useState } from 'react'
import { AppLink } from '../../app/AppLink'
import { Icon } from '../../library/icon/Icon'
import { ICON_NAMES, ICON_SIZE_PX, ICON_SIZES, type IconSize } from '../../library/icon/names'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { iconAnchor } from '../anchors'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import { resultText, searchIcons } from '../foundations/icon-search'
import i from '../foundations/icons.module.css'
import { useCopy } from '../foundations/use-copy'
import { useRoute } from '../useRoute'

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

const ex = examples(
  import.meta.glob('../examples/icons/*.tsx', { eager: true }),
  import.meta.glob('../examples/icons/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** Icons list: every icon of the library, searchable; a click copies its name. */
export default function IconsList() {
  const route = useRoute()
  const copy = useCopy()
  const [query, setQuery] = useState('')
  const [size, setSize] = useState<IconSize>('large')
  const deferred = useDeferredValue(query)
  const shown = searchIcons(ICON_NAMES, deferred)
  const searchId = useId()
  const hintId = useId()
  const sizeName = useId()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        The library has {ICON_NAMES.length} icons, each with a name of its own from <code>address_book</code> to <code>zip</code>. They are drawn from Google’s
        Material Symbols (outlined, weight 400, Apache License 2.0), so no icon is drawn by hand and all share one grid and one stroke. The names are the
        library’s, chosen for what an icon means in an interface rather than for what it shows. See{' '}
        <AppLink to="/foundations/icons/typescript">TypeScript usage</AppLink> for the API and{' '}
        <AppLink to="/foundations/icons/design-guidelines">design guidelines</AppLink> for when to use one.
      </p>
      <Example example={ex['icons-usage']} title="Drawing an icon" description="Copy a name from the list below and pass it to Icon." />

      <h2 id="all-icons">All icons</h2>
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
      <p className={i.count} role="status" data-icon-count={shown.length}>
        {resultText(shown.length, ICON_NAMES.length, deferred)}
      </p>
      <p id={hintId} className={i.hint}>
        Select an icon to copy its name.
      </p>
      {shown.length > 0 && (
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
      )}
    </article>
  )
}
