import { Button } from '@tessera-ds/library/button'
import { useState } from 'react'
import { StandardTable, type AppliedFilter } from '@tessera-ds/library/standard-table'
import { columns, filters, rows } from '../shared/orders'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'presets', steps: [{ click: { role: 'button', name: { label: 'standard-table.editFilters', suffix: ' 1' } } }, { waitFor: { role: 'button', name: 'Open orders' } }] },
]

const presets: Array<{ label: string; filters: AppliedFilter[] }> = [
  { label: 'Open orders', filters: [{ id: 'status', operation: 'EQUAL', value: 'open' }] },
  { label: 'Priority orders above 5 000 EUR', filters: [{ id: 'isPriority', operation: 'EQUAL', value: true }, { id: 'amount', operation: 'GREATER_THAN', value: 5000 }] },
  { label: 'Not shipped yet', filters: [{ id: 'shippedAt', operation: 'IS_EMPTY', value: null }] },
  { label: 'Ordered in February', filters: [{ id: 'orderedAt', operation: 'IN_RANGE', value: { start: '2026-02-01', end: '2026-02-28' } }] },
]

function PresetFilters({ appliedFilters, setAppliedFilters, close }: { appliedFilters: AppliedFilter[]; setAppliedFilters: (f: AppliedFilter[]) => void; close: () => void }) {
  const current = JSON.stringify(appliedFilters)
  return (
    <div className={demo.presets}>
      {presets.map((preset) => (
        <Button
          key={preset.label}
          variant="text"
          size="small"
          label={preset.label}
          pressed={JSON.stringify(preset.filters) === current}
          onClick={() => {
            setAppliedFilters(preset.filters)
            close()
          }}
        />
      ))}
      <Button variant="text" size="small" label="No filter" onClick={() => setAppliedFilters([])} />
    </div>
  )
}

export default function FiltersSlot() {
  const [applied, setApplied] = useState<AppliedFilter[]>([{ id: 'status', operation: 'EQUAL', value: 'delivered' }])
  return (
    <div className={demo.stack}>
      <StandardTable
        id="orders-slot"
        label="Orders with preset filters"
        columns={columns}
        rows={rows}
        filters={filters}
        appliedFilters={applied}
        onAppliedFiltersChange={setApplied}
        renderFilters={(api) => <PresetFilters {...api} />}
        defaultHiddenColumns={['city', 'channels', 'weight', 'shippedAt']}
        isSearchable={false}
      />
      <output className={demo.status}>
        appliedFilters: <code>{JSON.stringify(applied)}</code>
      </output>
    </div>
  )
}
