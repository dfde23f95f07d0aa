import { useEffect, useState } from 'react'
import { Button } from '../../library/button/Button'
import { FileUpload } from '../../library/file-upload/FileUpload'
import { canStartUpload, fileTransition, preUploadedItem, type FileItem } from '../../library/file-upload/logic'
import { fileItemSchema, fileUploadSchema } from '../../library/file-upload/schema'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import cardPart from './display-a/card-part.svg'
import demo from './display-a/demo.module.css'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

/** The simulated upload: every TICK_MS an UPLOADING file advances by STEP; a file with “fail” in its name fails at FAIL_AT. */
const TICK_MS = 150
const STEP = 0.1
const FAIL_AT = 0.6

function advance(item: FileItem): FileItem {
  if (item.status !== 'UPLOADING') return item
  const next = Math.round(((item.progress ?? 0) + STEP) * 10) / 10
  if (/fail/i.test(item.name) && next >= FAIL_AT) return fileTransition(fileTransition(item, { type: 'PROGRESS', progress: FAIL_AT }), { type: 'FAIL' })
  if (next >= 1) return fileTransition(item, { type: 'SUCCEED' })
  return fileTransition(item, { type: 'PROGRESS', progress: next })
}

/** useSimulatedUploads keeps a list of files and uploads them locally in fixed steps; nothing runs until a file uploads. */
function useSimulatedUploads(initial: FileItem[] = []) {
  const [files, setFiles] = useState<FileItem[]>(initial)
  const uploading = files.some((f) => f.status === 'UPLOADING')
  useEffect(() => {
    if (!uploading) return
    const timer = setInterval(() => setFiles((list) => list.map(advance)), TICK_MS)
    return () => clearInterval(timer)
  }, [uploading])
  const startAll = () => setFiles((list) => list.map((f) => (canStartUpload(f) ? fileTransition(f, { type: 'START' }) : f)))
  return { files, setFiles, startAll }
}

const EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'txt', 'docx', 'xlsx']

const STATUS_ITEMS: FileItem[] = [
  { id: 1, name: 'delivery-note.pdf', size: 182_400, status: 'NOT_STARTED', validation: 'SUCCESS' },
  { id: 2, name: 'site-photo.jpg', size: 2_350_000, status: 'READY_TO_UPLOAD', validation: 'SUCCESS' },
  { id: 3, name: 'inspection-report.pdf', size: 4_800_000, status: 'UPLOADING', validation: 'SUCCESS', progress: 0.4 },
  { id: 4, name: 'invoice-1024.pdf', size: 96_500, status: 'UPLOADED', validation: 'SUCCESS', progress: 1, viewUrl: cardPart },
  { id: 5, name: 'scan-2019.tiff', size: 31_000_000, status: 'UPLOADED_WITH_ERROR', validation: 'INVALID_EXTENSION' },
  { id: 6, name: 'setup.exe', size: 1_200_000, status: 'INVALID', validation: 'INVALID_EXTENSION' },
  { id: 7, name: 'floor-plan.png', size: 880_000, status: 'CANCELED', validation: 'SUCCESS', progress: 0.3 },
  { id: 8, name: 'measurements.xlsx', size: 45_300, status: 'ERROR', validation: 'SUCCESS', progress: 0.7 },
]

const STATUS_CODE = `const files: FileItem[] = [
  { id: 1, name: 'delivery-note.pdf', size: 182400, status: 'NOT_STARTED' },
  { id: 2, name: 'site-photo.jpg', size: 2350000, status: 'READY_TO_UPLOAD' },
  { id: 3, name: 'inspection-report.pdf', size: 4800000, status: 'UPLOADING', progress: 0.4 },
  { id: 4, name: 'invoice-1024.pdf', size: 96500, status: 'UPLOADED', viewUrl: '/files/4' },
  { id: 5, name: 'scan-2019.tiff', size: 31000000, status: 'UPLOADED_WITH_ERROR', validation: 'INVALID_EXTENSION' },
  { id: 6, name: 'setup.exe', size: 1200000, status: 'INVALID', validation: 'INVALID_EXTENSION' },
  { id: 7, name: 'floor-plan.png', size: 880000, status: 'CANCELED', progress: 0.3 },
  { id: 8, name: 'measurements.xlsx', size: 45300, status: 'ERROR', progress: 0.7 },
]

<FileUpload hideDropArea defaultValue={files} />`

function LiveExample() {
  const { files, setFiles, startAll } = useSimulatedUploads()
  const waiting = files.filter(canStartUpload).length
  return (
    <div className={demo.stack}>
      <FileUpload
        label="Attachments"
        allowMultiple
        extensions={EXTENSIONS}
        collapseExtensionsAfter={4}
        maxFileSize={1_000_000}
        helpText="This demo uploads nothing: files advance 10 % every 150 ms, and a name with “fail” in it fails at 60 %."
        value={files}
        onValueChange={setFiles}
      />
      <div className={demo.row}>
        <Button variant="primary" icon="upload" label={waiting === 1 ? 'Upload 1 file' : waiting > 1 ? `Upload ${waiting} files` : 'Upload files'} isDisabled={waiting === 0} onClick={startAll} />
      </div>
    </div>
  )
}

const LIVE_CODE = `const [files, setFiles] = useState<FileItem[]>([])

// start the upload of every file that is ready for it
const uploadAll = () =>
  setFiles((list) => list.map((f) => (canStartUpload(f) ? fileTransition(f, { type: 'START' }) : f)))

// report progress, success and failure from your request:
//   fileTransition(item, { type: 'PROGRESS', progress: 0.5 })
//   fileTransition(item, { type: 'SUCCEED' })  or  { type: 'FAIL' }

<FileUpload
  label="Attachments"
  allowMultiple
  extensions={['pdf', 'png', 'jpg', 'jpeg', 'txt', 'docx', 'xlsx']}
  collapseExtensionsAfter={4}
  maxFileSize={1_000_000}
  value={files}
  onValueChange={setFiles}
/>
<Button variant="primary" icon="upload" label="Upload files" onClick={uploadAll} />`

function ImmediateExample() {
  const { files, setFiles } = useSimulatedUploads()
  return <FileUpload variant="immediate" allowMultiple maxFileSize={1_000_000} value={files} onValueChange={setFiles} />
}

const PRE_UPLOADED: FileItem[] = [
  preUploadedItem({ id: 'contract', name: 'contract-signed.pdf', size: 412_000, viewUrl: cardPart }, { extensions: ['pdf', 'png'] }),
  preUploadedItem({ id: 'drawing', name: 'drawing-rev-b.png', size: 1_480_000, downloadUrl: cardPart, isInternal: true }, { extensions: ['pdf', 'png'] }),
  preUploadedItem({ id: 'legacy', name: 'offer-2021.doc', size: 96_000 }, { extensions: ['pdf', 'png'] }),
]

function SingleExample() {
  const [files, setFiles] = useState<FileItem[]>([])
  return <FileUpload label="Profile picture" extensions={['png', 'jpg']} maxFileSize={500_000} value={files} onValueChange={setFiles} />
}

function PlaygroundUpload(props: Parameters<typeof FileUpload>[0]) {
  return <FileUpload {...props} />
}

/** The file upload's page: file item and statuses, uploading, validation, local and pre-uploaded files, the deprecated immediate upload, the drop area, the camera, props and playground. */
export default function FileUploadPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        The file upload takes files that people pick, drop or photograph, checks them against the formats and the size you allow, and lists them with their
        status while they upload. It does not send anything itself: you upload each file your way and report its progress back through <code>value</code>, so the
        list always shows what your requests do.
      </p>

      <h2 id="the-file-item-and-its-statuses">The file item and its statuses</h2>
      <p>
        Each file in the list is a <code>FileItem</code>: <code>id</code>, <code>name</code>, <code>size</code> in bytes, <code>status</code>,{' '}
        <code>validation</code> (<code>SUCCESS</code>, <code>INVALID_EXTENSION</code> or <code>MAX_SIZE_EXCEEDED</code>), <code>progress</code> from 0 to 1, and
        optionally <code>viewUrl</code>, <code>downloadUrl</code> and <code>isInternal</code>. The status decides the text, the progress bar and the actions:
      </p>
      <ul>
        <li>
          A progress bar, in whole percent, shows while a file is <code>UPLOADING</code>, and stays at the point of failure for <code>ERROR</code>.
        </li>
        <li>The button beside a file stops its upload while it is uploading, and removes the file otherwise.</li>
        <li>
          <code>CANCELED</code> and <code>ERROR</code> files can be tried again, unless they failed validation: an invalid file never uploads.
        </li>
        <li>
          An <code>UPLOADED</code> file with a <code>viewUrl</code> opens it in a new tab; with only a <code>downloadUrl</code> it downloads it. No other status
          links the file.
        </li>
        <li>
          <code>HIDDEN</code> files are kept in the value but not listed.
        </li>
      </ul>
      <Example id="statuses" title="Every status" description="A list without a drop area, each file in one status; the upload stands still at 40 %." code={STATUS_CODE}>
        <FileUpload hideDropArea defaultValue={STATUS_ITEMS} />
      </Example>

      <h3 id="how-a-status-changes">How a status changes</h3>
      <table className={styles.table}>
        <caption>Status transitions (fileTransition in logic.ts)</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Event</th>
            <th scope="col">To</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>NOT_STARTED, READY_TO_UPLOAD</td>
            <td>START (valid files only)</td>
            <td>UPLOADING at 0 %</td>
          </tr>
          <tr>
            <td>UPLOADING</td>
            <td>PROGRESS, SUCCEED, FAIL, CANCEL</td>
            <td>UPLOADING, UPLOADED, ERROR, CANCELED</td>
          </tr>
          <tr>
            <td>CANCELED, ERROR</td>
            <td>RETRY (valid files only)</td>
            <td>UPLOADING at 0 %</td>
          </tr>
          <tr>
            <td>any listed status</td>
            <td>HIDE</td>
            <td>HIDDEN</td>
          </tr>
        </tbody>
      </table>

      <h2 id="uploading">Uploading</h2>
      <p>
        In the standalone list (<code>variant=&quot;standalone&quot;</code>, the default) a new valid file waits as <code>NOT_STARTED</code> until you start it;
        a file that fails validation is <code>INVALID</code>. <code>onAddFiles</code> gives you each new <code>File</code> with its item, <code>onCancel</code>,{' '}
        <code>onRetry</code> and <code>onDelete</code> tell you what the person did, and <code>onValueChange</code> gives the new list each time. Try it: drop or
        choose a few files, then upload them.
      </p>
      <Example id="live" title="A simulated upload" description="Uploads are simulated in this page, in fixed steps; nothing leaves your browser." code={LIVE_CODE}>
        <LiveExample />
      </Example>

      <h2 id="validation">Validation</h2>
      <p>
        Each new file is validated before it is listed. Its extension is compared with <code>extensions</code> without regard to case (<code>PDF</code>,{' '}
        <code>.pdf</code> and <code>pdf</code> are the same), and an empty list allows every file; a file of another format reads “File format not supported”.
        A file larger than <code>maxFileSize</code> (in bytes; equal is fine) reads “Maximum file size allowed exceeded”. Without <code>allowMultiple</code>,
        picking or dropping several files at once is refused as a whole with “Multiple files upload not allowed” under the drop area, and the drop area hides
        once a file is listed.
      </p>
      <Example
        id="single"
        title="One file, PNG or JPG, up to 500 kB"
        description="Drop two files at once to see the refusal; remove the file to bring the drop area back."
        code={`const [files, setFiles] = useState<FileItem[]>([])

<FileUpload
  label="Profile picture"
  extensions={['png', 'jpg']}
  maxFileSize={500_000}
  value={files}
  onValueChange={setFiles}
/>`}
      >
        <SingleExample />
      </Example>

      <h2 id="locally-chosen-and-pre-uploaded-files">Locally chosen and pre-uploaded files</h2>
      <p>
        In a form, files are often sent with the form rather than one by one: <code>variant=&quot;field&quot;</code> makes a new valid file{' '}
        <code>READY_TO_UPLOAD</code> (an invalid one <code>INVALID</code>). Files that were uploaded before come in through <code>value</code> or{' '}
        <code>defaultValue</code> with <code>isPreUploaded</code>; <code>preUploadedItem</code> builds one and checks it against today’s rules, giving{' '}
        <code>UPLOADED</code> or <code>UPLOADED_WITH_ERROR</code>. They are listed apart, under “Uploaded earlier”.
      </p>
      <Example
        id="field"
        title="A form’s attachments"
        code={`const rules = { extensions: ['pdf', 'png'] }
const earlier = [
  preUploadedItem({ id: 'contract', name: 'contract-signed.pdf', size: 412000, viewUrl: '/files/contract' }, rules),
  preUploadedItem({ id: 'drawing', name: 'drawing-rev-b.png', size: 1480000, downloadUrl: '/files/drawing', isInternal: true }, rules),
  preUploadedItem({ id: 'legacy', name: 'offer-2021.doc', size: 96000 }, rules),
]

<FileUpload variant="field" label="Attachments" allowMultiple extensions={rules.extensions} defaultValue={earlier} />`}
      >
        <FileUpload variant="field" label="Attachments" allowMultiple extensions={['pdf', 'png']} defaultValue={PRE_UPLOADED} />
      </Example>

      <h2 id="immediate-upload-deprecated">Immediate upload (deprecated)</h2>
      <p>
        <code>variant=&quot;immediate&quot;</code> starts a valid file as <code>UPLOADING</code> the moment it is added, and marks an invalid one as{' '}
        <code>ERROR</code>. It is kept for existing screens and is deprecated: use the standalone list and start the upload from <code>onAddFiles</code> instead,
        which gives the same behaviour with the status under your control.
      </p>
      <Example id="immediate" title="Uploads as soon as a file is added" code={`<FileUpload variant="immediate" allowMultiple maxFileSize={1_000_000} value={files} onValueChange={setFiles} />`}>
        <ImmediateExample />
      </Example>

      <h2 id="the-drop-area">The drop area</h2>
      <p>
        The drop area names the allowed formats, at most <code>collapseExtensionsAfter</code> of them before an ellipsis (the full list is in its tooltip), and
        the maximum size in the reader’s number format; both are left out when everything is allowed. <code>icon</code>, <code>label</code>,{' '}
        <code>helpText</code> and <code>externalUrl</code> (a “learn more” link that opens in a new tab) complete it.
      </p>
      <Example
        id="drop-area"
        title="Formats, size, help and a link"
        code={`<FileUpload
  label="Technical documents"
  icon="attachment"
  allowMultiple
  extensions={['pdf', 'dwg', 'dxf', 'step', 'stl', 'obj']}
  collapseExtensionsAfter={3}
  maxFileSize={25_000_000}
  helpText="Drawings and 3D models of the part."
  externalUrl="/tessera/foundations/text/writing-style"
/>`}
      >
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
      </Example>
      <Example id="disabled" title="Disabled" code={`<FileUpload label="Attachments" isDisabled extensions={['pdf']} maxFileSize={5_000_000} />`}>
        <FileUpload label="Attachments" isDisabled extensions={['pdf']} maxFileSize={5_000_000} />
      </Example>

      <h2 id="photos-from-the-camera">Photos from the camera</h2>
      <p>
        With <code>allowPhotos</code> the drop area offers “Take photo”, which opens the camera in the library’s modal. The flow has four views: closed, capture
        (the live camera), review (the photo just taken) and error. “Take photo” captures and shows the photo; “Use this photo” closes the dialog and adds it as
        a PNG file named by the local date-time, such as <code>photo-2026-01-15-12-00-00.png</code>; “Take another” returns to the camera. Cancel or Escape
        closes from any view and releases the camera. The camera is asked for an ideal resolution of 8192 × 8192, so it gives its best; with several cameras,
        “Switch camera” moves to the next.
      </p>
      <table className={styles.table}>
        <caption>Camera errors</caption>
        <thead>
          <tr>
            <th scope="col">Error name</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>NotAllowedError</td>
            <td>Permission denied to use the camera</td>
          </tr>
          <tr>
            <td>NotFoundError</td>
            <td>No available camera found</td>
          </tr>
          <tr>
            <td>NotSupportedError (also a browser without camera access)</td>
            <td>No compatible camera found</td>
          </tr>
          <tr>
            <td>any other</td>
            <td>Unknown: followed by the error</td>
          </tr>
        </tbody>
      </table>
      <p>The error view offers “Try again”, which asks for the camera again, and Cancel.</p>
      <Example id="camera" title="Files or a photo" description="The camera opens only when you press Take photo." code={`<FileUpload label="Damage report" allowMultiple allowPhotos extensions={['png', 'jpg']} />`}>
        <FileUpload label="Damage report" allowMultiple allowPhotos extensions={['png', 'jpg']} />
      </Example>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          The drop area is a real <code>input type=&quot;file&quot;</code>: Tab reaches it and Enter or Space opens the file picker; it is named by the label and
          the prompt, and described by the formats, the size, the help text and the error.
        </li>
        <li>The refusal of several files is announced (a polite live region under the drop area).</li>
        <li>
          Each upload’s progress is a <code>progressbar</code> named by its file, with <code>aria-valuenow</code> in whole percent.
        </li>
        <li>The buttons of a file are a group named by the file, so “Remove file” is never ambiguous; the view link says where it goes and opens a new tab.</li>
        <li>The camera is a modal dialog: the focus stays inside, Escape closes it, and the focus returns to “Take photo”. Its errors are alerts.</li>
        <li>Statuses never rest on colour alone: each has its text, and validation failures an icon and a message.</li>
      </ul>

      <h2 id="validation-2">Validation</h2>
      <Validation
        name="FileUpload"
        schema={fileUploadSchema}
        cases={[
          { code: 'maxFileSize={-1}', props: { maxFileSize: -1 } },
          { code: "extensions={['pdf', '']}", props: { extensions: ['pdf', ''] } },
          { code: "value={[{ id: 1, name: 'a.pdf', size: 1.5, status: 'UPLOADED' }]}", props: { value: [{ id: 1, name: 'a.pdf', size: 1.5, status: 'UPLOADED' }] } },
          { code: "value={[{ id: 1, name: 'a.pdf', size: 10, status: 'UPLOADING', progress: 40 }]}", props: { value: [{ id: 1, name: 'a.pdf', size: 10, status: 'UPLOADING', progress: 40 }] } },
          { code: 'variant="remote"', props: { variant: 'remote' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={fileUploadSchema} name="FileUpload" />
      <h3 id="fileitem">FileItem</h3>
      <PropsTable schema={fileItemSchema} name="FileItem" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={fileUploadSchema}
        name="FileUpload"
        component={PlaygroundUpload}
        initial={{ label: 'Attachments', allowMultiple: true, extensions: ['pdf', 'png', 'jpg'], maxFileSize: 2_000_000 }}
        omit={['value', 'defaultValue']}
        description="Added files stay NOT_STARTED here: the playground uploads nothing."
      />
    </article>
  )
}
