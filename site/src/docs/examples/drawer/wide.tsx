import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Drawer } from '@tessera-ds/library/drawer'
import { OrderDetails } from '../shared/order-details'

export default function WideDrawer() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" label="Open the wide drawer" onClick={() => setOpen(true)} />
      <Drawer title="Order PO-2041" isWide open={open} onOpenChange={setOpen} footer={<Button label="Close the drawer" isBlock onClick={() => setOpen(false)} />}>
        <OrderDetails />
      </Drawer>
    </>
  )
}
