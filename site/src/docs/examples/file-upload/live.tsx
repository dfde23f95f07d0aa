import { useEffect, useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { canStartUpload, FileUpload, fileTransition, type FileItem } from '@tessera-ds/library/file-upload'
import demo from './demo.module.css'

/** The simulated upload: every tickMs an UPLOADING file advances by step; a file with “fail” in its name fails at failAt. */
const tickMs = 150
const step = 0.1
const failAt = 0.6

function advance(item: FileItem): FileItem {
  if (item.status !== 'UPLOADING') return item
  const next = Math.round(((item.progress ?? 0) + step) * 10) / 10
  if (/fail/i.test(item.name) && next >= failAt) return fileTransition(fileTransition(item, { type: 'PROGRESS', progress: failAt }), { type: 'FAIL' })
  if (next >= 1) return fileTransition(item, { type: 'SUCCEED' })
  return fileTransition(item, { type: 'PROGRESS', progress: next })
}

/** useSimulatedUploads keeps a list of files and uploads them locally in fixed steps; nothing runs until a file uploads. */
function useSimulatedUploads() {
  const [files, setFiles] = useState<FileItem[]>([])
  const uploading = files.some((f) => f.status === 'UPLOADING')
  useEffect(() => {
    if (!uploading) return
    const timer = setInterval(() => setFiles((list) => list.map(advance)), tickMs)
    return () => clearInterval(timer)
  }, [uploading])
  const startAll = () => setFiles((list) => list.map((f) => (canStartUpload(f) ? fileTransition(f, { type: 'START' }) : f)))
  return { files, setFiles, startAll }
}

export default function SimulatedUpload() {
  const { files, setFiles, startAll } = useSimulatedUploads()
  const waiting = files.filter(canStartUpload).length
  return (
    <div className={demo.stack}>
      <FileUpload
        label="Attachments"
        allowMultiple
        extensions={['pdf', 'png', 'jpg', 'jpeg', 'txt', 'docx', 'xlsx']}
        collapseExtensionsAfter={4}
        maxFileSize={1_000_000}
        helpText="This demo uploads nothing: files advance 10 % every 150 ms, and a name with “fail” in it fails at 60 %."
        value={files}
        onValueChange={setFiles}
      />
      <div className="ts-cluster ts-gap-4">
        <Button variant="primary" icon="upload" label={waiting === 1 ? 'Upload 1 file' : waiting > 1 ? `Upload ${waiting} files` : 'Upload files'} isDisabled={waiting === 0} onClick={startAll} />
      </div>
    </div>
  )
}
