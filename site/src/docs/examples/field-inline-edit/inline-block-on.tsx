import type { ValidationResult } from '@tessera-ds/library/field'
import { FieldInlineEdit } from '@tessera-ds/library/field-inline-edit'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'error', steps: [{ click: { role: 'button', name: 'Machine name (blockOn never): Press 4' } }, { waitFor: { role: 'textbox', name: 'Machine name (blockOn never)' } }, { type: ', the second press in hall B' }] },
  { id: 'warning', steps: [{ click: { role: 'button', name: 'Machine name (blockOn never): Press 4' } }, { waitFor: { role: 'textbox', name: 'Machine name (blockOn never)' } }, { press: 'Backspace' }, { press: 'Backspace' }, { press: 'Backspace' }, { press: 'Backspace' }, { press: 'Backspace' }, { press: 'Backspace' }, { type: 'RESS 4' }] },
]

const shortName = (v: string | null): ValidationResult => (v !== null && v.length > 24 ? { type: 'error', text: 'At most 24 characters' } : { type: 'empty' })
const noShouting = (v: string | null): ValidationResult => (v !== null && v === v.toUpperCase() && /[A-Z]/.test(v) ? { type: 'warning', text: 'All capitals read as shouting' } : { type: 'empty' })

export default function BlockOn() {
  return (
    <div className={demo.stack}>
      {(['error', 'warning', 'never'] as const).map((blockOn) => (
        <div key={blockOn}>
          <p className="ts-m-0 ts-text-small ts-text-muted">blockOn="{blockOn}"</p>
          <FieldInlineEdit label={`Machine name (blockOn ${blockOn})`} defaultValue="Press 4" blockOn={blockOn} validators={[shortName, noShouting]} />
        </div>
      ))}
    </div>
  )
}
