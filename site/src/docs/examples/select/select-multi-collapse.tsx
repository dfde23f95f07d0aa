import { MultiSelect } from '@tessera-ds/library/select'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-more', steps: [{ hover: { role: 'button', name: { label: 'form-fields-select.moreSelected', values: { count: 2 } } } }] },
  { id: 'hover-remove', steps: [{ hover: { role: 'button', name: { label: 'form-fields-select.removeOption', values: { label: 'Assembly' } } } }] },
  { id: 'open-more', steps: [{ click: { role: 'button', name: { label: 'form-fields-select.moreSelected', values: { count: 2 } } } }, { waitFor: { role: 'dialog', name: { label: 'form-fields-select.moreSelected', values: { count: 2 } } } }] },
  { id: 'focus-remove-in-more', steps: [{ click: { role: 'button', name: { label: 'form-fields-select.moreSelected', values: { count: 2 } } } }, { waitFor: { role: 'dialog', name: { label: 'form-fields-select.moreSelected', values: { count: 2 } } } }, { press: 'Tab' }] },
  { id: 'focus-more', steps: [{ click: { role: 'button', name: { label: 'form-fields-select.moreSelected', values: { count: 2 } } } }, { waitFor: { role: 'dialog', name: { label: 'form-fields-select.moreSelected', values: { count: 2 } } } }, { press: 'Tab' }, { press: 'Escape' }] },
]

const departments = [
  { label: 'Assembly', value: 'assembly' },
  { label: 'Finance', value: 'finance' },
  { label: 'Logistics', value: 'logistics' },
  { label: 'Purchasing', value: 'purchasing' },
  { label: 'Quality', value: 'quality' },
  { label: 'Sales', value: 'sales' },
]

export default function ManyTags() {
  return (
    <div className={demo.grid}>
      <MultiSelect label="Departments" options={departments} collapseTagsAfter={2} clearOnSelect defaultValue={['assembly', 'logistics', 'quality', 'sales']} />
    </div>
  )
}
