import { useState } from 'react'
import { FieldInlineEdit } from '@tessera-ds/library/field-inline-edit'
import demo from './demo.module.css'

export default function Controlled() {
  const [value, setValue] = useState<string | null>('Quarterly stock count')
  const [saves, setSaves] = useState(0)
  const save = (next: string | null) => {
    setValue(next)
    setSaves((n) => n + 1)
  }
  return (
    <div className={demo.stack}>
      <FieldInlineEdit label="Task" value={value} onValueChange={save} />
      <p className="ts-m-0 ts-text-small ts-text-muted" data-inline-edit-output="">
        value: {JSON.stringify(value)} · saved {saves} times
      </p>
    </div>
  )
}
