import type MiniSearch from 'minisearch'
import { beforeAll, describe, expect, it } from 'vitest'
import { searchDocuments } from '../../../build/search-docs'
import { comboboxKey, highlight, hrefOf, loadIndex, plain, search, serializeIndex, snippet, splitWords, type SearchDoc } from './logic'

const load = (file: string) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>

let docs: SearchDoc[]
let index: MiniSearch<SearchDoc>

const top = (query: string, n = 5) => search(index, query, n)
const hrefs = (query: string, n = 5) => top(query, n).map((r) => `${r.path}${hrefOf(r).hash}`)

describe('search over the real index', () => {
  // The real documents, through the same serialisation the browser loads.
  beforeAll(async () => {
    docs = await searchDocuments(load)
    index = loadIndex(serializeIndex(docs))
  }, 60_000)

  it('finds a prop by name, with its component', () => {
    expect(hrefs('iconPosition button')[0]).toBe('/usage/components/button#props-button-iconposition')
    const [hit] = top('iconPosition')
    expect(hit.kind).toBe('prop')
    expect(hit.section).toBe('Components › Button › Props of Button')
  })

  it('finds a token, with or without its dashes', () => {
    expect(hrefs('--radius-large')[0]).toBe('/foundations/units#token-radius-large')
    expect(hrefs('radius large')[0]).toBe('/foundations/units#token-radius-large')
    expect(top('interactive-01')[0]).toMatchObject({ kind: 'token', path: '/foundations/colors/list-of-tokens', anchor: 'token-interactive-01' })
  })

  it('finds an icon by its name', () => {
    expect(top('arrow_back')[0]).toMatchObject({ kind: 'icon', path: '/foundations/icons/list', anchor: 'icon-arrow_back' })
  })

  it('finds a message by its code and by its text', () => {
    expect(top('MAX_SIZE_EXCEEDED')[0]).toMatchObject({ kind: 'message', path: '/usage/components/file-upload' })
    expect(top('Multiple files upload not allowed')[0]).toMatchObject({ kind: 'message', path: '/usage/components/file-upload' })
  })

  it('ranks a page above the props and headings that share its name', () => {
    expect(top('button')[0]).toMatchObject({ kind: 'page', path: '/usage/components/button' })
  })

  it('finds headings and examples, with their anchors', () => {
    expect(hrefs('split button best practices')).toContain('/usage/components/button#best-practices')
    expect(top('Icon left, right and alone')[0]).toMatchObject({ kind: 'example', anchor: 'example-icons' })
  })

  it('forgives a typo and matches a prefix', () => {
    expect(top('pagnation')[0].path).toBe('/usage/components/pagination')
    expect(top('paginat')[0].path).toBe('/usage/components/pagination')
  })

  it('marks the matched text', () => {
    const [hit] = top('arrow_back')
    expect(hit.title.filter((s) => s.mark).map((s) => s.text)).toEqual(['arrow', 'back'])
  })

  it('answers nothing for nonsense and for an empty query', () => {
    expect(top('qqqxyzzy')).toEqual([])
    expect(top('   ')).toEqual([])
  })

  it('holds every page, and one document per id', () => {
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length)
    for (const kind of ['page', 'heading', 'example', 'prop', 'token', 'icon', 'message']) expect(docs.some((d) => d.kind === kind), kind).toBe(true)
  })
})

describe('highlight and snippet', () => {
  it('marks each occurrence, case-insensitively, and merges overlaps', () => {
    expect(highlight('Max size, max', ['max', 'ax si'])).toEqual([
      { text: 'Max si', mark: true },
      { text: 'ze, ', mark: false },
      { text: 'max', mark: true },
    ])
    expect(highlight('plain', [])).toEqual([{ text: 'plain', mark: false }])
  })

  it('keeps the first mark in view of a long text', () => {
    const long = `${'a '.repeat(100)}needle${' b'.repeat(100)}`
    const out = snippet(highlight(long, ['needle']), 60)
    expect(plain(out).length).toBeLessThanOrEqual(62)
    expect(out.some((s) => s.mark && s.text === 'needle')).toBe(true)
    expect(out[0].text).toBe('…')
  })
})

describe('splitWords', () => {
  it('spells code names as words', () => {
    expect(splitWords('iconPosition')).toBe('icon position')
    expect(splitWords('MAX_SIZE_EXCEEDED')).toBe('max size exceeded')
    expect(splitWords('sections[].links[].icon')).toBe('sections links icon')
  })
})

describe('comboboxKey', () => {
  it.each([
    ['ArrowDown', 0, 3, { move: 1 }],
    ['ArrowDown', 2, 3, { move: 0 }],
    ['ArrowUp', 0, 3, { move: 2 }],
    ['ArrowUp', 2, 3, { move: 1 }],
    ['Enter', 1, 3, { pick: 1 }],
    ['Enter', 7, 3, { pick: 2 }],
    ['ArrowDown', 0, 1, { move: 0 }],
    ['Tab', 1, 3, null],
    ['Escape', 1, 3, null],
    ['Home', 1, 3, null],
    ['a', 1, 3, null],
    ['ArrowDown', -1, 0, null],
    ['Enter', -1, 0, null],
  ])('%s with option %i of %i active: %j', (key, active, count, want) => {
    expect(comboboxKey(key, active, count)).toEqual(want)
  })
})
