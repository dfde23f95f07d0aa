import { SplitButton, type SplitButtonAction } from '@tessera-ds/library/button'
import { useToast } from '@tessera-ds/library/toaster'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: { label: 'button.moreActions', suffix: ': Export' } } }, { waitFor: { role: 'menu' } }] },
  { id: 'hover-action', steps: [{ click: { role: 'button', name: { label: 'button.moreActions', suffix: ': Export' } } }, { waitFor: { role: 'menu' } }, { hover: { role: 'menuitem', name: 'Export as CSV' } }] },
  { id: 'focus-action', steps: [{ click: { role: 'button', name: { label: 'button.moreActions', suffix: ': Export' } } }, { waitFor: { role: 'menu' } }, { press: 'ArrowDown' }] },
]

export default function Split() {
  const toast = useToast()
  const clicked = (label: string) => () => toast({ type: 'info', text: `${label}: clicked` })
  const saveActions: SplitButtonAction[] = [
    { label: 'Save as template', icon: 'calendar', onClick: clicked('Save as template') },
    { label: 'Save and call the customer', icon: 'phone_landline', onClick: clicked('Save and call the customer') },
    { label: 'Save to another site', icon: 'location', isDisabled: true },
  ]
  const exportActions: SplitButtonAction[] = [
    { label: 'Export as CSV', onClick: clicked('Export as CSV') },
    { label: 'Export as PDF', isDisabled: true },
    { label: 'Export as JSON', onClick: clicked('Export as JSON') },
  ]
  return (
    <div className="ts-cluster ts-gap-3">
      <SplitButton label="Save" icon="save" actions={saveActions} onClick={clicked('Save')} />
      <SplitButton label="Export" variant="primary" actions={exportActions} onClick={clicked('Export')} />
    </div>
  )
}
