import { useState } from 'react'
import { Pagination } from '@tessera-ds/library/pagination'
import demo from './demo.module.css'

export default function StyleExpand() {
  const [page, setPage] = useState(4)
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <Pagination total={80} label="Expand style" page={page} onPageChange={setPage} />
      <output className={demo.status}>onPageChange: page {page}</output>
    </div>
  )
}
