import type { ValidationResult } from '@tessera-ds/library/field'
import { PasswordField } from '@tessera-ds/library/password-field'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-toggle', steps: [{ hover: { role: 'button', name: { label: 'form-fields.showPassword' } } }] },
  { id: 'focus-toggle', steps: [{ focus: { role: 'button', name: { label: 'form-fields.showPassword' } } }] },
  { id: 'shown', steps: [{ click: { role: 'button', name: { label: 'form-fields.showPassword' } } }] },
]

const longPassword = (value: string): ValidationResult => (value.length < 12 ? { type: 'warning', text: 'Use at least 12 characters' } : { type: 'empty' })

export default function Passwords() {
  return (
    <div className={demo.grid}>
      <PasswordField label="Password" isRequired />
      <PasswordField label="New password" autoComplete="new-password" validators={[longPassword]} helpText="At least 12 characters" />
      <PasswordField label="Current password" defaultValue="Harbour-2026" isDisabled helpText="Ask an administrator to change it" />
    </div>
  )
}
