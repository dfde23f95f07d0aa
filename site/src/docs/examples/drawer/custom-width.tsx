import { useState } from 'react'
import { Drawer } from '@tessera-ds/library/drawer'
import demo from './demo.module.css'

const orderDetails = [
  { term: 'Order', value: 'PO-2041' },
  { term: 'Customer', value: 'Northwind Prototyping' },
  { term: 'Parts', value: '12 × bracket, 4 × housing' },
  { term: 'Material', value: 'PA12, black' },
  { term: 'Due', value: 'in 5 working days' },
]

function OrderDetails() {
  return (
    <>
      <p>Everything about the order at a glance, without leaving the list.</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 'var(--unit-2) var(--unit-4)', margin: 0 }}>
        {orderDetails.map((d) => (
          <div key={d.term} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{d.term}</dt>
            <dd style={{ margin: 0 }}>{d.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

export default function CustomWidth() {
  const [open, setOpen] = useState(false)
  const close = (
    <button type="button" className={demo.button} style={{ flex: 1, justifyContent: 'center' }} onClick={() => setOpen(false)}>
      Close the drawer
    </button>
  )
  return (
    <>
      <button type="button" className={demo.button} onClick={() => setOpen(true)}>
        Open the 400 px drawer
      </button>
      <Drawer title="Order PO-2041" defaultWidth="400px" expandWidth="600px" open={open} onOpenChange={setOpen} footer={close}>
        <OrderDetails />
      </Drawer>
    </>
  )
}
