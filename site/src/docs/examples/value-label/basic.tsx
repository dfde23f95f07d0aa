import { ValueLabel } from '@tessera-ds/library/value-label'

export default function Stacked() {
  return (
    <>
      <ValueLabel label="Customer" value="Jo Example" />
      <ValueLabel label="Order number" value="O-1024" />
      <ValueLabel label="Weight in kg" value={1234.5} />
    </>
  )
}
