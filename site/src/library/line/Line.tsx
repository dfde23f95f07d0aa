import { useValidatedProps } from '../use-validated-props'
import styles from './Line.module.css'
import { LINE_DEFAULTS, lineKind, lineSegments } from './logic'
import type { LineProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.lineSchema)

/**
 * Line separates content: a plain rule (an <hr>), a rule with a short text in
 * the middle or at one side (a separator named by its text), or with a
 * button in it when it has onClick.
 */
export function Line(props: LineProps) {
  useValidatedProps('Line', loadSchema, props)
  const kind = lineKind({ text: props.text, interactive: typeof props.onClick === 'function' })
  const { position } = withDefaults(props, LINE_DEFAULTS)
  if (kind === 'plain') return <hr className={styles.plain} data-line="" data-state="plain" />
  const { before, after } = lineSegments(position)
  const text = props.text!.trim()
  const rules = (
    <>
      <span className={styles.rule} data-segment={before} aria-hidden="true" />
      {kind === 'interactive' ? (
        <button type="button" className={styles.button} onClick={props.onClick}>
          {text}
        </button>
      ) : (
        <span className={styles.text}>{text}</span>
      )}
      <span className={styles.rule} data-segment={after} aria-hidden="true" />
    </>
  )
  if (kind === 'interactive') {
    // A separator's content is presentational, so a line with a button is a plain group around it.
    return (
      <div className={styles.line} data-line="" data-state="interactive" data-position={position}>
        {rules}
      </div>
    )
  }
  return (
    <div className={styles.line} role="separator" aria-label={text} aria-orientation="horizontal" data-line="" data-state="text" data-position={position}>
      {rules}
    </div>
  )
}
