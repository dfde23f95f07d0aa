import { useId, useState, type ElementType } from 'react'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import styles from './Actionbar.module.css'
import type { ActionbarBadge, ActionbarProps } from './schema'
import { useActionbar } from './use-actionbar'
import { withDefaults } from '../with-defaults'
import { ACTIONBAR_DEFAULTS, badgesDescription, type Presentation } from './logic'

const loadSchema = () => import('./schema').then((m) => m.actionbarSchema)

/** BadgesDescription is the hidden text that describes an element with badges (aria-describedby), nothing without any. */
function BadgesDescription({ id, badges }: { id: string; badges: readonly ActionbarBadge[] | undefined }) {
  const text = badgesDescription(badges)
  return text ? (
    <span id={id} hidden>
      {text}
    </span>
  ) : null
}

// A badge is shown, with its description on hover, but kept out of the accessible name of the link or control it sits
// in: its meaning is that element's description (BadgesDescription), not its letters run into the title.
function Badge({ badge }: { badge: ActionbarBadge }) {
  return (
    <abbr className={styles.badge} data-badge={badge.text} title={badge.description} aria-hidden="true">
      {badge.text}
    </abbr>
  )
}

/**
 * Actionbar is the secondary navigation beside the navbar: a title and the
 * pages or actions of the current section. It is a navigation landmark named
 * by its title. In the full-width bar (variant top, and variant auto below
 * 840 px) it collapses to one control that names the current page and shows
 * the list on demand, as a disclosure; its state shows as data-state:
 * column, closed or open. An item's badges show after its title but stay
 * out of its name: their descriptions are its accessible description.
 */
export function Actionbar(props: ActionbarProps) {
  useValidatedProps('Actionbar', loadSchema, props)
  const ab = useActionbar({ variant: withDefaults(props, ACTIONBAR_DEFAULTS).variant, headerTitle: props.headerTitle, items: props.items })
  const baseId = useId()
  // The presentation the element was first shown in once the width was known: its key from then on, so a width
  // crossing later changes the element in place instead of making another (a tool that marked it keeps its mark).
  const [first, setFirst] = useState<Presentation | null>(null)
  if (!ab.pending && first === null) setFirst(ab.presentation)
  const view = (p: Presentation) => {
    const bar = p === 'bar'
    // ids of the badges' descriptions, apart for each presentation while both are rendered
    const descriptionId = (key: string | number) => `${baseId}${p}-badges-${key}`
    const controlDescription = badgesDescription(ab.label.badges)
    const title = (
      <h2 id={ab.titleId(p)} className={styles.title} data-page={bar && ab.label.isPage ? 'true' : undefined}>
        {props.headerTitle}
      </h2>
    )
    // keyed by presentation while both are drawn: once the width is known, the one shown is the element that
    // hydrated, not the other's remade
    return (
      <nav key={ab.pending ? p : (first ?? p)} className={styles.actionbar} data-actionbar="" {...ab.rootProps(p)}>
        {bar ? (
          <div className={styles.bar}>
            {title}
            <button className={styles.control} data-actionbar-control="" aria-describedby={controlDescription ? descriptionId('control') : undefined} {...ab.controlProps}>
              <span className={styles.label}>{ab.label.title}</span>
              {ab.label.badges.map((b) => (
                <Badge key={b.text} badge={b} />
              ))}
              <Icon name={ab.state === 'open' ? 'chevron_up' : 'chevron_down'} size="small" />
            </button>
            <BadgesDescription id={descriptionId('control')} badges={ab.label.badges} />
          </div>
        ) : (
          title
        )}
        <ul className={styles.items} {...ab.listProps(p)}>
          {/* the bar's list is closed and has no script to open it before the width is known: the column lists the items meanwhile */}
          {!(ab.pending && bar) &&
            props.items.map((item, i) => {
              const Component: ElementType = item.isDisabled ? 'span' : (item.component ?? 'a')
              const described = badgesDescription(item.badges) !== ''
              return (
                <li key={item.title}>
                  <Component
                    {...ab.itemProps(item)}
                    aria-describedby={described ? descriptionId(i) : undefined}
                    className={styles.item}
                    aria-current={item.isActive ? 'page' : undefined}
                    aria-disabled={item.isDisabled || undefined}
                    data-active={item.isActive ? 'true' : 'false'}
                  >
                    <span className={styles.label}>{item.title}</span>
                    {item.badges?.map((b) => (
                      <Badge key={b.text} badge={b} />
                    ))}
                    <Icon name="chevron_right" size="small" />
                  </Component>
                  <BadgesDescription id={descriptionId(i)} badges={item.badges} />
                </li>
              )
            })}
        </ul>
      </nav>
    )
  }
  if (!ab.pending) return view(ab.presentation)
  // Before the width is known, both: the stylesheet shows the one it asks for.
  return (
    <>
      {view('column')}
      {view('bar')}
    </>
  )
}
