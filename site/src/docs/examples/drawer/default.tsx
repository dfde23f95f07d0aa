import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Drawer } from '@tessera-ds/library/drawer'
import { OrderDetails } from '../shared/order-details'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: 'Open the drawer' } }, { waitFor: { role: 'dialog', name: 'Order PO-2041' } }] },
]

export default function DefaultDrawer() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" label="Open the drawer" onClick={() => setOpen(true)} />
      <Drawer title="Order PO-2041" open={open} onOpenChange={setOpen} footer={<Button label="Close the drawer" isBlock onClick={() => setOpen(false)} />}>
        <OrderDetails />
      </Drawer>
    </>
  )
}
