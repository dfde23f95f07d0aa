import { FieldInlineEdit } from '@tessera-ds/library/field-inline-edit'
import demo from './demo.module.css'

export default function ProjectName() {
  return (
    <div className={demo.stack}>
      <FieldInlineEdit label="Project name" defaultValue="Spring catalogue" />
    </div>
  )
}
