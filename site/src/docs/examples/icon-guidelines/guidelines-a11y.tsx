import { Button } from '@tessera-ds/library/button'
import { Icon } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

export default function GuidelinesA11y() {
  return (
    <div className="ts-cluster ts-gap-4">
      <Button icon="download" label="Export" />
      <Button icon="close" helpText="Close" />
      <span className={demo.status}>
        Budget 2025
        <span className={demo.muted}>
          <Icon name="lock" label="Only visible to your team" />
        </span>
      </span>
    </div>
  )
}
