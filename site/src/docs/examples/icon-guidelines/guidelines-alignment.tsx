import type { CSSProperties } from 'react'
import { Icon } from '@tessera-ds/library/icon'

const withIcon: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 'var(--unit-1)' }

export default function GuidelinesAlignment() {
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <span style={{ ...withIcon, gap: 'var(--unit-2)', font: 'var(--type-heading-3)' }}>
        <Icon name="folder_open" size="large" />
        Project files
      </span>
      <span style={withIcon}>
        <Icon name="attachment" />3 attachments
      </span>
      <span style={{ ...withIcon, font: 'var(--type-body-small)', color: 'var(--text-02)' }}>
        <Icon name="clock" size="small" />
        Updated 2 hours ago
      </span>
    </div>
  )
}
