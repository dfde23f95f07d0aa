import { FileUpload } from '@tessera-ds/library/file-upload'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-more', steps: [{ hover: { role: 'link', name: { label: 'file-upload.text.learnMore' } } }] },
]

export default function DropArea() {
  return (
    <FileUpload
      label="Technical documents"
      icon="attachment"
      allowMultiple
      extensions={['pdf', 'dwg', 'dxf', 'step', 'stl', 'obj']}
      collapseExtensionsAfter={3}
      maxFileSize={25_000_000}
      helpText="Drawings and 3D models of the part."
      externalUrl="/tessera/foundations/text/writing-style"
    />
  )
}
