import { Card } from '@tessera-ds/library/card'
import { useToast } from '@tessera-ds/library/toaster'
import landscape from './card-landscape.svg'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-primary', steps: [{ hover: { role: 'button', name: 'Book now' } }] },
  { id: 'hover-secondary', steps: [{ hover: { role: 'button', name: 'Save for later' } }] },
  { id: 'focus-primary', steps: [{ focus: { role: 'button', name: 'Book now' } }] },
]

export default function WithActions() {
  const toast = useToast()
  return (
    <div className={demo.narrow}>
      <Card
        header="Mountain weekend"
        imgUrl={landscape}
        imgAlt="Blue mountains under a pale sun"
        primaryActionLabel="Book now"
        secondaryActionLabel="Save for later"
        onPrimaryAction={() => toast({ type: 'success', text: 'Booked: Mountain weekend' })}
        onSecondaryAction={() => toast({ type: 'info', text: 'Saved for later' })}
      >
        A weekend in the mountains: two nights in a family-run guest house, breakfast with local produce and a guided walk to the lake.
      </Card>
    </div>
  )
}
