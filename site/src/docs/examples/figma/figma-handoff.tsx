import type { CSSProperties } from 'react'
import demo from './demo.module.css'

const button: CSSProperties = {
  padding: 'var(--unit-2) var(--unit-4)',
  font: 'var(--type-body-strong)',
  color: 'var(--text-04)',
  background: 'var(--interactive-01)',
  borderRadius: 'var(--radius)',
}

export default function FigmaHandoff() {
  return (
    <div className={demo.handoff}>
      <span style={button}>Save changes</span>
      <dl className={demo.spec}>
        <dt>Fill</dt>
        <dd>
          <code>interactive/01</code>
        </dd>
        <dt>Text</dt>
        <dd>
          <code>text/04</code>
        </dd>
        <dt>Padding</dt>
        <dd>
          <code>unit/2</code> <code>unit/4</code>
        </dd>
        <dt>Text style</dt>
        <dd>
          <code>Tessera/Body strong</code>
        </dd>
      </dl>
    </div>
  )
}
