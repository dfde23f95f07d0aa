import { useMemo } from 'react'
import type { z } from 'zod'
import { StandardTable } from '../../library/standard-table/StandardTable'
import { columns, filters, rows as orderRows } from '../examples/shared/orders'
import demo from '../examples/table/demo.module.css'
import type { playgroundSchema } from './usage-components-standard-table.schema'

const LOCAL_HIDDEN = ['city', 'channels', 'weight', 'shippedAt']

type PlaygroundProps = z.input<typeof playgroundSchema>

/** PlaygroundStandardTable is the standard table with the playground's flags on 30 of the orders. */
export function PlaygroundStandardTable(props: PlaygroundProps) {
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

/** playgroundCode is the playground's code with the columns, rows and filters it runs on. */
export const playgroundCode = (_values: unknown, generated: string) =>
  generated.replace('<StandardTable', '<StandardTable\n  id="orders"\n  columns={columns}\n  rows={orders}\n  filters={filters}')
