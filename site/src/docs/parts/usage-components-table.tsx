import type { z } from 'zod'
import type { TableRow } from '../../library/table/schema'
import { Table } from '../../library/table/Table'
import { pickColumns, rows as orderRows } from '../examples/shared/orders'
import demo from '../examples/table/demo.module.css'
import type { playgroundSchema } from './usage-components-table.schema'

const PAGE_COLUMNS = pickColumns('id', 'customer', 'status', 'amount', 'orderedAt')

/** ExpandedOrder is the details of an order that the playground's expanded rows show. */
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

type PlaygroundProps = z.input<typeof playgroundSchema>

/** PlaygroundTable is the table of the playground: the first rowCount orders, paged unless paginated is false. */
export function PlaygroundTable({ rowCount = 12, paginated = true, ...props }: PlaygroundProps) {
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

/** playgroundCode is the code of the playground's table: the orders it shows and the flags set. */
export function playgroundCode(values: Record<string, unknown>): string {
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

export const playgroundInitial: PlaygroundProps = { label: 'Orders, playground', selectionMode: 'multi-page', expansionMode: 'single', rowCount: 12, paginated: true }
