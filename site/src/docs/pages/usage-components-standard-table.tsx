import { useMemo } from 'react'
import { z } from 'zod'
import { AppLink } from '../../app/AppLink'
import { SEARCH_DEBOUNCE_MS } from '../../library/standard-table/logic'
import { appliedFilterSchema, standardTableSchema, tableFilterSchema } from '../../library/standard-table/schema'
import { StandardTable } from '../../library/standard-table/StandardTable'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { columns, filters, rows as orderRows } from '../examples/shared/orders'
import ordersSource from '../examples/shared/orders.tsx?raw'
import { SharedModule } from '../kit/SharedModule'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'
import demo from '../examples/table/demo.module.css'

const LOCAL_HIDDEN = ['city', 'channels', 'weight', 'shippedAt']

// The route's loader is the remote example's: it fetches the table's first page before the page shows.
export { loader } from '../examples/standard-table/remote'

const ex = examples(
  import.meta.glob('../examples/standard-table/*.tsx', { eager: true }),
  import.meta.glob('../examples/standard-table/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

// The playground edits the standard table's flags on the in-page orders.
const playgroundSchema = standardTableSchema.pick({ label: true, isLoading: true, isSearchable: true, selectionMode: true, expansionMode: true, isReorderable: true })
type PlaygroundProps = z.input<typeof playgroundSchema>

function PlaygroundStandardTable(props: PlaygroundProps) {
  const rows = useMemo(() => orderRows.slice(0, 30), [])
  return (
    <StandardTable
      {...props}
      id="playground-standard-table"
      label={props.label || 'Orders'}
      columns={columns}
      rows={rows}
      filters={filters}
      defaultHiddenColumns={LOCAL_HIDDEN}
      renderExpandedRow={(row) => <p className={demo.status}>Order {String(row.id)}</p>}
    />
  )
}

const playgroundInitial: PlaygroundProps = { label: 'Orders', selectionMode: 'multi-page' }

/** The standard table page: remote and local data, the fetch request, search, filters, columns, stored state, rules, props and a playground. */
export default function StandardTablePage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        The standard table is a <AppLink to="/usage/components/table">table</AppLink> with a toolbar: a search, the filters and a column chooser. It keeps the
        state people give it (applied filters, column order, hidden columns, ordering, pagination, search), can keep it between visits, and tells its owner what
        rows to show through one fetch request per change.
      </p>

      <h2 id="rows-from-a-server">Rows from a server</h2>
      <p>
        With <code>pagination.type</code> <code>remote</code>, the rows are the server’s answer to the table’s last request. The table calls{' '}
        <code>onFetchRequest</code> with <code>{'{ filters, ordering, pagination, search }'}</code> once on its first render and once on every change of any of
        them, never twice for the same request. Turn it into a call to your server, and give the table the rows and <code>rowCount</code> from the answer.
      </p>
      <p>
        This example asks the site’s own demo API (<code>GET /tessera/api/orders</code>, 2 500 made-up orders): <code>ordersQuery</code> turns the request into
        its query string. It starts filtered on the web channel; open “Set filters” to remove the filter. The next example edits its filters with the filter builder (<code>renderFilterBuilder</code> from Filters). Sort, page, search and watch the request below.
      </p>
      <SharedModule path="../shared/orders" source={ordersSource}>
        The examples share their columns and filters, and the examples with rows in the page their 57 orders:
      </SharedModule>
      <Example example={ex.remote} title="Orders from the demo API" />

      <h2 id="rows-in-the-page">Rows in the page</h2>
      <p>
        With <code>local</code> pagination (the default) the table has every row and searches, filters, sorts and pages them itself; it still emits the fetch
        requests, for an owner that wants to know. The search looks in <code>searchColumns</code> (every column unless told).
      </p>
      <Example example={ex.local} title="57 orders in the page" />

      <h2 id="search">Search</h2>
      <p>
        The search applies {SEARCH_DEBOUNCE_MS} ms after the last keystroke, or at once on Enter, so typing a word makes one request, not one per letter. A new
        search goes back to the first page. A search that finds nothing says “No results”.
      </p>

      <Filters />

      <h2 id="columns">Columns</h2>
      <p>
        “Choose columns” lists the columns with a checkbox each; the last shown column cannot be hidden, and a column with <code>isHideable: false</code> never is.
        “Show all” brings every column back. Columns move by their handle, as in the table; expand and select stay first.
      </p>

      <h2 id="keeping-the-state">Keeping the state</h2>
      <p>
        <code>storage</code> loads the state when the table appears and saves it on each change, under the table’s <code>id</code>. The default keeps nothing.{' '}
        <code>localStorageTableStorage()</code> keeps it in the browser (<code>tessera:table:&lt;id&gt;</code>); any object with{' '}
        <code>load(tableId)</code> and <code>save(tableId, state)</code> will do, such as one that saves to your server. A restored state is checked against the
        table: unknown column ids in the column order are dropped with a console warning, hidden or sorted columns the table does not have are logged as errors
        (“unknown column in store”), applied filters are checked as above, and a page size that is not an option is forced to one.
      </p>
      <Example example={ex.storage} title="Kept in the browser" description="Sort, page or hide a column, then reload the page: the table comes back as you left it." />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>The search field and the toolbar’s buttons have names in the reader’s language; each popover is a dialog named after its button.</li>
        <li>The removable filters are a named list of tags; removing one keeps the focus in the list.</li>
        <li>Everything the table does for accessibility, see the table page: captions, aria-sort, named checkboxes, columns that move by keyboard.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="StandardTable"
        schema={standardTableSchema}
        cases={[
          { props: { id: '', label: 'Orders', columns: [{ id: 'a', label: 'A' }], rows: [] } },
          { props: { id: 't', label: 'Orders', columns: [{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }], rows: [] } },
          { props: { id: 't', label: 'Orders', columns: [{ id: 'a', label: 'A' }], rows: [], pagination: { pageSizeOptions: [10, 10, 50] } } },
          { props: { id: 't', label: 'Orders', columns: [{ id: 'a', label: 'A' }], rows: [], filters: [{ id: 'a', label: 'A', type: 'TEXT' }] } },
        ]}
      />
      <p>
        Besides the props, the console names these mistakes: an applied filter whose id no filter has (“filter not found for id”), a stored column the table
        does not have (“unknown column in store”), and a part used outside its table (“could not find the context”).
      </p>

      <h2 id="props">Props</h2>
      <PropsTable schema={standardTableSchema} name="StandardTable" />
      <h3 id="a-filter">A filter</h3>
      <PropsTable schema={tableFilterSchema} name="TableFilter" />
      <h3 id="an-applied-filter">An applied filter</h3>
      <PropsTable schema={appliedFilterSchema} name="AppliedFilter" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={playgroundSchema}
        name="StandardTable"
        component={PlaygroundStandardTable}
        initial={playgroundInitial}
        description="The columns, rows and filters are the orders above."
        code={(_values, generated) => generated.replace('<StandardTable', '<StandardTable\n  id="orders"\n  columns={columns}\n  rows={orders}\n  filters={filters}')}
      />
    </article>
  )
}

function Filters() {
  return (
    <>
      <h2 id="filters">Filters</h2>
      <p>
        <code>filters</code> lists what people can filter on: each has an <code>id</code> (the column it filters), a <code>label</code> and a <code>type</code>,
        and by type <code>options</code>, <code>unit</code>, <code>decimalPlaces</code> and the <code>operations</code> it allows. An applied filter is{' '}
        <code>{'{ id, operation, value }'}</code>:
      </p>
      <ul>
        <li>
          <strong>BOOLEAN</strong>: EQUAL <code>true</code> or <code>false</code>.
        </li>
        <li>
          <strong>SINGLE_SELECT</strong>: EQUAL an option’s value. <strong>MULTI_SELECT</strong>: ONE_OF a list of them.
        </li>
        <li>
          <strong>NUMBER_RANGE</strong>: IN_RANGE <code>{'{ min, max }'}</code> (either end null for an open range; the ends are swapped when min is above max),
          or EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL, LESS_THAN, LESS_THAN_OR_EQUAL a number.
        </li>
        <li>
          <strong>DATE_RANGE</strong>: IN_RANGE <code>{'{ start, end }'}</code> in yyyy-MM-dd.
        </li>
        <li>
          Every type: IS_EMPTY, with the value <code>null</code>.
        </li>
      </ul>
      <p>
        Applied filters are dropped when their value is empty (null, an empty list, a range with both ends null), when no filter has their id, or when their
        operation or value does not fit the filter’s type. A change of the filters goes back to the first page; filters that match nothing say “No matching
        data”.
      </p>
      <p>
        “Set filters” opens a popover. It lists the applied filters as tags to remove, with “Clear all”; give <code>renderFilters</code> to put your own content
        there, such as a filter builder. It gets <code>{'{ filters, appliedFilters, setAppliedFilters, close }'}</code>. With <code>appliedFilters</code> and{' '}
        <code>onAppliedFiltersChange</code> the owner keeps the filters.
      </p>
      <Example example={ex['filters-slot']} title="Your own filter content, filters kept by the owner" description="The popover holds presets instead of the tags; the owner keeps the applied filters." />
    </>
  )
}
