import { Pagination } from '@tessera-ds/library/pagination'

export default function AdjacentAmount() {
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      {[1, 2, 3].map((n) => (
        <Pagination key={n} pagingStyle="flex" total={500} adjacentAmount={n} defaultPage={25} label={`adjacentAmount ${n}`} />
      ))}
    </div>
  )
}
