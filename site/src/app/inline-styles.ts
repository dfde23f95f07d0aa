/**
 * Style attributes in prerendered pages. The CSP allows no inline style, so
 * a style attribute in a page's HTML would not apply, and hydration does not
 * apply it either (React leaves the server's attributes alone). The build
 * moves each one to an attribute the browser ignores, with a stylesheet rule
 * that applies it before any script runs (moveStyles); the app then sets it
 * as the element's style through the CSSOM, which the CSP allows, and drops
 * the attribute before it hydrates (restoreStyles).
 */

/** STYLE_ATTRIBUTE holds a prerendered element's style declarations until the app restores them. */
export const STYLE_ATTRIBUTE = 'data-inline-style'

const unescapeHTML = (s: string) => s.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
const cssString = (s: string) => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\a ')}"`
const important = (declarations: string) =>
  declarations
    .split(';')
    .filter((d) => d.trim())
    .map((d) => `${d.trim()} !important`)
    .join(';')

/**
 * moveStyles rewrites the style attributes of markup (React's
 * renderToString output) as STYLE_ATTRIBUTE, and returns the stylesheet
 * that applies them: one rule per distinct value, !important as an inline
 * style is stronger than any rule. css is '' when markup has none.
 */
export function moveStyles(markup: string): { markup: string; css: string } {
  const values = new Set<string>()
  const out = markup.replace(/(?<=<[a-zA-Z][^<>]*\s)style="([^"]*)"/g, (_, value: string) => {
    values.add(value)
    return `${STYLE_ATTRIBUTE}="${value}"`
  })
  const css = [...values]
    .sort()
    .map((v) => `[${STYLE_ATTRIBUTE}=${cssString(unescapeHTML(v))}]{${important(unescapeHTML(v))}}\n`)
    .join('')
  return { markup: out, css }
}

/** restoreStyles gives every element under root that carries STYLE_ATTRIBUTE its style back, as hydration expects it. */
export function restoreStyles(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`)) {
    el.style.cssText = el.getAttribute(STYLE_ATTRIBUTE)!
    el.removeAttribute(STYLE_ATTRIBUTE)
  }
}
