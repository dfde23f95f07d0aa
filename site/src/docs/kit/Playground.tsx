import { useId, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { ExampleBlock } from './Example'
import styles from './Playground.module.css'
import { controlValue, jsxCode, type Control, type SchemaDocs } from './prop-docs'

export interface PlaygroundProps<P extends object> {
  /** schema is what the build read from the component's zod object schema (import it with ?docs): the controls derive from it */
  schema: SchemaDocs
  /** name is the component's name in the generated code: 'Navbar' */
  name: string
  component: ComponentType<P>
  /** initial are the props the playground starts with, including those no control sets (lists, callbacks, children) */
  initial: P
  /** id is the example block's data-example id: 'playground' unless told (one playground per page) */
  id?: string
  title?: string
  description?: ReactNode
  /** omit are props that get no control, though the schema would give them one */
  omit?: readonly string[]
  /** expressions print these props as code instead of their value: { sections: 'sections' } */
  expressions?: Record<string, string>
  /** childrenCode is the code printed between the tags, when the component has children */
  childrenCode?: string
  /** code generates the code from the current props; the default prints the element with jsxCode */
  code?: (props: Record<string, unknown>, generated: string) => string
  /** frame wraps the live component, e.g. in a box of a fixed height; it gets the current props too */
  frame?: (live: ReactNode, props: P) => ReactNode
}

function shownValue(control: Control, value: unknown): unknown {
  return value === undefined ? control.defaultValue : value
}

function ControlField({ control, value, onChange }: { control: Control; value: unknown; onChange: (v: unknown) => void }) {
  const id = useId()
  const hintId = `${id}-hint`
  const v = shownValue(control, value)
  const label = (
    <label htmlFor={id} className={styles.label}>
      <code>{control.name}</code>
    </label>
  )
  const hint = (
    <span id={hintId} className={styles.hint}>
      {control.type}
    </span>
  )
  switch (control.kind) {
    case 'toggle':
      return (
        <div className={styles.field} data-control={control.name} data-kind="toggle">
          <span className={styles.toggleRow}>
            <input id={id} type="checkbox" role="switch" className={styles.switch} checked={Boolean(v)} aria-describedby={hintId} onChange={(e) => onChange(controlValue(control, e.target.checked))} />
            {label}
          </span>
          {hint}
        </div>
      )
    case 'select': {
      const empty = control.nullable ? '(null)' : control.optional || !control.hasDefault ? '(not set)' : null
      return (
        <div className={styles.field} data-control={control.name} data-kind="select">
          {label}
          <select id={id} className={styles.input} value={v === null || v === undefined ? '' : String(v)} aria-describedby={hintId} onChange={(e) => onChange(controlValue(control, e.target.value))}>
            {empty && <option value="">{empty}</option>}
            {control.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
          {hint}
        </div>
      )
    }
    case 'number':
      return (
        <div className={styles.field} data-control={control.name} data-kind="number">
          {label}
          <input
            id={id}
            type="number"
            className={styles.input}
            min={control.min}
            max={control.max}
            step={control.step}
            value={typeof v === 'number' ? v : ''}
            aria-describedby={hintId}
            onChange={(e) => onChange(controlValue(control, e.target.value))}
          />
          {hint}
        </div>
      )
    case 'text':
      return (
        <div className={styles.field} data-control={control.name} data-kind="text">
          {label}
          <input id={id} type="text" className={styles.input} value={typeof v === 'string' ? v : ''} aria-describedby={hintId} onChange={(e) => onChange(controlValue(control, e.target.value))} />
          {hint}
        </div>
      )
    default:
      return null
  }
}

/**
 * Playground shows a component with controls derived from its zod schema: a
 * select for an enum, a switch for a boolean, a number field with the bounds
 * for a number, a text field for a string. Changing a control re-renders the
 * component and the code beneath it (props sorted, defaults left out).
 */
export function Playground<P extends object>(props: PlaygroundProps<P>) {
  const { schema, name, component: Component, initial, id = 'playground', title, description, omit = [], expressions, childrenCode, code, frame } = props
  const controls = useMemo(() => schema.controls.filter((c) => !omit.includes(c.name)), [schema, omit])
  const defaults = schema.defaults
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...(initial as Record<string, unknown>) }))
  const editable = controls.filter((c) => c.kind !== 'skip')
  const skipped = controls.filter((c) => c.kind === 'skip')
  const generated = jsxCode(name, values, { defaults, expressions, children: childrenCode })
  const source = code ? code(values, generated) : generated
  const live = <Component {...(values as P)} />
  const legendId = useId()
  return (
    <div className={styles.playground} data-playground={name}>
      <fieldset className={styles.controls} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          Props of <code>{name}</code>
        </legend>
        <div className={styles.grid}>
          {editable.map((c) => (
            <ControlField key={c.name} control={c} value={values[c.name]} onChange={(v) => setValues((old) => ({ ...old, [c.name]: v }))} />
          ))}
        </div>
        {skipped.length > 0 && (
          <p className={styles.skipped}>
            Set in code, see the props table: {skipped.map((c, i) => (
              <span key={c.name}>
                {i > 0 && ', '}
                <code>{c.name}</code>
              </span>
            ))}
            .
          </p>
        )}
      </fieldset>
      <ExampleBlock id={id} title={title} description={description} code={source}>
        {frame ? frame(live, values as P) : live}
      </ExampleBlock>
    </div>
  )
}
