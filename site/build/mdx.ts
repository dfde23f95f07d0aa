import { dirname, relative, resolve } from 'node:path'
import mdx from '@mdx-js/rollup'
import { parse } from 'acorn'
import type { Program } from 'estree'
import type { Element, Root as HastRoot } from 'hast'
import type { Heading, Root, Text } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { toString } from 'mdast-util-to-string'
import { readFileSync } from 'node:fs'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import type { Plugin } from 'vite'

/**
 * The docs pages are MDX (site/src/docs/pages/<slug>.mdx): prose in Markdown,
 * examples, props tables and playgrounds as components. docsMdx compiles them
 * with three rules of ours, so that a page written as a document renders as
 * the page written in JSX did:
 *
 *   - a line break inside a paragraph is a space, and there is no text
 *     between blocks (JSX folds both so; Markdown keeps a newline in each);
 *   - a heading of level 2 or more has an id: its text as a slug (headingId),
 *     unless the page writes the heading as JSX with an id of its own;
 *   - <Example id="card/actions" …/> places the example module
 *     docs/examples/card/actions.tsx: the page imports nothing for it, and
 *     the module's code and text arrive together (EXAMPLE_QUERY).
 *
 * A Markdown link to a path of the site is an AppLink (kit/mdx-components.tsx).
 *
 * A page's summary, its one line, is the page's `export const summary`;
 * another page imports it alone as `./<slug>.mdx?summary` (pageSummaries),
 * without the page's code.
 */
export function docsMdx(): Plugin[] {
  const src = resolve(__dirname, '../src')
  return [
    {
      enforce: 'pre',
      // @mdx-js/rollup is typed for Rollup's plugin API, which Vite's (Rolldown's) takes but types apart.
      ...(mdx({
        remarkPlugins: [remarkSoftBreaks, remarkHeadingIds, remarkExamples],
        rehypePlugins: [rehypeNoBlockNewlines],
        providerImportSource: resolve(src, 'docs/kit/mdx-components.tsx'),
      }) as unknown as Plugin),
    },
    exampleModules(resolve(src, 'docs/kit/examples.ts'), dirname(src)),
    pageSummaries(),
  ]
}

/** EXAMPLE_QUERY marks an import of an example module as the example itself: its code, text and states (exampleModules). */
const EXAMPLE_QUERY = '?example'

/** headingId is a heading's anchor from its text: lowercase letters and digits, words joined by hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
}

/** remarkSoftBreaks turns the line breaks inside a paragraph's text into spaces. */
export function remarkSoftBreaks() {
  return (tree: Root) => {
    visit(tree, 'text', (node: Text) => {
      node.value = node.value.replace(/[ \t]*\n[ \t]*/g, ' ')
    })
  }
}

/** rehypeNoBlockNewlines removes the newlines Markdown puts between blocks (but in <pre>, where they are the text). */
export function rehypeNoBlockNewlines() {
  return (tree: HastRoot) => {
    visit(tree, (node) => {
      if (!('children' in node) || (node.type === 'element' && node.tagName === 'pre')) return
      const parent = node as HastRoot | Element
      parent.children = parent.children.filter((c) => !(c.type === 'text' && c.value === '\n')) as typeof parent.children
    })
  }
}

/** remarkHeadingIds gives each Markdown heading of level 2 or more its id (headingId). */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth < 2) return
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: headingId(toString(node)) } }
    })
  }
}

/**
 * remarkExamples replaces the id of each <Example id="folder/name"> with the
 * example it names, imported from ../examples/folder/name.tsx with
 * EXAMPLE_QUERY. An id that is not a string of that shape is an error that
 * names the page and the line.
 */
export function remarkExamples() {
  return (tree: Root, file: { path?: string }) => {
    const imports = new Map<string, string>()
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const el = node as MdxJsxFlowElement | MdxJsxTextElement
      if (el.name !== 'Example') return
      const at = el.attributes.findIndex((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')
      if (at < 0) return
      const id = (el.attributes[at] as MdxJsxAttribute).value
      if (typeof id !== 'string' || !/^[a-z0-9-]+\/[a-z0-9-]+$/.test(id)) {
        throw new Error(`${file.path}:${el.position?.start.line}: <Example id> names an example as "folder/name" (docs/examples/folder/name.tsx), got ${JSON.stringify(id)}`)
      }
      let name = imports.get(id)
      if (!name) {
        name = `_example${imports.size}`
        imports.set(id, name)
      }
      el.attributes[at] = {
        type: 'mdxJsxAttribute',
        name: 'example',
        value: { type: 'mdxJsxAttributeValueExpression', value: name, data: { estree: program(name) } },
      }
    })
    const esm = [...imports].map(([id, name]): MdxjsEsm => {
      const value = `import ${name} from ${JSON.stringify(`../examples/${id}.tsx${EXAMPLE_QUERY}`)}`
      return { type: 'mdxjsEsm', value, data: { estree: program(value) } }
    })
    tree.children.unshift(...esm)
  }
}

function program(code: string) {
  return parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as NonNullable<MdxjsEsm['data']>['estree']
}

/**
 * exampleModules loads "<file>.tsx?example" as a module whose default export
 * is the example (kit/examples.ts exampleModule): the file's code and its
 * text, so the code a page shows is the code that runs. It names the file by
 * its path below root, never the absolute one: a built chunk, and every
 * digest that covers it, must not depend on where the checkout is.
 *
 * The example's states are checked (kit/parse-states.ts) in the server-side
 * build, which the prerender runs on every page, and in the dev server; the
 * browser build takes them as checked and carries no zod for them.
 */
export function exampleModules(kit: string, root: string): Plugin {
  let check = true
  return {
    name: 'tessera:example-modules',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(EXAMPLE_QUERY) || !importer) return null
      const file = resolve(dirname(importer), source.slice(0, -EXAMPLE_QUERY.length))
      return `${file}${EXAMPLE_QUERY}`
    },
    configResolved(config) {
      check = config.command === 'serve' || Boolean(config.build.ssr)
    },
    load(id) {
      if (!id.endsWith(EXAMPLE_QUERY)) return null
      const file = id.slice(0, -EXAMPLE_QUERY.length)
      return [
        `import * as module from ${JSON.stringify(file)}`,
        `import source from ${JSON.stringify(`${file}?raw`)}`,
        `import { exampleModule } from ${JSON.stringify(kit)}`,
        ...(check ? [`import { parseStates } from ${JSON.stringify(resolve(dirname(kit), 'parse-states.ts'))}`] : []),
        `export default exampleModule(${JSON.stringify(relative(root, file))}, module, source${check ? ', parseStates' : ''})`,
      ].join('\n')
    },
  }
}

/** SUMMARY_QUERY marks an import of a page as its summary alone (pageSummaries). */
const SUMMARY_QUERY = '?summary'

/**
 * summaryOf is the string a page's ES statements export as summary
 * (`export const summary = '…'`), or '' when they export none.
 */
export function summaryOf(body: Program['body']): string {
  for (const st of body) {
    if (st.type !== 'ExportNamedDeclaration' || st.declaration?.type !== 'VariableDeclaration') continue
    for (const d of st.declaration.declarations) {
      if (d.id.type === 'Identifier' && d.id.name === 'summary' && d.init?.type === 'Literal' && typeof d.init.value === 'string') return d.init.value
    }
  }
  return ''
}

/** pageSummary reads the summary of the MDX page in file; a page without one is an error that says what to write. */
export function pageSummary(file: string, text = readFileSync(file, 'utf8')): string {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(text) as Root
  const esm = tree.children.flatMap((n) => (n.type === 'mdxjsEsm' ? (n.data?.estree?.body ?? []) : []))
  const summary = summaryOf(esm)
  if (!summary) throw new Error(`${file}: the page exports no summary; write export const summary = 'What the page is about, in a line.'`)
  return summary
}

/**
 * pageSummaries answers an import of `<page>.mdx?summary` with a module that
 * exports the page's summary and nothing else: the overview's cards name the
 * pages they point to without loading those pages' code.
 */
function pageSummaries(): Plugin {
  return {
    name: 'tessera:page-summaries',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith(`.mdx${SUMMARY_QUERY}`) || !importer) return null
      return resolve(dirname(importer), source)
    },
    load(id) {
      if (!id.endsWith(`.mdx${SUMMARY_QUERY}`)) return null
      const file = id.slice(0, -SUMMARY_QUERY.length)
      this.addWatchFile(file)
      return `export const summary = ${JSON.stringify(pageSummary(file))}`
    },
  }
}
