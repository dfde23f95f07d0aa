import { Icon } from '@tessera-ds/library/icon'

export default function IconsUsage() {
  return (
    <div className="ts-cluster ts-gap-4">
      <Icon name="cloud_upload" />
      <Icon name="cloud_upload" size="large" label="Upload" />
    </div>
  )
}
