import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Icon } from '@tessera-ds/library/icon'
import { Modal } from '@tessera-ds/library/modal'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-close', steps: [{ click: { role: 'button', name: 'Show the warning' } }, { waitFor: { role: 'dialog' } }, { hover: { role: 'button', name: { label: 'modal.close' } } }] },
  { id: 'keyboard-open', steps: [{ focus: { role: 'button', name: 'Show the warning' } }, { press: 'Enter' }, { waitFor: { role: 'dialog' } }] },
]

export default function Header() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" label="Show the warning" onClick={() => setOpen(true)} />
      <Modal
        header={
          <h2 className={demo.header}>
            <Icon name="warning" /> Material running low
          </h2>
        }
        showCloseButton
        open={open}
        onOpenChange={setOpen}
      >
        <p>Only 2 kg of PA12 are left: enough for about four more orders. Order more before Friday to keep the schedule.</p>
      </Modal>
    </>
  )
}
