import type { CSSProperties } from 'react'

const error: CSSProperties = {
  margin: 0,
  padding: 'var(--unit-3) var(--unit-4)',
  color: 'var(--support-error-dark)',
  background: 'var(--support-error-bg)',
  borderRadius: 'var(--radius)',
}

export default function TokensUsage() {
  return <p style={error}>The file could not be read. Try again, or choose another file.</p>
}
