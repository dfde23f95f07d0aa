import { isValidElement, useEffect, useState } from 'react'
import { Static } from '../../../app/static'
import { jsxCode, literal, type PropErrors, type SchemaDocs } from '../../kit/prop-docs'
import styles from './page.module.css'

export interface ValidationCase {
  /** props are the mistake: the props the schema judges and the code prints */
  props: object
  /** expressions print these props as a name instead of their value: { sections: 'sections' } */
  expressions?: Record<string, string>
  /** call prints the props as the one argument of this function, for an API that is a function: toast({ text: '' }) */
  call?: string
}

/** caseCode prints a case as the element (or the call) a reader would write; children print as text, or as an empty element of their type. */
export function caseCode(name: string, { props, expressions, call }: ValidationCase): string {
  if (call !== undefined) return `${call}(${literal(props, 0, Infinity)})`
  const values = props as Record<string, unknown>
  const child = values.children
  let children: string | undefined
  if (typeof child === 'string') children = child
  else if (isValidElement(child) && typeof child.type === 'string') children = `<${child.type}>…</${child.type}>`
  return jsxCode(name, values, { expressions, children, width: Infinity })
}

/** useErrors is the schema's judge of props: at once on the server, once its schema has loaded in the browser. */
function useErrors(schema: SchemaDocs): PropErrors | undefined {
  const [loaded, setLoaded] = useState<{ errors: PropErrors }>()
  useEffect(() => {
    if (schema.errors || !schema.loadErrors) return
    let live = true
    schema.loadErrors().then((errors) => live && setLoaded({ errors }))
    return () => {
      live = false
    }
  }, [schema])
  return schema.errors ?? loaded?.errors
}

/**
 * Validation shows what the console says for some invalid props of a
 * component: the messages are computed from its schema here, so the page
 * itself logs nothing. Nothing in it runs: a first load keeps the build's
 * HTML, and a page reached in the app fills the messages in once the
 * schema has loaded.
 */
export function Validation({ name, schema, cases, intro = true }: { name: string; schema: SchemaDocs; cases: ValidationCase[]; intro?: boolean }) {
  return (
    <>
      {intro && (
        <Static as="p">
          The props are checked against the schema just after each render. Every broken rule logs a console error that names the component, the prop and the
          rule, and the component still renders what it can:
        </Static>
      )}
      <Static as="table" className={styles.table}>
        <ValidationRows name={name} schema={schema} cases={cases} />
      </Static>
    </>
  )
}

function ValidationRows({ name, schema, cases }: { name: string; schema: SchemaDocs; cases: ValidationCase[] }) {
  const errors = useErrors(schema)
  return (
    <>
      <caption>Console errors of {name}</caption>
      <thead>
        <tr>
          <th scope="col">Props</th>
          <th scope="col">Console error</th>
        </tr>
      </thead>
      <tbody>
        {cases.map((c) => {
          const code = caseCode(name, c)
          return (
            <tr key={code}>
              <td>
                <code>{code}</code>
              </td>
              <td>
                {errors?.(name, c.props).map((m) => (
                  <code key={m} className={styles.message}>
                    {m}
                  </code>
                ))}
              </td>
            </tr>
          )
        })}
      </tbody>
    </>
  )
}
