import { FileUpload } from '@tessera-ds/library/file-upload'
import { useSimulatedUploads } from '../shared/uploads'

export default function Immediate() {
  const { files, setFiles } = useSimulatedUploads()
  return <FileUpload variant="immediate" allowMultiple maxFileSize={1_000_000} value={files} onValueChange={setFiles} />
}
