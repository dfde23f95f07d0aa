import { Icon, isIconName, type IconName } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

// Views as they arrive from a server: their icon is a plain string.
const savedView = { title: 'Shipments', icon: 'truck' }
const oldView = { title: 'Old view', icon: 'lorry' }

const iconOf = (view: { icon: string }): IconName => (isIconName(view.icon) ? view.icon : 'file')

function MenuItem({ icon, label }: { icon: IconName; label: string }) {
  return (
    <span className={demo.menuItem}>
      <Icon name={icon} size="small" />
      {label}
    </span>
  )
}

export default function Narrowing() {
  return (
    <div className="ts-cluster ts-gap-4">
      <MenuItem icon={iconOf(savedView)} label={savedView.title} />
      <MenuItem icon={iconOf(oldView)} label={oldView.title} />
    </div>
  )
}
