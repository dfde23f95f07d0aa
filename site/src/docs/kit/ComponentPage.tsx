import type { ReactNode } from 'react'
import page from '../pages/layouts/page.module.css'

/**
 * ComponentPage is the article of a component's or layout's page: it styles
 * only its own headings, not those inside live examples. A page names it as
 * its MDX layout, in its first line, and opens with its header:
 *
 *	export { ComponentPage as default } from '../kit/ComponentPage'
 *	import { PageHeader } from '../PageHeader'
 *	export const summary = 'What the page is about, in a line.'
 *
 *	<PageHeader summary={summary} />
 *
 * @public (knip does not read an MDX page's `export … from`)
 */
export function ComponentPage({ children }: { children?: ReactNode }) {
  return <article className={page.page}>{children}</article>
}
