import { evaluate } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { exampleModules, headingId, pageSummary, rehypeNoBlockNewlines, remarkExamples, remarkHeadingIds, remarkSoftBreaks } from './mdx'

const PAGES = join(__dirname, '../src/docs/pages')

/** render compiles an MDX page with the docs' rules (but the examples') and renders it to HTML. */
async function render(mdx: string): Promise<string> {
  const { default: Content } = await evaluate(mdx, { ...runtime, remarkPlugins: [remarkSoftBreaks, remarkHeadingIds], rehypePlugins: [rehypeNoBlockNewlines] })
  return renderToStaticMarkup(createElement(Content))
}

describe('docsMdx', () => {
  it('renders prose as JSX would: a line break in a paragraph is a space, nothing between blocks', async () => {
    expect(await render('A card gathers\nwhat belongs together.\n\nA **second** `one`.\n\n- one\n- two\n')).toBe(
      '<p>A card gathers what belongs together.</p><p>A <strong>second</strong> <code>one</code>.</p><ul><li>one</li><li>two</li></ul>',
    )
  })

  it('keeps the newlines of code', async () => {
    expect(await render('```\na\n\nb\n```\n')).toBe('<pre><code>a\n\nb\n</code></pre>')
  })

  it('gives headings of level 2 and more their slug as id, and keeps a JSX heading’s own', async () => {
    expect(await render('# Title\n\n## Image, header, body and actions\n\n### Do `this`\n\n<h2 id="validation-2">Validation</h2>\n')).toBe(
      '<h1>Title</h1><h2 id="image-header-body-and-actions">Image, header, body and actions</h2><h3 id="do-this">Do <code>this</code></h3><h2 id="validation-2">Validation</h2>',
    )
  })

  it('slugs as the pages’ anchors do', () => {
    const cases: Array<[string, string]> = [
      ['Footer', 'footer'],
      ['Image, header, body and actions', 'image-header-body-and-actions'],
      ['Sizes: small and large', 'sizes-small-and-large'],
      ['Do and don’t', 'do-and-dont'],
      ['  Two   spaces ', 'two-spaces'],
    ]
    for (const [text, want] of cases) expect(headingId(text), text).toBe(want)
  })

  it('places an example by its id, importing its module once', () => {
    const tree = unified().use(remarkParse).use(remarkMdx).parse('<Example id="card/actions" title="A" />\n\n<Example id="card/actions" />\n') as Root
    remarkExamples()(tree, { path: 'page.mdx' })
    const esm = tree.children.filter((n): n is MdxjsEsm => n.type === 'mdxjsEsm')
    expect(esm.map((n) => n.value)).toEqual(['import _example0 from "../examples/card/actions.tsx?example"'])
    const els = tree.children.filter((n): n is MdxJsxFlowElement => n.type === 'mdxJsxFlowElement')
    for (const el of els) expect(el.attributes.map((a) => (a.type === 'mdxJsxAttribute' ? [a.name, typeof a.value === 'string' ? a.value : a.value?.value] : []))).toContainEqual(['example', '_example0'])
  })

  it('refuses an example id that is not folder/name, naming the page and line', () => {
    for (const id of ['"actions"', '"card/Actions"', '{name}']) {
      const tree = unified().use(remarkParse).use(remarkMdx).parse(`Text\n\n<Example id=${id} />\n`) as Root
      expect(() => remarkExamples()(tree, { path: 'page.mdx' }), id).toThrow(/^page\.mdx:3: <Example id> names an example as "folder\/name"/)
    }
  })

  it('names an example module by its path below the root, so no build depends on where the checkout is', () => {
    const plugin = exampleModules('/checkout/site/src/docs/kit/examples.ts', '/checkout/site')
    const load = plugin.load as (id: string) => string | null
    const code = load('/checkout/site/src/docs/examples/card/actions.tsx?example')
    expect(code).toContain('exampleModule("src/docs/examples/card/actions.tsx", module, source, parseStates)')
    expect(load('/checkout/site/src/docs/examples/card/actions.tsx')).toBeNull()
  })

  it('checks the states in the server-side build and the dev server, never in the browser build', () => {
    for (const [config, checks] of [
      [{ command: 'build', build: { ssr: true } }, true],
      [{ command: 'serve', build: { ssr: false } }, true],
      [{ command: 'build', build: { ssr: false } }, false],
    ] as const) {
      const plugin = exampleModules('/checkout/site/src/docs/kit/examples.ts', '/checkout/site')
      ;(plugin.configResolved as (c: unknown) => void)(config)
      const code = (plugin.load as (id: string) => string)('/checkout/site/src/docs/examples/card/actions.tsx?example')
      expect(code.includes('parse-states'), JSON.stringify(config)).toBe(checks)
      expect(code.includes(', parseStates)'), JSON.stringify(config)).toBe(checks)
    }
  })
})

describe('a page summary', () => {
  it('is the string the page exports as summary', () => {
    expect(pageSummary('a.mdx', "import x from './x'\nexport const summary = 'One line.'\n\n# A page\n")).toBe('One line.')
  })

  it('is an error that says what to write when the page exports none', () => {
    expect(() => pageSummary('a.mdx', "export const other = 'x'\n\n# A page\n")).toThrow("a.mdx: the page exports no summary; write export const summary = 'What the page is about, in a line.'")
  })

  it('is the summary the search index and the overview read from every page of the manifest', () => {
    for (const file of readdirSync(PAGES).filter((f) => f.endsWith('.mdx'))) expect(pageSummary(join(PAGES, file)), file).toMatch(/^\S.*\.$/)
  })
})
