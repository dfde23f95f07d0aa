import { ValueLabel } from '@tessera-ds/library/value-label'

const details = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 'var(--unit-4) var(--unit-6)' }

export default function Details() {
  return (
    <div style={details}>
      <ValueLabel label="Material" value="Aluminium 6061" />
      <ValueLabel label="Quantity" value={250} />
      <ValueLabel label="Unit price" value={12.75} />
      <ValueLabel label="Finish" value="Anodised, black" />
    </div>
  )
}
