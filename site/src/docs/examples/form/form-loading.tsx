import { useEffect, useState } from 'react'
import { Form, FormSubmit, type FormValues } from '@tessera-ds/library/form'
import { TextField } from '@tessera-ds/library/text-field'
import demo from './demo.module.css'

export default function WhileSaving() {
  const [saving, setSaving] = useState<FormValues | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  useEffect(() => {
    if (!saving) return
    // Saving takes one and a half seconds here; an app waits for its server.
    const timer = setTimeout(() => {
      setSaved(`Saved “${String(saving.title)}”.`)
      setSaving(null)
    }, 1500)
    return () => clearTimeout(timer)
  }, [saving])
  return (
    <div className={demo.split}>
      <Form label="Project" isLoading={saving !== null} defaultValue={{ title: 'Spring catalogue' }} onSubmit={({ values }) => setSaving(values)}>
        <TextField label="Project title" formKey="title" isRequired />
        <FormSubmit label="Save" />
      </Form>
      <p role="status">{saving ? 'Saving…' : (saved ?? 'Not saved yet.')}</p>
    </div>
  )
}
