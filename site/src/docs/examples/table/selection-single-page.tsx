import { useState } from 'react'
import { Table } from '@tessera-ds/library/table'
import { pickColumns, rows } from '../shared/orders'
import demo from './demo.module.css'

const columns = pickColumns('id', 'customer', 'status', 'amount', 'orderedAt')
const shown = rows.slice(0, 24)

export default function SelectionSinglePage() {
  const [selected, setSelected] = useState<string[]>([])
  return (
    <div className={demo.stack}>
      <Table
        id="orders-select-single-page"
        label="Orders, single-page selection"
        columns={columns}
        rows={shown}
        pagination={{ pageSize: 10 }}
        selectionMode="single-page"
        selectedRows={selected}
        onSelectedRowsChange={setSelected}
      />
      <output className={demo.status} data-selected-output="">
        selectedRows: <code>[{selected.join(', ')}]</code>
      </output>
    </div>
  )
}
