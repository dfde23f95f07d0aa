import { Icon } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

export default function ColorsIcons() {
  return (
    <div className={demo.grid}>
      <p className={demo.row} style={{ color: 'var(--text-02)' }}>
        <span className={demo.inline} style={{ color: 'var(--icon-02)' }}>
          <Icon name="calendar" />
        </span>
        Due on 2025-06-30
      </p>
      <p className={demo.row} style={{ color: 'var(--icon-01)' }}>
        <Icon name="lock" label="Locked" />
        <span style={{ color: 'var(--text-01)' }}>Budget 2025</span>
      </p>
      <p className={demo.row} style={{ color: 'var(--support-error-dark)' }}>
        <Icon name="error" />
        Upload failed
      </p>
    </div>
  )
}
