import { Tag, TagList } from '@tessera-ds/library/tag'

export default function Labelled() {
  return (
    <TagList label="Order properties">
      <Tag label="Status" text="Shipped" colorStyle="green-light" />
      <Tag label="Material" text="Aluminium" colorStyle="slate-light" />
    </TagList>
  )
}
