import { useId } from 'react'
import { Icon } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

export default function WritingError() {
  const id = useId()
  return (
    <div className={demo.field}>
      <label htmlFor={id}>Delivery date</label>
      <input id={id} defaultValue="2025-02-30" aria-invalid="true" aria-describedby={`${id}-error`} />
      <p id={`${id}-error`} className={demo.error}>
        <Icon name="error" size="small" />
        February has 28 days in 2025. Choose a date up to 2025-02-28.
      </p>
    </div>
  )
}
