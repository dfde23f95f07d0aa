import { useState } from 'react'
import { Pagination } from '@tessera-ds/library/pagination'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'focus-page', steps: [{ focus: { role: 'button', name: { label: 'pagination.page', values: { page: 2 } } } }] },
  { id: 'hover-page', steps: [{ hover: { role: 'button', name: { label: 'pagination.page', values: { page: 2 } } } }] },
  { id: 'hover-next', steps: [{ hover: { role: 'button', name: { label: 'pagination.next' } } }] },
]

export default function Basic() {
  const [page, setPage] = useState(1)
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <Pagination total={50} page={page} onPageChange={setPage} />
      <output className={demo.status}>onPageChange: page {page}</output>
    </div>
  )
}
