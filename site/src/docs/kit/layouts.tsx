import type { ReactNode } from 'react'
import docs from '../docs.module.css'
import page from '../pages/layouts/page.module.css'

/*
 * The articles a docs page is written in. A page names its own as its MDX
 * layout, in its first line, and opens with its header:
 *
 *	export { ComponentPage as default } from '../kit/layouts'
 *
 *	<PageHeader />
 *
 * (knip does not read an MDX page's `export … from`: the layouts are @public.)
 */

/** ComponentPage is a component's or layout's page: its article styles only its own headings, not those inside live examples. @public */
export function ComponentPage({ children }: { children?: ReactNode }) {
  return <article className={page.page}>{children}</article>
}

/** DocsPage is a foundations or guide page: its article styles every heading in it. @public */
export function DocsPage({ children }: { children?: ReactNode }) {
  return <article className={docs.page}>{children}</article>
}
