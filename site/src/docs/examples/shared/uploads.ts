/** The file upload examples' stand-in for a server: uploads that run in the page. */
import { useEffect, useState } from 'react'
import { canStartUpload, fileTransition, type FileItem } from '@tessera-ds/library/file-upload'

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
export function useSimulatedUploads() {
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
