import type { CSSProperties } from 'react'
import { Link } from 'react-router'
import demo from './demo.module.css'

const note: CSSProperties = {
  margin: 0,
  padding: 'var(--unit-3) var(--unit-4)',
  color: 'var(--text-01)',
  background: 'var(--support-info-bg)',
  borderLeft: 'var(--unit-1) solid var(--support-info)',
  borderRadius: 'var(--radius)',
}

export default function IntroSchemes() {
  return (
    <div className={demo.schemes}>
      {(['light', 'dark'] as const).map((scheme) => (
        <div key={scheme} data-color-scheme={scheme} className={demo.schemeBox}>
          <p className={demo.schemeName}>{scheme === 'light' ? 'Light' : 'Dark'}</p>
          <p style={note}>
            Some tokens changed. See the{' '}
            <Link to="/foundations/colors/list-of-tokens" style={{ color: 'var(--support-info-dark)' }}>
              list of tokens
            </Link>
            .
          </p>
          <p className={demo.schemeText}>Secondary text stays readable on either background.</p>
        </div>
      ))}
    </div>
  )
}
