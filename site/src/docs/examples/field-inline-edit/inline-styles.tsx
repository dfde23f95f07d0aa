import { FieldInlineEdit } from '@tessera-ds/library/field-inline-edit'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'editing-multiline', steps: [{ click: { role: 'button', name: 'Description: Ground floor: incoming goods. First floor: small parts.' } }, { waitFor: { role: 'textbox', name: 'Description' } }] },
]

export default function TextStyles() {
  return (
    <div className={demo.stack}>
      <FieldInlineEdit label="Page title" textStyle="heading" defaultValue="Warehouse Hamburg" />
      <FieldInlineEdit label="Description" isMultiline defaultValue={'Ground floor: incoming goods.\nFirst floor: small parts.'} />
    </div>
  )
}
