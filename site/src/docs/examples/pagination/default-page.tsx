import { Pagination } from '@tessera-ds/library/pagination'

export default function DefaultPage() {
  return <Pagination total={50} defaultPage={3} label="Starting on page 3" />
}
