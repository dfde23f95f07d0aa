import { FileUpload, type FileItem } from '@tessera-ds/library/file-upload'
import part from './card-part.svg'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-open', steps: [{ hover: { role: 'link', name: { label: 'file-upload.button.view' } } }] },
  { id: 'focus-open', steps: [{ focus: { role: 'link', name: { label: 'file-upload.button.view' } } }] },
]

const files: FileItem[] = [
  { id: 1, name: 'delivery-note.pdf', size: 182_400, status: 'NOT_STARTED', validation: 'SUCCESS' },
  { id: 2, name: 'site-photo.jpg', size: 2_350_000, status: 'READY_TO_UPLOAD', validation: 'SUCCESS' },
  { id: 3, name: 'inspection-report.pdf', size: 4_800_000, status: 'UPLOADING', validation: 'SUCCESS', progress: 0.4 },
  { id: 4, name: 'invoice-1024.pdf', size: 96_500, status: 'UPLOADED', validation: 'SUCCESS', progress: 1, viewUrl: part },
  { id: 5, name: 'scan-2019.tiff', size: 31_000_000, status: 'UPLOADED_WITH_ERROR', validation: 'INVALID_EXTENSION' },
  { id: 6, name: 'setup.exe', size: 1_200_000, status: 'INVALID', validation: 'INVALID_EXTENSION' },
  { id: 7, name: 'floor-plan.png', size: 880_000, status: 'CANCELED', validation: 'SUCCESS', progress: 0.3 },
  { id: 8, name: 'measurements.xlsx', size: 45_300, status: 'ERROR', validation: 'SUCCESS', progress: 0.7 },
]

export default function Statuses() {
  return <FileUpload hideDropArea defaultValue={files} />
}
