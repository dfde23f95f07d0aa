import { Button } from '@tessera-ds/library/button'
import { Popover } from '@tessera-ds/library/popover'
import { useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: 'Archive…' } }, { waitFor: { role: 'dialog', name: 'Archive order' } }] },
]

function Confirm({ close }: { close: () => void }) {
  const toast = useToast()
  const archive = () => {
    close()
    toast({ type: 'success', text: 'Order archived' })
  }
  return (
    <div>
      <p className={demo.question}>Archive the order? You can restore it from the archive later.</p>
      <div className={demo.answers}>
        <Button label="Cancel" onClick={close} />
        <Button variant="primary" label="Archive" onClick={archive} />
      </div>
    </div>
  )
}

export default function Actions() {
  return (
    <Popover size="md" label="Archive order" content={({ close }) => <Confirm close={close} />}>
      <Button label="Archive…" />
    </Popover>
  )
}
