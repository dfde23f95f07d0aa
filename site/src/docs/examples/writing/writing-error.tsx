import { TextField } from '@tessera-ds/library/text-field'

export default function WritingError() {
  return (
    <div style={{ maxWidth: '20rem' }}>
      <TextField label="Delivery date" defaultValue="2025-02-30" validation={{ type: 'error', text: 'February has 28 days in 2025. Choose a date up to 2025-02-28.' }} />
    </div>
  )
}
