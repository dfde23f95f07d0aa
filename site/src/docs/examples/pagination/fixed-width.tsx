import { useState } from 'react'
import { Pagination } from '@tessera-ds/library/pagination'
import demo from './demo.module.css'

export default function FixedWidth() {
  const [page, setPage] = useState(99)
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <Pagination total={5000} pagingStyle="flex" isFixedWidth label="Fixed width" page={page} onPageChange={setPage} />
      <output className={demo.status}>onPageChange: page {page}</output>
    </div>
  )
}
