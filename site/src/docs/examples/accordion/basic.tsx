import { Accordion } from '@tessera-ds/library/accordion'

export default function Uncontrolled() {
  return (
    <div>
      <Accordion title="Shipping">Orders placed before 2 pm leave the warehouse the same day. Delivery takes two to four working days inside the EU.</Accordion>
      <Accordion title="Returns" defaultOpen>
        Unused items can be sent back within 30 days. Print the label from your order page, pack the parcel and hand it to any post office.
      </Accordion>
    </div>
  )
}
