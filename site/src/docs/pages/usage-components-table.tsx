import { AppLink } from '../../app/AppLink'
import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE_OPTIONS, ROW_HEIGHT_PX } from '../../library/table/logic'
import { tableColumnSchema, tablePaginationSchema, tableRowSchema, tableSchema, type TableRow } from '../../library/table/schema'
import { Table } from '../../library/table/Table'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { SharedModule } from '../kit/SharedModule'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'
import { pickColumns, rows as orderRows } from '../examples/shared/orders'
import ordersSource from '../examples/shared/orders.tsx?raw'
import demo from '../examples/table/demo.module.css'

const PAGE_COLUMNS = pickColumns('id', 'customer', 'status', 'amount', 'orderedAt')

function ExpandedOrder({ row }: { row: TableRow }) {
  const c = row.cells
  return (
    <dl className={demo.detail}>
      <div>
        <dt>City</dt>
        <dd>{c.city ?? '—'}</dd>
      </div>
      <div>
        <dt>Channels</dt>
        <dd>{c.channels || '—'}</dd>
      </div>
      <div>
        <dt>Shipped</dt>
        <dd>{c.shippedAt ?? '—'}</dd>
      </div>
    </dl>
  )
}

const ex = examples(
  import.meta.glob('../examples/table/*.tsx', { eager: true }),
  import.meta.glob('../examples/table/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

// The playground edits the table's flags; columns and rows are the examples' orders.
const playgroundSchema = tableSchema.pick({ label: true, isLoading: true, selectionMode: true, expansionMode: true, isReorderable: true, emptyText: true }).extend({
  rowCount: z.number().int().min(0).max(57).default(12).meta({ description: 'How many of the orders to show (not a prop: the length of rows).' }),
  paginated: z.boolean().default(true).meta({ description: 'Gives pagination={{}} (not a prop of its own).' }),
})
type PlaygroundProps = z.input<typeof playgroundSchema>

function PlaygroundTable({ rowCount = 12, paginated = true, ...props }: PlaygroundProps) {
  return (
    <Table
      {...props}
      id="playground-table"
      label={props.label || 'Orders, playground'}
      columns={PAGE_COLUMNS}
      rows={orderRows.slice(0, rowCount)}
      pagination={paginated ? {} : undefined}
      renderExpandedRow={(row) => <ExpandedOrder row={row} />}
    />
  )
}

function playgroundCode(values: Record<string, unknown>): string {
  const { rowCount, paginated, ...rest } = values
  const lines = Object.entries(rest)
    .filter(([k, v]) => v !== undefined && v !== '' && !(k === 'isLoading' && v === false) && !(k === 'isReorderable' && v === false) && v !== 'off')
    .map(([k, v]) => (typeof v === 'string' ? `  ${k}="${v}"` : `  ${k}={${String(v)}}`))
  return `<Table
  id="orders"
  columns={columns}
  rows={orders.slice(0, ${String(rowCount ?? 12)})}${paginated === false ? '' : '\n  pagination={{}}'}
  renderExpandedRow={(row) => <OrderDetails row={row} />}
${lines.join('\n')}
/>`
}

const playgroundInitial: PlaygroundProps = { label: 'Orders, playground', selectionMode: 'multi-page', expansionMode: 'single', rowCount: 12, paginated: true }

/** The table page: columns and rows, sorting, numbers, pagination, selection, expansion, reordering, hidden columns, row behaviour, loading and empty states, rules, props and a playground. */
export default function TablePage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A table lays out records in rows and columns so people can compare them, sort them and act on them. It draws what it is given: the columns, and the rows
        of the current data. Use the <AppLink to="/usage/components/standard-table">standard table</AppLink> when people also need to search and filter, or when
        the rows come from a server.
      </p>
      <p>
        TanStack Table keeps the row models (sorting, pages, selection with Shift ranges) and dnd-kit moves the columns; the table itself adds the markup, the
        labels in the reader’s language and the rules below.
      </p>

      <h2 id="columns-and-rows">Columns and rows</h2>
      <p>
        Each column has an <code>id</code>, unique in the table, and a <code>label</code>; each row an <code>id</code> and its <code>cells</code>, the values by
        column id. A cell holds text, a number, a yes/no (written “Yes” or “No” in the reader’s language) or nothing. Rows are {ROW_HEIGHT_PX} px high.
      </p>
      <Example example={ex.basic} title="Orders" />

      <h2 id="sorting">Sorting</h2>
      <p>
        A column with <code>isSortable</code> has a header button. Each click moves it one step through the cycle: unsorted, the first direction, the second
        direction, unsorted again. <code>sortBehavior</code> sets the order of the directions: <code>asc-desc</code> (the default) sorts ascending first,{' '}
        <code>desc-asc</code> descending first, for columns where the largest or the latest matters most. Sorting another column starts that column’s cycle. The
        header carries <code>aria-sort</code>; text sorts with numbers in it read as numbers, and empty cells last.
      </p>
      <Example example={ex.sorting} title="Sortable columns" description="Quantity, amount and the order date sort descending on the first click." />

      <h2 id="numbers">Numbers</h2>
      <p>
        In a column with <code>isNumeric</code>, numbers are written with <code>decimalPlaces</code> digits after the separator (2 unless told, at least and at
        most), a space between thousands, and the decimal separator of the reader’s language: switch the example language to German and 1 234.50 reads 1 234,50.
        Numeric columns align right unless told.
      </p>
      <Example example={ex.numbers} title="Decimal places and separators" />

      <h2 id="pagination">Pagination</h2>
      <p>
        <code>pagination</code> cuts the rows into pages and adds a footer: the results on the page, the page size and the pages, in the flexible style with 2
        pages on each side of the current one. It starts on page index {0} with {DEFAULT_PAGE_SIZE} rows a page; people choose from{' '}
        {DEFAULT_PAGE_SIZE_OPTIONS.join(', ')} unless <code>pageSizeOptions</code> says otherwise (whole numbers of at least 5, each larger than the one before).
      </p>
      <ul>
        <li>A page size that is not an option is forced to one: the nearest smaller option, or the first when none is smaller.</li>
        <li>A new page size goes back to the first page.</li>
        <li>A page index outside the rows (after the rows shrink, or from a stored state) shows the first page.</li>
        <li>
          With <code>type: &apos;local&apos;</code> (the default) the table sorts and pages the rows itself; with <code>type: &apos;remote&apos;</code> the rows
          are the current page and <code>rowCount</code> says how many there are in all.
        </li>
      </ul>
      <SharedModule path="../shared/orders" source={ordersSource}>
        The examples from here on show the orders of the standard table; their columns and rows:
      </SharedModule>
      <Example example={ex.pagination} title="57 orders, 10 a page" />

      <h2 id="selection">Selection</h2>
      <p>
        <code>selectionMode</code> adds a checkbox to every row and one in the header for the rows of the page. Click one checkbox, then Shift-click another: every
        row between them takes the second one’s state. With <code>multi-page</code> the selection stays as people move between pages; with{' '}
        <code>single-page</code> a page change clears it. The footer counts the selected rows.
      </p>
      <Example example={ex.selection} title="Across pages" />
      <Example example={ex['selection-single-page']} title="One page at a time" description="Select rows, then change the page: the selection is cleared." />

      <h2 id="expandable-rows">Expandable rows</h2>
      <p>
        With <code>expansionMode</code> and <code>renderExpandedRow</code>, a button opens a row’s details below it: <code>single</code> keeps one row open at a
        time, <code>multi</code> any number, <code>off</code> (the default) none. The expand and select columns always come first.
      </p>
      <Example example={ex.expansion} title="One row at a time" />
      <Example example={ex['expansion-multi']} title="Several rows, with selection" />

      <h2 id="reordering-and-hiding-columns">Reordering and hiding columns</h2>
      <p>
        With <code>isReorderable</code>, each header has a handle: drag it to another place, or focus it, press Space, move it with the arrow keys and press Space
        again (Escape cancels); screen readers hear each step. The expand and select columns stay first. <code>columnOrder</code> lists the data columns by id;
        unknown ids are left out and missing columns follow. <code>hiddenColumns</code> hides columns by id; the standard table has a column chooser for it.
      </p>
      <Example example={ex.reorder} title="Drag the handles" />
      <Example example={ex['hidden-columns']} title="Hidden columns" description="City and quantity are hidden." />

      <RowBehaviour />

      <h2 id="custom-cells">Custom cells</h2>
      <Example example={ex['custom-cells']} title="A status as a tag" description="A column’s render draws its cells: here the status as a tag, centred with alignment: 'center'." />

      <h2 id="loading-and-empty">Loading and empty</h2>
      <p>
        While <code>isLoading</code>, a skeleton of 3 rows, each 2rem high, stands in for the rows; the table is <code>aria-busy</code> and says “Loading” to
        screen readers. A table without rows says “No items” in the reader’s language, or <code>emptyText</code>; the standard table says “No results” for a
        search and “No matching data” for filters that match nothing.
      </p>
      <Example example={ex.loading} title="Loading" />
      <Example example={ex.empty} title="No rows" />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>It is a real table: a caption names it (the <code>label</code>), headers are column headers, and a sorted column says so with aria-sort.</li>
        <li>The table scrolls sideways inside a named region that takes the focus, so keyboard users can scroll it too; the page itself never does.</li>
        <li>Checkboxes, expand buttons and row actions have names in the reader’s language; the expand button says whether its row is open.</li>
        <li>Columns move by keyboard as well as by mouse, and each move is announced.</li>
        <li>The footer’s counts are a status, read when they change; the pages are a named navigation.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Table"
        schema={tableSchema}
        cases={[
          { props: { id: '', label: 'Orders', columns: [{ id: 'a', label: 'A' }], rows: [] } },
          { props: { id: 't', label: 'Orders', columns: [{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }], rows: [] } },
          { props: { id: 't', label: 'Orders', columns: [{ id: 'a', label: 'A' }], rows: [], pagination: { pageSizeOptions: [25, 10] } } },
          { props: { id: 't', label: 'Orders', columns: [], rows: [] } },
        ]}
      />
      <p>
        Parts used outside a table (<code>useTableContext</code> in a component that is not inside one) log “could not find the context”, naming the part.
      </p>

      <h2 id="props">Props</h2>
      <PropsTable schema={tableSchema} name="Table" />
      <h3 id="a-column">A column</h3>
      <PropsTable schema={tableColumnSchema} name="TableColumn" />
      <h3 id="a-row">A row</h3>
      <PropsTable schema={tableRowSchema} name="TableRow" />
      <h3 id="pagination-2">Pagination</h3>
      <PropsTable schema={tablePaginationSchema} name="TablePagination" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={playgroundSchema}
        name="Table"
        component={PlaygroundTable}
        initial={playgroundInitial}
        description="rowCount and paginated choose the rows and the pagination; columns and rows are the orders above."
        code={(values) => playgroundCode(values)}
      />
    </article>
  )
}

function RowBehaviour() {
  return (
    <>
      <h2 id="row-behaviour">Row behaviour</h2>
      <p>Besides its cells, a row can carry its behaviour:</p>
      <ul>
        <li>
          <code>actions</code>: icon buttons at the end of the row, each with a label that names it and shows as its tooltip.
        </li>
        <li>
          <code>onClick</code>: the row opens something on a click, or on Enter when it has the focus; clicks on its checkbox, buttons and links stay theirs.
        </li>
        <li>
          <code>className</code>: classes for the row’s element.
        </li>
        <li>
          <code>isDisabled</code> greys the row out; <code>isSelectionDisabled</code>, <code>isExpansionDisabled</code> and <code>isClickDisabled</code> turn off
          one behaviour each.
        </li>
      </ul>
      <Example example={ex['row-behaviour']} title="Actions, clicks and disabled rows" description="Order 1004 is disabled, 1003 cannot be selected, 1005 does not open, and 1002 cannot be deleted. Each click shows a toast." />
    </>
  )
}
