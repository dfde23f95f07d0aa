import { Icon } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

export default function GuidelinesA11y() {
  return (
    <div className="ts-cluster ts-gap-4">
      <button type="button" className={demo.iconButton}>
        <Icon name="download" />
        Export
      </button>
      <button type="button" className={demo.iconButton} data-icon-only="" aria-label="Close">
        <Icon name="close" />
      </button>
      <span className={demo.status}>
        Budget 2025
        <span className={demo.muted}>
          <Icon name="lock" label="Only visible to your team" />
        </span>
      </span>
    </div>
  )
}
