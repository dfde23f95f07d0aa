import { ValueLabel } from '@tessera-ds/library/value-label'

export default function Validation() {
  return (
    <>
      <ValueLabel label="VAT number" value="DE123456788" validation={{ type: 'error', text: 'Not found in the VAT register' }} />
      <ValueLabel label="Delivery date" value="in 3 days" validation={{ type: 'warning', text: 'Later than the customer asked for' }} />
      <ValueLabel label="Address" value="Example Street 1, Springfield" validation={{ type: 'success', text: 'Checked with the carrier' }} />
    </>
  )
}
