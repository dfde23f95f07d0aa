import { Button, BUTTON_VARIANTS } from '@tessera-ds/library/button'
import { useToast } from '@tessera-ds/library/toaster'
import type { ExampleState } from '../../kit/states'

const names = { primary: 'Primary', secondary: 'Secondary', danger: 'Danger', default: 'Default', text: 'Text' }

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-primary', steps: [{ hover: { role: 'button', name: 'Primary' } }] },
  { id: 'focus-primary', steps: [{ focus: { role: 'button', name: 'Primary' } }] },
  { id: 'hover-secondary', steps: [{ hover: { role: 'button', name: 'Secondary' } }] },
  { id: 'hover-danger', steps: [{ hover: { role: 'button', name: 'Danger' } }] },
  { id: 'hover-default', steps: [{ hover: { role: 'button', name: 'Default' } }] },
  { id: 'hover-text', steps: [{ hover: { role: 'button', name: 'Text' } }] },
  { id: 'focus-text', steps: [{ focus: { role: 'button', name: 'Text' } }] },
  { id: 'hover-copy', steps: [{ hover: { role: 'button', name: 'Copy code' } }] },
  { id: 'focus-copy', steps: [{ focus: { role: 'button', name: 'Copy code' } }] },
]

export default function Types() {
  const toast = useToast()
  return (
    <div className="ts-cluster ts-gap-3">
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} variant={variant} label={names[variant]} onClick={() => toast({ type: 'info', text: `The ${variant} button was clicked` })} />
      ))}
    </div>
  )
}
