import type { ComponentProps } from 'react'
import { AppLink } from '../../app/AppLink'

/** DocLink is a Markdown link of a docs page: a path of the site is an AppLink (client-side, prefetched), anything else a plain link. */
function DocLink({ href = '', ...props }: ComponentProps<'a'>) {
  return href.startsWith('/') ? <AppLink to={href} {...props} /> : <a href={href} {...props} />
}

const components = { a: DocLink }

/**
 * useMDXComponents gives every docs page the elements Markdown renders through ours.
 *
 * @public (each compiled page imports it: build/mdx.ts's providerImportSource)
 */
export function useMDXComponents() {
  return components
}
