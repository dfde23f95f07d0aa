import { Fragment, useId } from 'react'
import { Static } from '../../app/static'
import { DEFER_LAYOUT } from './defer-layout'
import { propAnchor, propsAnchor } from '../anchors'
import styles from './PropsTable.module.css'
import type { SchemaDocs } from './prop-docs'

export interface PropsTableProps {
  /** schema is what the build read from the component's zod object schema (import it with ?docs): the table's only source */
  schema: SchemaDocs
  /** name is the component's name, as it is imported: 'Navbar' */
  name: string
}

/** breakable lets a long prop path wrap after its dots. */
function breakable(path: string) {
  return path.split('.').map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          .<wbr />
        </>
      )}
      {part}
    </Fragment>
  ))
}

/**
 * PropsTable is a component's props table, generated from its zod schema at build: one
 * row per prop (and per field of an object prop), with its type, default,
 * whether it is required, its rules and its description. Nothing in it runs:
 * on a first load it stays the build's HTML (app/static.tsx).
 */
export function PropsTable({ schema, name }: PropsTableProps) {
  return (
    <Static as="div" className={styles.propsTable} id={propsAnchor(name)}>
      <PropsTableBody schema={schema} name={name} />
    </Static>
  )
}

function PropsTableBody({ schema, name }: PropsTableProps) {
  const { rows, rules } = schema
  const captionId = useId()
  return (
    <>
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0} {...(import.meta.env.SSR && { [DEFER_LAYOUT]: '' })}>
        <table className={styles.table} data-props-table={name}>
          <caption id={captionId} className={styles.caption}>
            Props of <code>{name}</code>
          </caption>
          <thead>
            <tr>
              <th scope="col">Prop</th>
              <th scope="col">Type</th>
              <th scope="col">Default</th>
              <th scope="col">Rule</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} id={propAnchor(name, r.name)} data-prop={r.name} data-depth={r.depth}>
                <th scope="row" className={styles.name} style={{ paddingInlineStart: `calc(var(--unit-3) + ${r.depth} * var(--unit-3))` }}>
                  <code>{breakable(r.name)}</code>
                  {r.required && <span className={styles.required}>required</span>}
                </th>
                <td>
                  <code className={styles.type}>{r.type}</code>
                </td>
                <td>{r.defaultValue === null ? <span className={styles.none}>{r.required ? 'none' : '—'}</span> : <code>{r.defaultValue}</code>}</td>
                <td>{r.rule || <span className={styles.none}>—</span>}</td>
                <td>{r.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rules.length > 0 && (
        <p className={styles.rules}>
          Across props: {rules.join('; ')}.
        </p>
      )}
    </>
  )
}
