/**
 * The pure parts of the docs search: the documents the index holds, the
 * MiniSearch options that both the build (site/build/search-index.ts) and the
 * browser use, a query turned into results, the matched text marked, and what
 * a key does in the search field. No React, no DOM.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch'

/** DocKind is what a search document stands for. */
export type DocKind = 'page' | 'heading' | 'example' | 'prop' | 'token' | 'icon' | 'message'

/** KIND_NAMES are the kinds as a reader sees them named, beside each result. */
export const KIND_NAMES: Record<DocKind, string> = {
  page: 'Page',
  heading: 'Heading',
  example: 'Example',
  prop: 'Prop',
  token: 'Token',
  icon: 'Icon',
  message: 'Message',
}

/** SearchDoc is one entry of the index: something a result can open. */
export interface SearchDoc {
  id: string
  kind: DocKind
  /** title is what the result shows first: a page title, a heading, a prop, token or icon name, a message */
  title: string
  /** text is the line under it: a summary, a description, a value or a message key */
  text: string
  /** section is where it lives, e.g. 'Components › Button › Props of Button' */
  section: string
  /** path is the route relative to the base, e.g. '/usage/components/button' */
  path: string
  /** anchor is the id of the element on that page, '' for the top of the page */
  anchor: string
  /** keywords are the words of a code name, e.g. 'icon position' for iconPosition */
  keywords: string
}

/** splitWords spells a code name as words: 'iconPosition' and 'icon_position' are 'icon position'. */
export function splitWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase()
}

/** KIND_BOOST lifts pages and headings a little above the many props, tokens and icons with the same words. */
const KIND_BOOST: Record<DocKind, number> = { page: 1.7, heading: 1.3, example: 1.2, prop: 1, token: 1, icon: 1, message: 1 }

/** INDEX_OPTIONS configure MiniSearch the same way when the index is built and when it is loaded. */
const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'keywords', 'section', 'text'],
  storeFields: ['kind', 'title', 'text', 'section', 'path', 'anchor'],
  searchOptions: {
    boost: { title: 4, keywords: 2, section: 0.5, text: 1 },
    prefix: true,
    fuzzy: (term) => (term.length > 3 ? 0.2 : false),
    combineWith: 'AND',
    boostDocument: (_id, _term, stored) => KIND_BOOST[(stored?.kind as DocKind) ?? 'page'] ?? 1,
  },
}

/** createIndex indexes the documents. */
export function createIndex(docs: readonly SearchDoc[]): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS)
  index.addAll(docs)
  return index
}

/** serializeIndex is the index as the JSON text the browser loads. */
export function serializeIndex(docs: readonly SearchDoc[]): string {
  return JSON.stringify(createIndex(docs))
}

/** loadIndex turns the JSON text back into a searchable index. */
export function loadIndex(json: string): MiniSearch<SearchDoc> {
  return MiniSearch.loadJSON<SearchDoc>(json, INDEX_OPTIONS)
}

/** Segment is a run of text, marked when it matched the query. */
export interface Segment {
  text: string
  mark: boolean
}

/** Result is one hit as the dialog shows it. */
export interface Result {
  id: string
  kind: DocKind
  title: Segment[]
  text: Segment[]
  section: string
  path: string
  anchor: string
}

/** highlight splits text into segments, marking every case-insensitive occurrence of the terms. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const lower = text.toLowerCase()
  const marked = new Uint8Array(text.length)
  for (const term of terms) {
    if (!term) continue
    const t = term.toLowerCase()
    for (let at = lower.indexOf(t); at !== -1; at = lower.indexOf(t, at + t.length)) marked.fill(1, at, at + t.length)
  }
  const out: Segment[] = []
  for (let i = 0; i < text.length; ) {
    let j = i
    while (j < text.length && marked[j] === marked[i]) j++
    out.push({ text: text.slice(i, j), mark: marked[i] === 1 })
    i = j
  }
  return out
}

/** snippet shortens marked text to about max characters, keeping the first mark in view. */
export function snippet(segments: Segment[], max = 120): Segment[] {
  const total = segments.reduce((n, s) => n + s.text.length, 0)
  if (total <= max) return segments
  let before = 0
  for (const s of segments) {
    if (s.mark) break
    before += s.text.length
  }
  const start = before >= total ? 0 : Math.max(0, before - 30)
  const end = Math.min(total, start + max)
  const out: Segment[] = []
  let at = 0
  for (const s of segments) {
    const from = Math.max(start, at)
    const to = Math.min(end, at + s.text.length)
    if (from < to) out.push({ text: s.text.slice(from - at, to - at), mark: s.mark })
    at += s.text.length
  }
  if (start > 0) out.unshift({ text: '…', mark: false })
  if (end < total) out.push({ text: '…', mark: false })
  return out
}

/** search runs a query and returns at most limit results, best first, with their matched text marked. */
export function search(index: MiniSearch<SearchDoc>, query: string, limit = 20): Result[] {
  if (!query.trim()) return []
  return index
    .search(query)
    .slice(0, limit)
    .map((hit: SearchResult) => ({
      id: String(hit.id),
      kind: hit.kind as DocKind,
      title: highlight(hit.title as string, hit.terms),
      text: snippet(highlight(hit.text as string, hit.terms)),
      section: hit.section as string,
      path: hit.path as string,
      anchor: hit.anchor as string,
    }))
}

/** hrefOf is where a result leads, relative to the base: the path and the anchor. */
export function hrefOf(result: Pick<Result, 'path' | 'anchor'>): { pathname: string; hash: string } {
  return { pathname: result.path, hash: result.anchor ? `#${result.anchor}` : '' }
}

/** plain joins segments back into text, e.g. for an accessible name. */
export const plain = (segments: readonly Segment[]) => segments.map((s) => s.text).join('')

/** ComboboxKey is what a key does to the results: move makes that option the active one, pick opens that option. */
export type ComboboxKey = { move: number } | { pick: number }

/**
 * comboboxKey is what key does in the search field while count results show
 * and option active is the active one: the arrows move it, wrapping, and
 * Enter opens it. Any other key is the field's (null): Tab goes on to the next
 * control, as the list of results is never a Tab stop.
 */
export function comboboxKey(key: string, active: number, count: number): ComboboxKey | null {
  if (count <= 0) return null
  const at = Math.min(Math.max(active, 0), count - 1)
  switch (key) {
    case 'ArrowDown':
      return { move: (at + 1) % count }
    case 'ArrowUp':
      return { move: (at - 1 + count) % count }
    case 'Enter':
      return { pick: at }
    default:
      return null
  }
}
