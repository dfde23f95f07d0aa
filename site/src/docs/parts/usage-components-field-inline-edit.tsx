import { FieldInlineEdit } from '../../library/field-inline-edit/FieldInlineEdit'
import type { FieldInlineEditProps } from '../../library/field-inline-edit/schema'

/** PlaygroundInlineEdit starts over when the playground changes defaultValue, which an uncontrolled inline edit reads once. */
export function PlaygroundInlineEdit(props: FieldInlineEditProps) {
  return <FieldInlineEdit key={String(props.defaultValue)} {...props} />
}
