import type { ReactNode } from 'react'
import docs from '../docs.module.css'

/**
 * DocsPage is the article of a foundations or guide page: it styles every
 * heading in it. A page names it as its MDX layout, in its first line
 * (ComponentPage says how).
 *
 * @public (knip does not read an MDX page's `export … from`)
 */
export function DocsPage({ children }: { children?: ReactNode }) {
  return <article className={docs.page}>{children}</article>
}
