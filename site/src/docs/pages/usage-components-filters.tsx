import { useState } from 'react'
import { z } from 'zod'
import { Filters } from '../../library/filters/Filters'
import { developerErrors, FILTER_TYPES, OPERATIONS_BY_TYPE, type AppliedFilter, type ColumnType, type FilterColumn } from '../../library/filters/logic'
import { filterBuilderSchema, filterColumnSchema, filterSchema, filtersSchema } from '../../library/filters/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { literal } from '../kit/schema-docs'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import demo from './actions/demo.module.css'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

// The orders of the demo data: every type of column, and a search over customer and city.
const STATUS = [
  { label: 'Open', value: 'open' },
  { label: 'Packed', value: 'packed' },
  { label: 'Shipped', value: 'shipped' },
  { label: 'Delivered', value: 'delivered' },
]
const CHANNELS = [
  { label: 'Web', value: 'web' },
  { label: 'Phone', value: 'phone' },
  { label: 'Store', value: 'store' },
]

const ORDER_COLUMNS: FilterColumn[] = [
  { key: 'search', label: 'Customer or city', type: 'SEARCH', placeholder: 'Search customer or city' },
  { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['EQUAL', 'IS_EMPTY'], options: STATUS, isUnsorted: true },
  { key: 'channels', label: 'Channels', type: 'MULTI_SELECT', operations: ['ONE_OF', 'IS_EMPTY'], options: CHANNELS, collapseTagsAfter: 2 },
  { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ['IN_RANGE', 'GREATER_THAN', 'LESS_THAN'], currency: 'EUR', minimum: 0 },
  { key: 'isPriority', label: 'Priority', type: 'BOOLEAN', operations: ['EQUAL', 'IS_EMPTY'] },
  { key: 'shippedAt', label: 'Shipped', type: 'DATE_RANGE', operations: ['IN_RANGE', 'IS_EMPTY'], maximumDate: '2026-12-31', shortcuts: ['lastWeek', 'lastMonth'] },
]

const OUTPUT_STYLE = { display: 'block', marginTop: 'var(--unit-3)', whiteSpace: 'pre-wrap', fontFamily: 'var(--font-mono)', overflowWrap: 'anywhere' } as const

/** AppliedOutput shows the applied filters an example reports, as the code would receive them. */
function AppliedOutput({ applied }: { applied: AppliedFilter[] }) {
  return (
    <output className={demo.status} style={OUTPUT_STYLE}>
      appliedFilters = {literal(applied, 0, 56)}
    </output>
  )
}

const ex = examples(
  import.meta.glob('../examples/filters/*.tsx', { eager: true }),
  import.meta.glob('../examples/filters/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const TYPE_INPUT: Record<ColumnType, string> = {
  BOOLEAN: 'a Yes / No select',
  DATE_RANGE: 'a date range field (picker, shortcuts, minimumDate and maximumDate)',
  MULTI_SELECT: 'a multi-select (clearOnSelect, collapseTagsAfter, isUnsorted)',
  NUMBER_RANGE: 'one number field, two for IN_RANGE; a currency field with currency (decimalPlaces, minimum, maximum, step, prefix, suffix)',
  SINGLE_SELECT: 'a select (isUnsorted)',
  SEARCH: 'the search field beside the Filters button, not a row',
}

// The playground builds the columns from a few flat controls; the code it prints is the real prop.
const playgroundSchema = z.object({
  search: z.boolean().default(true).meta({ description: 'Adds a SEARCH column: the search field.' }),
  currency: z.enum(['none', 'EUR', 'USD', 'JPY']).default('EUR').meta({ description: 'The amount column’s currency; none makes it a number field.' }),
  decimalPlaces: z.int().min(0).max(6).default(2).meta({ description: 'The amount’s decimal places, without a currency.' }),
  isEmpty: z.boolean().default(true).meta({ description: 'Offers IS_EMPTY on every column.' }),
  collapseTagsAfter: z.int().min(0).max(5).default(2).meta({ description: 'The channels’ collapseTagsAfter.' }),
  defaultOpen: z.boolean().default(false).meta({ description: 'Opens the popup when the playground re-renders it.' }),
})
type PlaygroundProps = z.input<typeof playgroundSchema>

function playgroundColumns(p: PlaygroundProps): FilterColumn[] {
  const empty = p.isEmpty ?? true
  const ops = <T extends string>(list: T[]) => (empty ? [...list, 'IS_EMPTY'] : list) as FilterColumn['operations']
  const currency = p.currency ?? 'EUR'
  const amount: FilterColumn = { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ops(['IN_RANGE', 'GREATER_THAN', 'LESS_THAN']) }
  if (currency !== 'none') amount.currency = currency
  else amount.decimalPlaces = p.decimalPlaces ?? 2
  return [
    ...(p.search ?? true ? [{ key: 'search', label: 'Customer or city', type: 'SEARCH' } as FilterColumn] : []),
    { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ops(['EQUAL']), options: STATUS, isUnsorted: true },
    { key: 'channels', label: 'Channels', type: 'MULTI_SELECT', operations: ops(['ONE_OF']), options: CHANNELS, collapseTagsAfter: p.collapseTagsAfter ?? 2 },
    amount,
    { key: 'isPriority', label: 'Priority', type: 'BOOLEAN', operations: ops(['EQUAL']) },
  ]
}

function PlaygroundFilters(p: PlaygroundProps) {
  const [applied, setApplied] = useState<AppliedFilter[]>([])
  return (
    <>
      <Filters key={JSON.stringify(p)} columns={playgroundColumns(p)} defaultOpen={p.defaultOpen} onAppliedFiltersChange={setApplied} />
      <AppliedOutput applied={applied} />
    </>
  )
}

function playgroundCode(values: Record<string, unknown>): string {
  const columns = playgroundColumns(values as PlaygroundProps).map((c) => (c.options ? { ...c, options: c.key === 'status' ? '…statuses' : '…channels' } : c))
  const open = values.defaultOpen ? '\n  defaultOpen' : ''
  return `const columns = ${literal(columns, 0, 100).replace(/'…(\w+)'/g, '$1')}

<Filters
  columns={columns}${open}
  onAppliedFiltersChange={(filters) => fetchOrders(filters)}
/>`
}

const DEVELOPER_ERRORS = developerErrors(
  'Filters',
  [
    { key: 'weight', label: 'Weight', type: 'WEIGHT', operations: ['EQUAL'] },
    { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['IN_RANGE'], options: STATUS },
    { key: 'city', label: 'City', type: 'SINGLE_SELECT', operations: [], options: STATUS },
  ],
  [{ key: 'region', operation: 'EQUAL', value: 'north' }],
)

/** The filters page: the filter bar, every column type, the operators, the rules, numbers, the empty state, control, a standard table, errors, props and playground. */
export default function FiltersPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Filters narrow a list of records down to those people are looking for: orders that are packed and paid, shipped in March, above 500 euros. The component is
        a filter bar: a search field and a <strong>Filters</strong> button whose popup holds the filter builder, one row per condition. <code>FilterBuilder</code>{' '}
        is the same builder without the button, for a panel of its own or a standard table’s filter popover.
      </p>

      <h2 id="the-filter-bar">The filter bar</h2>
      <p>
        Each row reads as a sentence: <em>Where</em> a column, an operator and a value; later rows start with <em>And</em>, as every row must hold. The button
        counts the filters that apply (rows still without a value do not). Below the example are the applied filters the code receives: the search first, then the
        rows, without the empty ones.
      </p>
      <Example
        example={ex.basic}
        title="Search and filters"
        description="Open Filters, add a row, pick a value: the applied filters follow each change."
      />

      <h2 id="column-types">Column types</h2>
      <p>
        A column has a <code>key</code>, a <code>label</code>, a <code>type</code> and the <code>operations</code> it offers. Its type chooses the input of the
        value, and the options of that input come with the column:
      </p>
      <table className={styles.table}>
        <caption>The types of a filter column</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Value input</th>
            <th scope="col">Operations allowed</th>
          </tr>
        </thead>
        <tbody>
          {[...FILTER_TYPES, 'SEARCH' as const].map((type) => (
            <tr key={type}>
              <td style={{ whiteSpace: 'nowrap' }}>
                <code>{type}</code>
              </td>
              <td>{TYPE_INPUT[type]}</td>
              <td>{OPERATIONS_BY_TYPE[type].join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Example example={ex.types} title="Every type" description="A builder on its own, with a row of each type and its value." />

      <h2 id="operators">Operators</h2>
      <p>
        Nine operations cover every type. Their words depend on the type and come from the locale files (“is” for a status, “equals” for an amount), so the rows
        read naturally in each language:
      </p>
      <ul>
        <li>
          <code>EQUAL</code>: is, equals: the value is the one chosen
        </li>
        <li>
          <code>IS_EMPTY</code>: is empty: the column has no value; the row takes no value either
        </li>
        <li>
          <code>CONTAINS</code>: contains: the text appears anywhere, ignoring case (the search)
        </li>
        <li>
          <code>GREATER_THAN</code>: is above
        </li>
        <li>
          <code>GREATER_THAN_OR_EQUAL</code>: is at least
        </li>
        <li>
          <code>LESS_THAN</code>: is below
        </li>
        <li>
          <code>LESS_THAN_OR_EQUAL</code>: is at most
        </li>
        <li>
          <code>IN_RANGE</code>: is between: from a minimum to a maximum, either end may stay open
        </li>
        <li>
          <code>ONE_OF</code>: is any of: one of the values chosen
        </li>
      </ul>

      <h2 id="how-the-rows-behave">How the rows behave</h2>
      <ul>
        <li>
          <strong>Add filter</strong> adds a row on the first column not used yet, with the column’s usual operation. Each column can be used once: the button is
          disabled when every column (but the search) has its row.
        </li>
        <li>Choosing another column resets the row: the operation goes back to the new column’s default, the value is emptied.</li>
        <li>
          <em>is empty</em> needs no value: the value is reset and its input hidden. Between two operations of the same kind (<em>is above</em> and{' '}
          <em>is below</em>) the value stays.
        </li>
        <li>A number range typed the wrong way round, 400 to 100, is turned into 100 to 400 when the focus leaves it.</li>
        <li>
          <strong>Clear all</strong> removes every row and keeps the search: the builder then says “No Filters Applied”.
        </li>
      </ul>

      <h2 id="numbers">Numbers</h2>
      <p>
        A <code>NUMBER_RANGE</code> column takes the number field’s rules: <code>decimalPlaces</code> (3 unless told; 0 for whole numbers, whose operators read as
        counts), <code>minimum</code>, <code>maximum</code>, <code>step</code> (1 for whole numbers and 0, any value, otherwise) and a <code>prefix</code> or{' '}
        <code>suffix</code>. With a <code>currency</code> the inputs are currency fields. The amount below was entered the wrong way round and is put in order in the
        applied filters.
      </p>
      <Example example={ex.numbers} title="Whole numbers, a unit, a currency" />

      <h2 id="empty-state">Empty state</h2>
      <Example example={ex.empty} title="No filters yet" description="Without rows the builder says so, in the reader’s language; Clear all is disabled." />

      <h2 id="controlled">Controlled</h2>
      <p>
        <code>value</code> and <code>onValueChange</code> hold the whole list, rows without a value and the search included (the search filter has the search
        column’s key and <code>CONTAINS</code>). Keep it in a URL or a store; use <code>onAppliedFiltersChange</code> for what to send to a server.
      </p>
      <Example example={ex.controlled} title="The list in your state" description="It starts with a search and a status filter; the button counts the filters that apply to rows, the search left out." />

      <TableAndReference />
    </article>
  )
}

/** The end of the page: the filters in a standard table, accessibility, validation and developer errors, props and playground. */
function TableAndReference() {
  return (
    <>
      <h2 id="in-a-standard-table">In a standard table</h2>
      <p>
        A standard table’s <code>renderFilters</code> slot takes any content for its filter popover. <code>renderFilterBuilder</code> fills it with a builder over
        the table’s filters (their ids become the keys, a filter without operations offers all its type allows, the unit becomes the number fields’ suffix), started
        from the applied filters and applying each change at once:
      </p>
      <pre>
        <code>{`import { renderFilterBuilder } from 'library/filters/table-adapter'

<StandardTable
  id="orders"
  label="Orders"
  columns={columns}
  rows={rows}
  filters={filters}
  renderFilters={renderFilterBuilder}
/>`}</code>
      </pre>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          The Filters button says whether its popup is open (<code>aria-expanded</code>) and which it is (<code>aria-controls</code>); the popup is a dialog named
          “Filters” that takes the focus, and Escape or a press outside closes it and gives the focus back to the button.
        </li>
        <li>
          Every input of a row has a name that says the row and the part (“Where: Filter”, “Status: Condition”, “Amount: From”); the labels are read, not shown,
          as the row itself reads as a sentence.
        </li>
        <li>Removing a row moves the focus to Add filter, so the keyboard never lands on nothing.</li>
        <li>The popup opens 4 px under the button, above drawers and modals (z-index 1000), and flips above it when there is no room below.</li>
      </ul>

      <h2 id="validation-and-developer-errors">Validation and developer errors</h2>
      <Validation
        name="Filters"
        schema={filtersSchema}
        cases={[
          { props: { columns: [] } },
          { props: { columns: [{ key: 'status', label: '', type: 'SINGLE_SELECT', operations: ['EQUAL'], options: STATUS }] } },
          { props: { columns: [{ key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['EQUAL'] }] } },
          { props: { columns: [ORDER_COLUMNS[1], ORDER_COLUMNS[1]] }, expressions: { columns: '[status, status]' } },
        ]}
      />
      <p>
        A column is used only when it is valid: a non-empty key and label, a known type and, unless it is the search, a non-empty list of operations its type
        allows. The others are left out, and the component logs the developer error, as it does for a filter whose column is not found:
      </p>
      <ul>
        {DEVELOPER_ERRORS.map((m) => (
          <li key={m}>
            <code>{m}</code>
          </li>
        ))}
      </ul>

      <h2 id="props">Props</h2>
      <PropsTable schema={filtersSchema} name="Filters" />
      <p>
        <code>FilterBuilder</code> takes the same props but those of the popup (<code>open</code>, <code>defaultOpen</code>, <code>onOpenChange</code>).
      </p>
      <PropsTable schema={filterBuilderSchema} name="FilterBuilder" />
      <h3 id="filter-columns">Filter columns</h3>
      <PropsTable schema={filterColumnSchema} name="FilterColumn" />
      <h3 id="filters">Filters</h3>
      <PropsTable schema={filterSchema} name="Filter" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={playgroundSchema}
        name="Filters"
        component={PlaygroundFilters}
        initial={{ search: true, currency: 'EUR', decimalPlaces: 2, isEmpty: true, collapseTagsAfter: 2, defaultOpen: false }}
        description="The controls build the columns; the code below is the real prop."
        code={(values) => playgroundCode(values)}
      />
    </>
  )
}
