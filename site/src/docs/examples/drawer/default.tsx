import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Drawer } from '@tessera-ds/library/drawer'
import { OrderDetails } from '../shared/order-details'

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
