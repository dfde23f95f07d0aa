import { Icon, type IconName } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

function MenuItem({ icon, label }: { icon: IconName; label: string }) {
  return (
    <span className={demo.menuItem}>
      <Icon name={icon} size="small" />
      {label}
    </span>
  )
}

export default function TypedProp() {
  return (
    <div className="ts-cluster ts-gap-4">
      <MenuItem icon="download" label="Download" />
      <MenuItem icon="share" label="Share" />
      {/* <MenuItem icon="dowload" label="Download" /> would not compile: Type '"dowload"' is not assignable to type 'IconName'. */}
    </div>
  )
}
