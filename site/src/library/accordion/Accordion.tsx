import { useId, type CSSProperties, type ElementType } from 'react'
import { Icon } from '../icon/Icon'
import { useControllable } from '../use-controllable'
import { useValidatedProps } from '../use-validated-props'
import styles from './Accordion.module.css'
import { ACCORDION_DEFAULTS, animationStyle, openStateOf, nextOpenState, type OpenEvent } from './logic'
import type { AccordionProps } from './schema'

const loadSchema = () => import('./schema').then((m) => m.accordionSchema)

/**
 * Accordion is a section whose content opens and closes under its header.
 * The header is a button in a heading (aria-expanded, aria-controls); the
 * panel is a region named by the header. It opens and closes in
 * ACCORDION_ANIMATION_MS with ACCORDION_EASING, unless the reader asks for
 * reduced motion. Controlled with open and onOpenChange, or uncontrolled
 * from defaultOpen.
 */
export function Accordion(props: AccordionProps) {
  useValidatedProps('Accordion', loadSchema, props)
  const [open, setOpen] = useControllable(props.open, props.defaultOpen ?? ACCORDION_DEFAULTS.defaultOpen, props.onOpenChange)
  const send = (event: OpenEvent) => {
    const next = nextOpenState(openStateOf(open), event) === 'open'
    if (next !== open) setOpen(next)
  }
  const id = useId()
  const headerId = `${id}-header`
  const panelId = `${id}-panel`
  const level = props.headingLevel !== undefined && props.headingLevel >= 2 && props.headingLevel <= 6 ? Math.trunc(props.headingLevel) : ACCORDION_DEFAULTS.headingLevel
  const Heading = `h${level}` as ElementType
  const state = openStateOf(open)
  return (
    <div className={styles.accordion} data-accordion="" data-state={state} style={animationStyle() as CSSProperties}>
      <Heading className={styles.heading}>
        <button type="button" id={headerId} className={styles.header} aria-expanded={open} aria-controls={panelId} onClick={() => send('toggle')}>
          {props.icon && <Icon name={props.icon} />}
          <span className={styles.title}>{props.title}</span>
          <span className={styles.chevron}>
            <Icon name="chevron_down" />
          </span>
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={headerId} className={styles.panel} data-state={state}>
        <div className={styles.clip}>
          <div className={styles.content}>{props.children}</div>
        </div>
      </div>
    </div>
  )
}
