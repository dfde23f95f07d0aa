import { Line } from '@tessera-ds/library/line'

export default function Plain() {
  return (
    <>
      <p className="ts-m-0">Order O-1024, placed by Jo Example.</p>
      <Line />
      <p className="ts-m-0">Three items, paid by card.</p>
    </>
  )
}
