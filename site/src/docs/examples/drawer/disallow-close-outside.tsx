import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Drawer } from '@tessera-ds/library/drawer'
import { TextField } from '@tessera-ds/library/text-field'

export default function DisallowCloseOutside() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" label="Open the drawer with a form" onClick={() => setOpen(true)} />
      <Drawer
        title="New filter"
        disallowCloseOutside
        showCloseButton
        open={open}
        onOpenChange={setOpen}
        footer={<Button label="Close the drawer" isBlock onClick={() => setOpen(false)} />}
      >
        <p>A click outside does not close this drawer. Use Escape, the close button or the button below.</p>
        <TextField label="Filter name" defaultValue="Due this week" />
      </Drawer>
    </>
  )
}
