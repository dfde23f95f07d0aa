import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Drawer } from '@tessera-ds/library/drawer'
import { OrderDetails } from '../shared/order-details'
import demo from './demo.module.css'

export default function ControlledWidth() {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState(false)
  return (
    <div className={demo.actions}>
      <Button variant="primary" label="Open the drawer" onClick={() => setOpen(true)} />
      <span>expanded: {String(expanded)}</span>
      <Drawer
        title="Order PO-2041"
        open={open}
        onOpenChange={setOpen}
        expanded={expanded}
        onExpandedChange={setExpanded}
        footer={<Button label={expanded ? 'Narrower' : 'Wider'} onClick={() => setExpanded(!expanded)} />}
      >
        <OrderDetails />
      </Drawer>
    </div>
  )
}
