import { useState } from 'react'
import { Button } from '../../library/button/Button'
import { Drawer } from '../../library/drawer/Drawer'
import type { DrawerProps } from '../../library/drawer/schema'
import { OrderDetails } from '../examples/shared/order-details'

/** PlaygroundDrawer opens the playground's drawer from a button, with the props of the controls. */
export function PlaygroundDrawer(props: DrawerProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" label="Open the drawer" onClick={() => setOpen(true)} />
      <Drawer
        {...props}
        open={open}
        onOpenChange={setOpen}
        footer={
          <Button label="Close the drawer" isBlock onClick={() => setOpen(false)} />
        }
      >
        <OrderDetails />
      </Drawer>
    </>
  )
}

/** playgroundCode is the playground's code: the drawer's state and the button that opens it, then the drawer. */
export const playgroundCode = (_props: Record<string, unknown>, generated: string) => `const [open, setOpen] = useState(false)

<Button variant="primary" label="Open the drawer" onClick={() => setOpen(true)} />
${generated.replace('<Drawer', '<Drawer open={open} onOpenChange={setOpen}')}`
