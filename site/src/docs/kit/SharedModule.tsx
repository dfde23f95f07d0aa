import type { ReactNode } from 'react'
import styles from './Example.module.css'

export interface SharedModuleProps {
  /** path is how the examples import the module, e.g. ../shared/orders */
  path: string
  /** source is the module's text (Vite ?raw), the code that runs */
  source: string
  /** children say what the module holds, in a sentence */
  children: ReactNode
}

/**
 * SharedModule shows a module that several examples of a page import, such as
 * their data, so that what an example imports is on the page too: a line that
 * opens to the module's text.
 */
export function SharedModule({ path, source, children }: SharedModuleProps) {
  return (
    <details className={styles.shared}>
      <summary>
        {children} <code>{path}</code>
      </summary>
      <pre className={styles.code} lang="en" tabIndex={0} role="group" aria-label={`Code of ${path}`}>
        <code>{source.trimEnd()}</code>
      </pre>
    </details>
  )
}
