import { FileUpload } from '@tessera-ds/library/file-upload'

export default function Disabled() {
  return <FileUpload label="Attachments" isDisabled extensions={['pdf']} maxFileSize={5_000_000} />
}
