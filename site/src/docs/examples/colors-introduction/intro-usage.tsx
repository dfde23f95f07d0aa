import type { CSSProperties } from 'react'
import { Link } from 'react-router'

const note: CSSProperties = {
  margin: 0,
  padding: 'var(--unit-3) var(--unit-4)',
  color: 'var(--text-01)',
  background: 'var(--support-info-bg)',
  borderLeft: 'var(--unit-1) solid var(--support-info)',
  borderRadius: 'var(--radius)',
}

export default function IntroUsage() {
  return (
    <p style={note}>
      Some tokens changed in this release. Check the{' '}
      <Link to="/foundations/colors/list-of-tokens" style={{ color: 'var(--support-info-dark)' }}>
        list of tokens
      </Link>{' '}
      before you upgrade.
    </p>
  )
}
