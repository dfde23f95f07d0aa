import type { ReactNode } from 'react'
import { Icon } from '../../library/icon/Icon'
import f from './foundations.module.css'

/** Guideline is one half of a do/don't pair: a small rendered case and a sentence on why. */
export function Guideline({ kind, children, caption }: { kind: 'do' | 'dont'; children?: ReactNode; caption: ReactNode }) {
  return (
    <figure className={f.guideline} data-kind={kind}>
      <p className={f.guidelineKind}>
        <Icon name={kind === 'do' ? 'check_circle' : 'block'} size="small" />
        {kind === 'do' ? 'Do' : 'Don’t'}
      </p>
      {children && <div className={f.guidelineCase}>{children}</div>}
      <figcaption className={f.guidelineCaption}>{caption}</figcaption>
    </figure>
  )
}

/** Guidelines lays do/don't figures out side by side, one column on narrow screens. */
export function Guidelines({ children }: { children: ReactNode }) {
  return <div className={f.guidelines}>{children}</div>
}

/** ScrollRegion is a labelled, keyboard-scrollable box for a wide table or a long listing. */
export function ScrollRegion({ label, children, tall = false }: { label: string; children: ReactNode; tall?: boolean }) {
  return (
    <div className={f.scroll} data-tall={tall ? 'true' : undefined} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

/** CodeBlock is a block of code outside an example; long lines wrap instead of scrolling, so it never needs a scroll bar. */
export function CodeBlock({ children }: { children: string }) {
  return (
    <pre className={f.code}>
      <code>{children}</code>
    </pre>
  )
}
