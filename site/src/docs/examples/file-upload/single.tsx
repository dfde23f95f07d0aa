import { useState } from 'react'
import { FileUpload, type FileItem } from '@tessera-ds/library/file-upload'

export default function Single() {
  const [files, setFiles] = useState<FileItem[]>([])
  return <FileUpload label="Profile picture" extensions={['png', 'jpg']} maxFileSize={500_000} value={files} onValueChange={setFiles} />
}
