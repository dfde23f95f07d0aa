import { useState } from 'react'
import { Pagination } from '@tessera-ds/library/pagination'
import demo from './demo.module.css'

export default function FlexNoTotal() {
  const [page, setPage] = useState(6)
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <Pagination total={null} pagingStyle="flex" label="Without a total" page={page} onPageChange={setPage} />
      <output className={demo.status}>onPageChange: page {page}</output>
    </div>
  )
}
