import type { ValidationResult } from '@tessera-ds/library/field'
import { PasswordField } from '@tessera-ds/library/password-field'
import demo from './demo.module.css'

const longPassword = (value: string): ValidationResult => (value.length < 12 ? { type: 'warning', text: 'Use at least 12 characters' } : { type: 'empty' })

export default function Passwords() {
  return (
    <div className={demo.grid}>
      <PasswordField label="Password" isRequired />
      <PasswordField label="New password" autoComplete="new-password" validators={[longPassword]} helpText="At least 12 characters" />
    </div>
  )
}
