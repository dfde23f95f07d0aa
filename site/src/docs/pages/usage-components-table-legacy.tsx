import '../../library/utilities.css'
import { z } from 'zod'
import { AppLink } from '../../app/AppLink'
import { Banner } from '../../library/banner/Banner'
import { ALIGNMENTS, commitMutation, DEFAULT_PAGE_SIZE, initialState, parseTranslation, readGetter, SORT_ORDERS, type Row, type StoreContext } from '../../library/table-legacy/logic'
import { tableLegacySchema, type TableLegacyColumn } from '../../library/table-legacy/schema'
import { TableLegacy } from '../../library/table-legacy/TableLegacy'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { jsxCode, literal } from '../kit/schema-docs'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

// The examples' data: a small store room, fixed so every example renders the same each time.
const PARTS: Row[] = [
  { id: 1, part: 'Hex bolt M8', sku: 'HB-0801', stock: 240, price: 0.35, site: 'Leeds' },
  { id: 2, part: 'Washer 8 mm', sku: 'WS-0800', stock: 1200, price: 0.04, site: 'Leeds' },
  { id: 3, part: 'Bearing 6204', sku: 'BR-6204', stock: 18, price: 6.9, site: 'Porto' },
  { id: 4, part: 'Drive belt', sku: 'DB-1150', stock: 6, price: 24.5, site: 'Porto' },
  { id: 5, part: 'Cable tie', sku: 'CT-0200', stock: 860, price: 0.02, site: 'Lyon' },
  { id: 6, part: 'Fuse 10 A', sku: 'FU-1000', stock: 75, price: 0.8, site: 'Lyon' },
]

const price = (v: unknown) => (typeof v === 'number' ? `€${v.toFixed(2)}` : '')

const ex = examples(
  import.meta.glob('../examples/table-legacy/*.tsx', { eager: true }),
  import.meta.glob('../examples/table-legacy/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

// The developer errors, computed from the store's rules here, so the page itself logs nothing.
const SAMPLE_CTX: StoreContext = { sortableKeys: ['part', 'stock', 'price'], locale: 'en-US' }
const SAMPLE = initialState({ rows: PARTS, pageSize: 4 })
/** DeveloperError is a wrong use of the table: its code and its console error, both from the same arguments. */
interface DeveloperError {
  code: string
  message: string
  result: string
}

/** commitError is a mutation the store refuses. */
function commitError(name: string, payload: unknown, result: string): DeveloperError {
  return { code: `table.commit(${literal(name)}, ${literal(payload)})`, message: commitMutation(SAMPLE, name, payload, SAMPLE_CTX).error ?? '', result }
}

/** getError is a getter the store does not have. */
function getError(name: string, result: string): DeveloperError {
  return { code: `table.get(${literal(name)})`, message: readGetter(SAMPLE, name, SAMPLE_CTX).error ?? '', result }
}

/** translationError is a translation string the table cannot read. */
function translationError(key: string, text: string, result: string): DeveloperError {
  const parsed = parseTranslation(text)
  return { code: `translations={${literal({ [key]: text })}}`, message: parsed.ok ? '' : parsed.error, result }
}

const DEVELOPER_ERRORS: DeveloperError[] = [
  commitError('sortBy', 'price', 'Nothing changes.'),
  getError('selectedRows', 'Gives undefined.'),
  commitError('setPage', '2', 'Nothing changes.'),
  commitError('toggleSort', 'site', 'Nothing changes: the column does not sort.'),
  translationError('rowCount', '{{count}} parts', 'The string shows as it is, with the count written in.'),
]

const MUTATIONS: Array<[string, string]> = [
  ['setData', 'rows: replaces the rows; the page stays if it still exists, else the last page shows.'],
  ['setSort', '{ key, order }: sorts by a sortable column; order none (key optional) unsorts. Back to page 1.'],
  ['toggleSort', 'key: what a header click does, the next step of none → asc → desc → none. Back to page 1.'],
  ['setPage', 'page: goes to a page, from 1, kept between the first and the last.'],
  ['setPageSize', 'size: rows per page, an integer of at least 1. Back to page 1.'],
]

const GETTERS: Array<[string, string]> = [
  ['rows', 'The rows as given.'],
  ['sortedRows', 'All rows in the current order.'],
  ['pageRows', 'The rows of the current page, in the current order.'],
  ['rowCount', 'How many rows there are.'],
  ['pageCount', 'How many pages they fill (at least 1).'],
  ['page', 'The current page, from 1.'],
  ['pageSize', 'Rows per page.'],
  ['sort', 'The current { key, order }; { key: null, order: none } when unsorted.'],
]

// The playground edits a few flat controls; the code it prints is the real props.
const playgroundSchema = z.object({
  caption: z.string().trim().min(1, 'may not be empty').default('Spare parts').meta({ description: 'caption.' }),
  pageSize: z.number().int().min(1).max(10).default(DEFAULT_PAGE_SIZE).meta({ description: 'pageSize.' }),
  sortKey: z.enum(['part', 'stock', 'price']).nullable().default(null).meta({ description: 'defaultSort.key, or no default sort. The table starts again when it changes.' }),
  sortOrder: z.enum(SORT_ORDERS).default('none').meta({ description: 'defaultSort.order.' }),
  priceAlign: z.enum(ALIGNMENTS).default('left').meta({ description: 'The price column’s align.' }),
  isEmpty: z.boolean().default(false).meta({ description: 'Passes no rows, to see the empty table.' }),
  noDataText: z.string().nullable().default(null).meta({ description: 'noDataText; empty for the locale’s “No Data”.' }),
  rowCount: z.string().default('').meta({ description: 'translations.rowCount; empty for the locale’s string. Without a pipe it logs “Invalid translation string”.' }),
})
type PlaygroundProps = z.input<typeof playgroundSchema>

function playgroundColumns(priceAlign: PlaygroundProps['priceAlign']): TableLegacyColumn[] {
  return [
    { key: 'part', title: 'Part', sortable: true },
    { key: 'stock', title: 'In stock', sortable: true, align: 'right' },
    { key: 'price', title: 'Price', sortable: true, align: priceAlign ?? 'left', format: price },
  ]
}

function PlaygroundTable({ caption, pageSize, sortKey, sortOrder, priceAlign, isEmpty, noDataText, rowCount }: PlaygroundProps) {
  const defaultSort = sortKey ? { key: sortKey, order: sortOrder ?? 'none' } : null
  return (
    <TableLegacy
      // defaultSort is read once: a new one starts a new table
      key={`${sortKey ?? ''}:${sortOrder ?? ''}`}
      caption={caption || 'Spare parts'}
      columns={playgroundColumns(priceAlign)}
      data={isEmpty ? [] : PARTS}
      pageSize={pageSize}
      defaultSort={defaultSort}
      noDataText={noDataText || null}
      translations={rowCount ? { rowCount } : undefined}
    />
  )
}

function playgroundCode(values: Record<string, unknown>): string {
  const { caption, pageSize, sortKey, sortOrder, priceAlign, isEmpty, noDataText, rowCount } = values
  const props: Record<string, unknown> = {
    caption: caption || 'Spare parts',
    columns: 'columns',
    data: isEmpty ? [] : 'parts',
    pageSize,
    defaultSort: sortKey ? { key: sortKey, order: sortOrder ?? 'none' } : null,
    noDataText: noDataText || null,
    translations: rowCount ? { rowCount } : {},
  }
  const element = jsxCode('TableLegacy', props, {
    defaults: { pageSize: DEFAULT_PAGE_SIZE, defaultSort: null, noDataText: null, translations: {} },
    expressions: { columns: 'columns', ...(isEmpty ? {} : { data: 'parts' }) },
  })
  const align = priceAlign && priceAlign !== 'left' ? `, align: '${String(priceAlign)}'` : ''
  return `const euros = (v) => \`€\${v.toFixed(2)}\`
const columns = [
  { key: 'part', title: 'Part', sortable: true },
  { key: 'stock', title: 'In stock', sortable: true, align: 'right' },
  { key: 'price', title: 'Price', sortable: true${align}, format: euros },
]

${element}`
}

const playgroundInitial: PlaygroundProps = { caption: 'Spare parts', pageSize: 4, sortKey: null, sortOrder: 'none', priceAlign: 'right', isEmpty: false, noDataText: null, rowCount: '' }

const validationColumns = [{ key: 'part', title: 'Part', sortable: true }, { key: 'site', title: 'Site' }]

/** The legacy table's page: the deprecation and what to use instead, sorting, alignment, No Data, pipe translation strings, pages, the store, its developer errors, props and playground. */
export default function TableLegacyPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <Banner type="warning" header="Deprecated: do not use TableLegacy in new screens">
        <p>
          Use the <AppLink to="/usage/components/table">Table</AppLink> for rows you already have in the page, or the{' '}
          <AppLink to="/usage/components/standard-table">Standard Table</AppLink> when a server filters, sorts and pages them. TableLegacy stays only so that
          existing screens keep working until they move.
        </p>
      </Banner>

      <p>
        TableLegacy is the library’s first table. It shows rows in a plain HTML table with a caption, sorts by one column at a time, counts its rows and splits
        them into pages on the client. Its state lives in a small store that you drive by name: <code>table.commit(&apos;setSort&apos;, …)</code> changes it,{' '}
        <code>table.get(&apos;pageRows&apos;)</code> reads it.
      </p>

      <h2 id="what-to-use-instead">What to use instead</h2>
      <ul>
        <li>
          <strong>
            <AppLink to="/usage/components/table">Table</AppLink>
          </strong>{' '}
          for data the page already holds. It does everything TableLegacy does, and selects and expands rows and lets people reorder columns. Its columns have an id and a
          label where TableLegacy’s have a key and a title, and its sort can start with either direction.
        </li>
        <li>
          <strong>
            <AppLink to="/usage/components/standard-table">Standard Table</AppLink>
          </strong>{' '}
          for data from a server. It adds filters, search and remote pages, and asks you for the rows whenever one of them changes.
        </li>
      </ul>
      <p>Why TableLegacy is retired:</p>
      <ul>
        <li>
          Its store takes mutation and getter names as plain strings, so TypeScript cannot catch a typo such as <code>commit(&apos;setSorting&apos;)</code>. You
          find out from a console error at run time.
        </li>
        <li>
          Its counter uses pipe translation strings, which know only “one” and “other”. Languages with more plural forms, such as Ukrainian, cannot say every count
          correctly. The newer tables use each locale’s own plural rules.
        </li>
        <li>It has no selection, no row expansion, no filters and no server paging.</li>
      </ul>

      <h2 id="basic-usage">Basic usage</h2>
      <p>
        Give it a <code>caption</code>, its <code>columns</code> (each a <code>key</code> into the rows and a <code>title</code>) and the rows as{' '}
        <code>data</code>. Rows show in the order given: the default sort order is <code>none</code>. Under the table, a counter gives the number of rows.
      </p>
      <Example example={ex.basic} title="Parts and where they are kept" />

      <h2 id="sorting">Sorting</h2>
      <p>
        A column with <code>sortable: true</code> has a button in its header. Each click moves that column one step through the cycle: not sorted, then
        ascending, then descending, then not sorted again. Clicking another column starts that one at ascending. Numbers sort by value, and text sorts in the
        reader’s language, ignoring case, so “Item 2” comes before “Item 10”. Empty cells go last in both directions. <code>defaultSort</code> sets the order the
        table starts in, and <code>onSortChange</code> reports every change. Sorting goes back to the first page.
      </p>
      <Example example={ex.sortable} title="Sortable columns, starting with the most in stock" />

      <h2 id="alignment">Alignment</h2>
      <p>
        Columns align <code>left</code> by default. Use <code>right</code> for numbers and amounts, which then line up by their digits, and <code>center</code>{' '}
        for short codes. The header aligns with its cells. <code>format</code> renders a cell, here a price.
      </p>
      <Example example={ex.alignment} title="Left, center and right" />

      <h2 id="no-data">No Data</h2>
      <p>
        Without rows, one cell across all columns says “No Data” in the reader’s language, and the counter is hidden. <code>noDataText</code> replaces it with
        something that tells people what to do next.
      </p>
      <Example example={ex['no-data']} title="Empty tables" />

      <TranslationStrings />

      <h2 id="pages">Pages</h2>
      <p>
        With more rows than <code>pageSize</code> ({DEFAULT_PAGE_SIZE} unless told), the table splits them into pages and shows a{' '}
        <AppLink to="/usage/components/pagination">Pagination</AppLink> beside the counter. Pages count from 1, <code>onPageChange</code> reports each change,
        and sorting goes back to the first page.
      </p>
      <Example example={ex.pagination} title="23 rows, 5 a page" />

      <TheStore />

      <DeveloperErrors />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          It is a real <code>table</code>, named by its <code>caption</code>, with column headers (<code>th scope=&quot;col&quot;</code>), so screen readers
          announce the header with each cell.
        </li>
        <li>
          A sortable header holds a button named by the column’s title. The header carries <code>aria-sort</code>: ascending, descending or none. The sort icon is
          decorative.
        </li>
        <li>
          A table wider than its container scrolls sideways in a box of its own. The box is named by the caption and can be focused, so keyboard users can
          scroll it too.
        </li>
        <li>The pagination is a navigation landmark named after the caption (“Pages of Spacers”), so several tables on one screen can be told apart.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="TableLegacy"
        schema={tableLegacySchema}
        cases={[
          { props: { caption: 'Parts', columns: [] } },
          { props: { columns: validationColumns } },
          { props: { caption: 'Parts', columns: [...validationColumns, { key: 'part', title: 'Again' }] } },
          { props: { caption: 'Parts', columns: validationColumns, defaultSort: { key: 'site', order: 'asc' } } },
          { props: { caption: 'Parts', columns: [{ key: 'part', title: 'Part', align: 'justify' }] } },
          { props: { caption: 'Parts', columns: validationColumns, pageSize: 0 } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={tableLegacySchema} name="TableLegacy" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={playgroundSchema}
        name="TableLegacy"
        component={PlaygroundTable}
        initial={playgroundInitial}
        description="sortKey and sortOrder set defaultSort; priceAlign sets the price column’s align; isEmpty passes no rows; rowCount sets translations.rowCount."
        code={(values) => playgroundCode(values)}
      />
    </article>
  )
}

function TranslationStrings() {
  return (
    <>
      <h2 id="translation-strings">Translation strings</h2>
      <p>
        The row counter comes from a pipe translation string: the forms of the text separated by a pipe (<code>|</code>), with <code>{'{{count}}'}</code> where
        the number goes. The locale files carry one for each language. Pass <code>translations.rowCount</code> to use your own:
      </p>
      <table className={styles.table}>
        <caption>How a form is picked</caption>
        <thead>
          <tr>
            <th scope="col">Parts</th>
            <th scope="col">Example</th>
            <th scope="col">Picks</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Two</td>
            <td>
              <code>{'{{count}} part|{{count}} parts'}</code>
            </td>
            <td>The first for exactly 1, the second for every other count, 0 included.</td>
          </tr>
          <tr>
            <td>Three or more</td>
            <td>
              <code>{'no parts|one part|{{count}} parts'}</code>
            </td>
            <td>The first for 0, the second for 1, the third for more. Any further parts are not used.</td>
          </tr>
          <tr>
            <td>One (no pipe)</td>
            <td>
              <code>{'{{count}} parts'}</code>
            </td>
            <td>
              A developer error: the console says “Invalid translation string”, naming TableLegacy, and the text shows as it is with the count written in.
            </td>
          </tr>
        </tbody>
      </table>
      <Example example={ex.translations} title="Two and three parts" description="Parts are trimmed. The count is written with the separators of the example language." />
    </>
  )
}

function TheStore() {
  return (
    <>
      <h2 id="the-store">The store</h2>
      <p>
        The table keeps its state in a store, and its <code>ref</code> hands the store out with two functions. <code>commit(name, payload)</code> runs a named
        mutation, and <code>get(name)</code> reads a named getter. A commit is applied at once: a <code>get</code> right after it reads the new state. The
        table’s own clicks go through the same mutations.
      </p>
      <Example example={ex.store} title="Driving the table by name" />
      <table className={styles.table}>
        <caption>Mutations</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Payload and effect</th>
          </tr>
        </thead>
        <tbody>
          {MUTATIONS.map(([name, text]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption>Getters</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Gives</th>
          </tr>
        </thead>
        <tbody>
          {GETTERS.map(([name, text]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

function DeveloperErrors() {
  return (
    <>
      <h2 id="developer-errors">Developer errors</h2>
      <p>
        Names and payloads are only checked at run time. Each mistake logs one console error that names TableLegacy, and the table carries on:
      </p>
      <table className={styles.table}>
        <caption>Console errors of TableLegacy’s store and strings</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Console error</th>
            <th scope="col">Then</th>
          </tr>
        </thead>
        <tbody>
          {DEVELOPER_ERRORS.map((e) => (
            <tr key={e.code}>
              <td>
                <code>{e.code}</code>
              </td>
              <td>
                <code className={styles.message}>{e.message}</code>
              </td>
              <td>{e.result}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
