import { Button } from '@tessera-ds/library/button'
import { canStartUpload, FileUpload } from '@tessera-ds/library/file-upload'
import { useSimulatedUploads } from '../shared/uploads'
import demo from './demo.module.css'

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
