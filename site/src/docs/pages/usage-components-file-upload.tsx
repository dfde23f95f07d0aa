import { FileUpload } from '../../library/file-upload/FileUpload'
import { fileItemSchema, fileUploadSchema } from '../../library/file-upload/schema'
import uploadsSource from '../examples/shared/uploads.ts?raw'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { SharedModule } from '../kit/SharedModule'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ex = examples(
  import.meta.glob('../examples/file-upload/*.tsx', { eager: true }),
  import.meta.glob('../examples/file-upload/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

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
      <Example example={ex.statuses} title="Every status" description="A list without a drop area, each file in one status; the upload stands still at 40 %." />

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
      <SharedModule path="../shared/uploads" source={uploadsSource}>
        The examples that upload do it in the page; the simulated upload:
      </SharedModule>
      <Example example={ex.live} title="A simulated upload" description="Uploads are simulated in this page, in fixed steps; nothing leaves your browser." />

      <h2 id="validation">Validation</h2>
      <p>
        Each new file is validated before it is listed. Its extension is compared with <code>extensions</code> without regard to case (<code>PDF</code>,{' '}
        <code>.pdf</code> and <code>pdf</code> are the same), and an empty list allows every file; a file of another format reads “File format not supported”.
        A file larger than <code>maxFileSize</code> (in bytes; equal is fine) reads “Maximum file size allowed exceeded”. Without <code>allowMultiple</code>,
        picking or dropping several files at once is refused as a whole with “Multiple files upload not allowed” under the drop area, and the drop area hides
        once a file is listed.
      </p>
      <Example
        example={ex.single}
        title="One file, PNG or JPG, up to 500 kB"
        description="Drop two files at once to see the refusal; remove the file to bring the drop area back."
      />

      <h2 id="locally-chosen-and-pre-uploaded-files">Locally chosen and pre-uploaded files</h2>
      <p>
        In a form, files are often sent with the form rather than one by one: <code>variant=&quot;field&quot;</code> makes a new valid file{' '}
        <code>READY_TO_UPLOAD</code> (an invalid one <code>INVALID</code>). Files that were uploaded before come in through <code>value</code> or{' '}
        <code>defaultValue</code> with <code>isPreUploaded</code>; <code>preUploadedItem</code> builds one and checks it against today’s rules, giving{' '}
        <code>UPLOADED</code> or <code>UPLOADED_WITH_ERROR</code>. They are listed apart, under “Uploaded earlier”.
      </p>
      <Example example={ex.field} title="A form’s attachments" />

      <h2 id="immediate-upload-deprecated">Immediate upload (deprecated)</h2>
      <p>
        <code>variant=&quot;immediate&quot;</code> starts a valid file as <code>UPLOADING</code> the moment it is added, and marks an invalid one as{' '}
        <code>ERROR</code>. It is kept for existing screens and is deprecated: use the standalone list and start the upload from <code>onAddFiles</code> instead,
        which gives the same behaviour with the status under your control.
      </p>
      <Example example={ex.immediate} title="Uploads as soon as a file is added" />

      <h2 id="the-drop-area">The drop area</h2>
      <p>
        The drop area names the allowed formats, at most <code>collapseExtensionsAfter</code> of them before an ellipsis (the full list is in its tooltip), and
        the maximum size in the reader’s number format; both are left out when everything is allowed. <code>icon</code>, <code>label</code>,{' '}
        <code>helpText</code> and <code>externalUrl</code> (a “learn more” link that opens in a new tab) complete it.
      </p>
      <Example example={ex['drop-area']} title="Formats, size, help and a link" />
      <Example example={ex.disabled} title="Disabled" />

      <PhotosAndReference />
    </article>
  )
}

/** The end of the page: photos from the camera, accessibility, validation, props and playground. */
function PhotosAndReference() {
  return (
    <>
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
      <Example example={ex.camera} title="Files or a photo" description="The camera opens only when you press Take photo." />

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
          { props: { maxFileSize: -1 } },
          { props: { extensions: ['pdf', ''] } },
          { props: { value: [{ id: 1, name: 'a.pdf', size: 1.5, status: 'UPLOADED' }] } },
          { props: { value: [{ id: 1, name: 'a.pdf', size: 10, status: 'UPLOADING', progress: 40 }] } },
          { props: { variant: 'remote' } },
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
    </>
  )
}
