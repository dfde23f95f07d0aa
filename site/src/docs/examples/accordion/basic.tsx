import { Accordion } from '@tessera-ds/library/accordion'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-header', steps: [{ hover: { role: 'button', name: 'Shipping' } }] },
  { id: 'focus-header', steps: [{ focus: { role: 'button', name: 'Shipping' } }] },
  { id: 'open', steps: [{ click: { role: 'button', name: 'Shipping' } }] },
]

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
