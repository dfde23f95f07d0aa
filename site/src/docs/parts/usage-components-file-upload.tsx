import { FileUpload } from '../../library/file-upload/FileUpload'

/** PlaygroundUpload is the file upload of the playground. */
export function PlaygroundUpload(props: Parameters<typeof FileUpload>[0]) {
  return <FileUpload {...props} />
}
