import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchDoc } from '../src/app/search/logic'
import { ROUTES } from '../src/app/menu'
import { searchDocuments } from './search-docs'

const load = (file: string) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>

let docs: SearchDoc[]

describe('searchDocuments: the line under a heading', () => {
  beforeAll(async () => {
    docs = await searchDocuments(load)
  }, 60_000)

  const heading = (path: string, anchor: string) => docs.find((d) => d.kind === 'heading' && d.path === path && d.anchor === anchor)

  it('is its own section’s: the table page’s two “Pagination” headings read differently', () => {
    const table = '/usage/components/table'
    const summary = docs.find((d) => d.kind === 'page' && d.path === table)?.text
    expect(summary).toBe('Sortable, selectable, expandable rows of data.')
    const h2 = heading(table, 'pagination')
    const h3 = heading(table, 'pagination-2')
    expect(h2?.text).toMatch(/^pagination cuts the rows into pages/)
    expect(h3?.text).toBe('Props of TablePagination')
    expect(h2?.text).not.toBe(summary)
  })

  it('gives every route its page’s summary (export const summary): one sentence', () => {
    for (const route of ROUTES) {
      const page = docs.find((d) => d.kind === 'page' && d.path === route.path)
      expect(page?.text, route.path).toMatch(/^[A-Z][^\n]*\.$/)
    }
  })

  it('reads MDX as MDX renders it: JSX on one line is no paragraph, a row is its cells, text as shown', () => {
    // a <dl> written on one line: the lead is the first <dd>, not the line
    expect(heading('/foundations/text/writing-style', 'voice')?.text).toMatch(/^Short sentences, common words/)
    // a table with a caption: the caption is not prose, the first row of cells is
    expect(heading('/usage/components/file-upload', 'how-a-status-changes')?.text).toMatch(/^NOT_STARTED, READY_TO_UPLOAD: START/)
    // Markdown's text is the text a reader sees, not its escapes
    expect(heading('/usage/components/tag', 'accessibility')?.text).toContain('“Remove <text>”')
  })

  it('differs between any two headings of a page', () => {
    const seen = new Map<string, string>()
    const problems: string[] = []
    for (const d of docs.filter((d) => d.kind === 'heading')) {
      const key = `${d.path}\u0000${d.text}`
      const other = seen.get(key)
      if (other) problems.push(`${d.path}: #${other} and #${d.anchor} both read “${d.text}”`)
      else seen.set(key, d.anchor)
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
})
