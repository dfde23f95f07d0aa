import { FileUpload, preUploadedItem, type FileItem } from '@tessera-ds/library/file-upload'
import part from './card-part.svg'

const rules = { extensions: ['pdf', 'png'] }
const earlier: FileItem[] = [
  preUploadedItem({ id: 'contract', name: 'contract-signed.pdf', size: 412_000, viewUrl: part }, rules),
  preUploadedItem({ id: 'drawing', name: 'drawing-rev-b.png', size: 1_480_000, downloadUrl: part, isInternal: true }, rules),
  preUploadedItem({ id: 'legacy', name: 'offer-2021.doc', size: 96_000 }, rules),
]

export default function FormAttachments() {
  return <FileUpload variant="field" label="Attachments" allowMultiple extensions={rules.extensions} defaultValue={earlier} />
}
