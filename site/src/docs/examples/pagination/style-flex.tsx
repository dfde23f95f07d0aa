import { useState } from 'react'
import { Pagination } from '@tessera-ds/library/pagination'
import demo from './demo.module.css'

export default function StyleFlex() {
  const [page, setPage] = useState(25)
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <Pagination total={500} pagingStyle="flex" label="Flex style" page={page} onPageChange={setPage} />
      <output className={demo.status}>onPageChange: page {page}</output>
    </div>
  )
}
