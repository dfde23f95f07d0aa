import { Icon } from '@tessera-ds/library/icon'
import { Tag } from '@tessera-ds/library/tag'

export default function CustomContent() {
  return (
    <Tag colorStyle="violet-light">
      <Icon name="star" size="small" /> Key account
    </Tag>
  )
}
