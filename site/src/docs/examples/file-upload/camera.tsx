import { FileUpload } from '@tessera-ds/library/file-upload'

export default function Camera() {
  return <FileUpload label="Damage report" allowMultiple allowPhotos extensions={['png', 'jpg']} />
}
