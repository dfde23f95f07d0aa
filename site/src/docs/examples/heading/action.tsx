import { Heading } from '@tessera-ds/library/heading'
import { useToast } from '@tessera-ds/library/toaster'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-action', steps: [{ hover: { role: 'button', name: 'Add address' } }] },
  { id: 'focus-action', steps: [{ focus: { role: 'button', name: 'Add address' } }] },
]

export default function ActionHeading() {
  const toast = useToast()
  const openAddressForm = () => toast({ type: 'info', text: 'The heading’s action was clicked' })
  return <Heading text="Delivery addresses" level={3} type="action" actionText="Add address" icon="plus" onAction={openAddressForm} />
}
