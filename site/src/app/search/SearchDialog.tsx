import type MiniSearch from 'minisearch'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { Modal } from '../../library/modal/Modal'
import { useOnline } from '../online'
import { loadSearchIndex } from './load-index'
import { hrefOf, KIND_NAMES, search, type Result, type SearchDoc, type Segment } from './logic'
import styles from './SearchDialog.module.css'
import { closeSearch, SEARCH_FAILED, SEARCH_OFFLINE } from './store'
import { useCombobox } from './use-combobox'

type Status = { state: 'loading' } | { state: 'ready'; index: MiniSearch<SearchDoc> } | { state: 'failed' }

/** useSearchIndex loads the index when the dialog first opens, and again after a failure. */
function useSearchIndex(): [Status, () => void] {
  const [status, setStatus] = useState<Status>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    loadSearchIndex().then(
      (index) => live && setStatus({ state: 'ready', index }),
      () => live && setStatus({ state: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [attempt])
  return [status, () => (setStatus({ state: 'loading' }), setAttempt((a) => a + 1))]
}

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))
}

function statusText(status: Status, online: boolean, query: string, count: number): string {
  if (status.state === 'loading') return 'Loading the search index…'
  if (status.state === 'failed') return online ? SEARCH_FAILED : SEARCH_OFFLINE
  if (!query.trim()) return 'Search page titles, headings, props, tokens, icons and messages.'
  if (count === 0) return `No results for “${query.trim()}”`
  return count === 1 ? '1 result' : `${count} results`
}

/**
 * SearchDialog is the docs search: a modal dialog (focus kept inside, Escape
 * closes and returns the focus) with a combobox over the results. Enter opens
 * the active result's page, scrolled to its heading, example, prop or token.
 */
export default function SearchDialog() {
  const navigate = useNavigate()
  const online = useOnline()
  const [status, retry] = useSearchIndex()
  const [query, setQuery] = useState('')
  const results = useMemo(() => (status.state === 'ready' ? search(status.index, query) : []), [status, query])
  const pick = (r: Result) => {
    closeSearch()
    navigate(hrefOf(r))
  }
  const combobox = useCombobox({ items: results, onPick: pick })
  const { active, optionId } = combobox

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  }, [active, optionId])

  return (
    <Modal open onOpenChange={(open) => !open && closeSearch()} title="Search the docs" size="md">
      <div className={styles.search} data-search-dialog="" data-state={status.state}>
        <input
          className={styles.input}
          type="text"
          aria-label="Search the docs"
          placeholder="Button props, --radius, arrow_back, Clear all…"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-search-input=""
          {...combobox.getInputProps()}
        />
        <p className={styles.status} role="status" data-search-status="">
          {statusText(status, online, query, results.length)}
          {status.state === 'failed' && (
            <>
              {' '}
              <button type="button" className={styles.retry} onClick={retry}>
                Try again
              </button>
            </>
          )}
        </p>
        {results.length > 0 && (
          <ul className={styles.results} aria-label="Results" {...combobox.getListboxProps()}>
            {results.map((r, i) => (
              <li key={r.id} className={styles.result} data-search-result={r.kind} data-href={`${r.path}${r.anchor ? `#${r.anchor}` : ''}`} {...combobox.getOptionProps(i)}>
                <span className={styles.where}>
                  <span className={styles.kind}>{KIND_NAMES[r.kind]}</span> {r.section}
                </span>
                <span className={styles.title}>
                  <Marked segments={r.title} />
                </span>
                {r.text.length > 0 && (
                  <span className={styles.text}>
                    <Marked segments={r.text} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  )
}
