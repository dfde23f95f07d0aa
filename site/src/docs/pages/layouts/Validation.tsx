import type { z } from 'zod'
import { propErrors } from '../../../library/validate'
import styles from './page.module.css'

export interface ValidationCase {
  /** props is the code of the mistake, as a reader would write it */
  code: string
  props: object
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
          {cases.map((c) => (
            <tr key={c.code}>
              <td>
                <code>{c.code}</code>
              </td>
              <td>
                {propErrors(name, schema, c.props).map((m) => (
                  <code key={m} className={styles.message}>
                    {m}
                  </code>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
