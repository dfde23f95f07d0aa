import { useState, type ReactNode } from 'react'
import { FormContext, type FormScope } from '../field/form-context'

/**
 * TestForm gives the fields under it a form scope, as a Form would, for the
 * field tests: values by key, starting from initial, and nothing reported.
 */
export function TestForm({ initial = {}, children, onChange }: { initial?: Record<string, unknown>; children: ReactNode; onChange?: (values: Record<string, unknown>) => void }) {
  const [values, setValues] = useState(initial)
  const scope: FormScope = {
    value: (key) => values[key],
    setValue: (key, value) => {
      const next = { ...values, [key]: value }
      setValues(next)
      onChange?.(next)
    },
    report: () => {},
    showValidation: false,
  }
  return <FormContext.Provider value={scope}>{children}</FormContext.Provider>
}
