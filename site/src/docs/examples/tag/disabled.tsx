import { Tag } from '@tessera-ds/library/tag'

export default function Disabled() {
  return <Tag text="Archived category" isDisabled onClose={() => {}} />
}
