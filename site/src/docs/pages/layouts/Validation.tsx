import { isValidElement } from 'react'
import type { z } from 'zod'
import { propErrors } from '../../../library/validate'
import { jsxCode, literal } from '../../kit/schema-docs'
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

/**
 * Validation shows what the console says for some invalid props of a
 * component: the messages are computed from its schema here, so the page
 * itself logs nothing.
 */
export function Validation({ name, schema, cases, intro = true }: { name: string; schema: z.ZodType; cases: ValidationCase[]; intro?: boolean }) {
  return (
    <>
      {intro && (
        <p>
          The props are checked against the schema just after each render. Every broken rule logs a console error that names the component, the prop and the
          rule, and the component still renders what it can:
        </p>
      )}
      <table className={styles.table}>
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
                  {propErrors(name, schema, c.props).map((m) => (
                    <code key={m} className={styles.message}>
                      {m}
                    </code>
                  ))}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </>
  )
}
