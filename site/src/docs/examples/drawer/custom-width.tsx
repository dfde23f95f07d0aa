import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Drawer } from '@tessera-ds/library/drawer'
import { OrderDetails } from '../shared/order-details'

export default function CustomWidth() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" label="Open the 400 px drawer" onClick={() => setOpen(true)} />
      <Drawer
        title="Order PO-2041"
        defaultWidth="400px"
        expandWidth="600px"
        open={open}
        onOpenChange={setOpen}
        footer={<Button label="Close the drawer" isBlock onClick={() => setOpen(false)} />}
      >
        <OrderDetails />
      </Drawer>
    </>
  )
}
