import { SingleSelect } from '@tessera-ds/library/select'
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
  { id: 'open-highlighted', steps: [{ click: { role: 'combobox', name: 'Material' } }, { waitFor: { role: 'listbox' } }, { press: 'ArrowDown' }] },
  { id: 'hover', steps: [{ hover: { role: 'combobox', name: 'Material' } }] },
  { id: 'focus', steps: [{ focus: { role: 'combobox', name: 'Material' } }] },
]

export default function Single() {
  return (
    <div className={demo.grid}>
      <SingleSelect label="Material" options={materials} />
      <SingleSelect label="Material" options={materials} defaultValue="brass" />
    </div>
  )
}
