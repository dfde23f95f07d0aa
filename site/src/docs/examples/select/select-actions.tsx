import { SingleSelect } from '@tessera-ds/library/select'
import { useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'combobox', name: 'Supplier' } }, { waitFor: { role: 'listbox' } }] },
  { id: 'no-match', steps: [{ click: { role: 'combobox', name: 'Supplier' } }, { waitFor: { role: 'listbox' } }, { type: 'zz' }] },
]

const suppliers = [
  { label: 'Northwind Metals', value: 'northwind' },
  { label: 'Harbour Castings', value: 'harbour' },
  { label: 'Elm Street Tools', value: 'elm' },
]

export default function Actions() {
  const toast = useToast()
  const openSupplierForm = () => toast({ type: 'info', text: 'Here the app opens its form for a new supplier.' })
  return (
    <div className={demo.grid}>
      <SingleSelect label="Supplier" options={suppliers} actions={[{ label: 'Add a supplier', icon: 'plus', onClick: openSupplierForm }]} />
    </div>
  )
}
