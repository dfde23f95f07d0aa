import { Heading } from '@tessera-ds/library/heading'

export default function ToggleHeading() {
  return (
    <Heading level={3} text="Payment terms" type="toggle">
      <p className="ts-m-0">Payable within 30 days of the invoice date.</p>
    </Heading>
  )
}
