import { ValueLabel } from '@tessera-ds/library/value-label'

export default function NotSet() {
  return (
    <>
      <ValueLabel label="Purchase order" value={null} />
      <ValueLabel label="Comment" value="  " />
      <ValueLabel label="Discount" value={0} />
    </>
  )
}
