import type { ComponentProps } from 'react'
import { AppLink } from '../../app/AppLink'
import { Static } from '../../app/static'

/** DocLink is a Markdown link of a docs page: a path of the site is an AppLink (client-side, prefetched), anything else a plain link. */
function DocLink({ href = '', ...props }: ComponentProps<'a'>) {
  return href.startsWith('/') ? <AppLink to={href} {...props} /> : <a href={href} {...props} />
}

// The blocks of a page's Markdown: prose, lists, tables, quotes and code, which nothing in runs (app/static.tsx).
const blocks = ['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'blockquote', 'pre'] as const

const components = {
  a: DocLink,
  ...Object.fromEntries(blocks.map((tag) => [tag, (props: ComponentProps<typeof tag>) => <Static as={tag} {...props} />])),
}

/**
 * useMDXComponents gives every docs page the elements Markdown renders through ours.
 *
 * @public (each compiled page imports it: build/mdx.ts's providerImportSource)
 */
export function useMDXComponents() {
  return components
}
