import { FieldInlineEdit } from '@tessera-ds/library/field-inline-edit'
import demo from './demo.module.css'

export default function TextStyles() {
  return (
    <div className={demo.stack}>
      <FieldInlineEdit label="Page title" textStyle="heading" defaultValue="Warehouse Hamburg" />
      <FieldInlineEdit label="Description" isMultiline defaultValue={'Ground floor: incoming goods.\nFirst floor: small parts.'} />
    </div>
  )
}
