import { FieldInlineEdit } from '@tessera-ds/library/field-inline-edit'
import demo from './demo.module.css'

export default function EmptyAndReadOnly() {
  return (
    <div className={demo.stack}>
      <FieldInlineEdit label="Comment" defaultValue={null} />
      <FieldInlineEdit label="Comment" defaultValue={null} placeholder="Add a comment" />
      <FieldInlineEdit label="Created by" defaultValue="Robin Example" isReadOnly />
    </div>
  )
}
