import { MultiSelect } from '@tessera-ds/library/select'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

const materials = [
  { label: 'Aluminium', value: 'aluminium' },
  { label: 'Brass', value: 'brass' },
  { label: 'Copper', value: 'copper' },
  { label: 'Stainless steel', value: 'steel' },
  { label: 'Titanium', value: 'titanium', isDisabled: true, tooltip: 'Out of stock until the next delivery' },
]

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open-selected', steps: [{ click: { role: 'combobox', name: 'Materials' } }, { waitFor: { role: 'listbox' } }, { click: { role: 'option', name: 'Brass' } }] },
  { id: 'tip-disabled', steps: [{ click: { role: 'combobox', name: 'Materials' } }, { waitFor: { role: 'listbox' } }, { hover: { role: 'option', name: 'Titanium' } }] },
]

export default function Multi() {
  return (
    <div className={demo.grid}>
      <MultiSelect label="Materials" options={materials} defaultValue={['copper']} />
    </div>
  )
}
