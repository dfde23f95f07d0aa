import { Button } from '@tessera-ds/library/button'
import { Popover } from '@tessera-ds/library/popover'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ hover: { role: 'button', name: 'Why archived?' } }, { waitFor: { role: 'dialog', name: 'Why archived' } }] },
]

export default function Hover() {
  return (
    <Popover trigger="hover" content="Orders are archived after 90 days without a change." label="Why archived">
      <Button label="Why archived?" />
    </Popover>
  )
}
