/**
 * anchors names the element ids a link can point at inside a docs page, so a
 * search result (site/build/search-docs.ts) and the page that renders the
 * element agree on them. Headings carry literal ids in the page sources.
 */

/** slug turns a name into an id-safe lowercase word chain: 'Props of toast()' is 'props-of-toast'. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** exampleAnchor is the id of a docs-kit example block; prefixed, so it never meets a heading's id. */
export const exampleAnchor = (id: string) => `example-${id}`

/** propsAnchor is the id of a component's props table. */
export const propsAnchor = (component: string) => `props-${slug(component)}`

/** propAnchor is the id of one row of a props table; path is the prop's dotted path ('actions.label'). */
export const propAnchor = (component: string, path: string) => `${propsAnchor(component)}-${slug(path)}`

/** tokenAnchor is the id of the row or tile that shows a design token (name without the leading --). */
export const tokenAnchor = (name: string) => `token-${name}`

/** iconAnchor is the id of an icon's tile in the icon list. */
export const iconAnchor = (name: string) => `icon-${name}`
