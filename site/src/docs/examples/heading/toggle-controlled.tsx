import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Heading } from '@tessera-ds/library/heading'

export default function ControlledToggles() {
  const [open, setOpen] = useState({ shipping: false, billing: false })
  const all = open.shipping && open.billing
  return (
    <div className="ts-stack ts-gap-4">
      <div>
        <Button label={all ? 'Close both' : 'Open both'} onClick={() => setOpen({ shipping: !all, billing: !all })} />
      </div>
      <Heading text="Shipping" level={3} type="toggle" open={open.shipping} onOpenChange={(shipping) => setOpen((o) => ({ ...o, shipping }))}>
        <p className="ts-m-0">Standard delivery, 3 to 5 working days.</p>
      </Heading>
      <Heading text="Billing" level={3} type="toggle" open={open.billing} onOpenChange={(billing) => setOpen((o) => ({ ...o, billing }))}>
        <p className="ts-m-0">Invoice to the company address, payable in 30 days.</p>
      </Heading>
    </div>
  )
}
