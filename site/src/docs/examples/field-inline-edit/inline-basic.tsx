import { FieldInlineEdit } from '@tessera-ds/library/field-inline-edit'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover', steps: [{ hover: { role: 'button', name: 'Project name: Spring catalogue' } }] },
  { id: 'editing', steps: [{ click: { role: 'button', name: 'Project name: Spring catalogue' } }, { waitFor: { role: 'textbox', name: 'Project name' } }] },
  { id: 'confirmed', steps: [{ click: { role: 'button', name: 'Project name: Spring catalogue' } }, { waitFor: { role: 'textbox', name: 'Project name' } }, { type: ' 2027' }, { press: 'Enter' }] },
]

export default function ProjectName() {
  return (
    <div className={demo.stack}>
      <FieldInlineEdit label="Project name" defaultValue="Spring catalogue" />
    </div>
  )
}
