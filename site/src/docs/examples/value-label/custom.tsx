import { Tag } from '@tessera-ds/library/tag'
import { ValueLabel } from '@tessera-ds/library/value-label'

export default function Custom() {
  return (
    <>
      <ValueLabel label="Lead time" value="10 working days" helpText="From the supplier’s last quote" />
      <ValueLabel label="Order">
        <a href="#o-1024">O-1024</a>
      </ValueLabel>
      <ValueLabel label="Status">
        <Tag text="Shipped" colorStyle="green-light" />
      </ValueLabel>
    </>
  )
}
