import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import { FileUpload } from './FileUpload'
import type { FileItem } from './logic'
import type { FileUploadProps } from './schema'

beforeAll(async () => {
  await initI18n('en-US')
})

const setup = () => userEvent.setup({ applyAccept: false })

function sized(name: string, size: number, type = 'application/octet-stream'): File {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const rows = (list: 'current' | 'pre-uploaded' = 'current') => [...document.querySelectorAll<HTMLElement>(`[data-file-list="${list}"] [data-file-item]`)]

/** Controlled keeps the list in state, as an owner would. */
function Controlled(props: Partial<FileUploadProps> & { initial?: FileItem[] }) {
  const { initial = [], ...rest } = props
  const [files, setFiles] = useState<FileItem[]>(initial)
  return <FileUpload {...rest} value={files} onValueChange={setFiles} />
}

const item = (id: string, status: FileItem['status'], extra: Partial<FileItem> = {}): FileItem => ({ id, name: `${id}.pdf`, size: 2048, status, validation: 'SUCCESS', progress: 0.4, ...extra })

describe('FileUpload drop area', { timeout: 20_000 }, () => {
  it('is a real file input, named by its prompt and the label, reachable with Tab', async () => {
    const user = setup()
    render(<FileUpload label="Drawings" extensions={['pdf', 'png', 'jpg', 'dxf']} collapseExtensionsAfter={2} maxFileSize={5_000_000} />)
    const field = input()
    expect(field.getAttribute('accept')).toBe('.pdf,.png,.jpg,.dxf')
    expect(screen.getByLabelText(/Drawings.*Choose files or drop them here/)).toBe(field)
    await user.tab()
    expect(document.activeElement).toBe(field)
    const info = document.querySelector('[data-drop-info]')!
    expect(info.textContent).toBe('PDF, PNG… · up to 5 MB')
    expect(field.getAttribute('aria-describedby')).toContain(info.id)
    expect(document.querySelector('[data-file-upload]')!.getAttribute('data-state')).toBe('idle')
  })

  it('names no extensions and no size when every file is allowed', () => {
    render(<FileUpload />)
    expect(document.querySelector('[data-drop-info]')).toBeNull()
  })

  it('adds picked files as NOT_STARTED, validated, and tells the owner', async () => {
    const user = setup()
    const onAddFiles = vi.fn()
    render(<Controlled allowMultiple extensions={['PDF']} maxFileSize={1000} onAddFiles={onAddFiles} />)
    await user.upload(input(), [sized('plan.pdf', 10), sized('photo.png', 10), sized('huge.PDF', 5000)])
    expect(rows().map((r) => `${r.dataset.status}/${r.dataset.validation}`)).toEqual(['NOT_STARTED/SUCCESS', 'INVALID/INVALID_EXTENSION', 'INVALID/MAX_SIZE_EXCEEDED'])
    expect(within(rows()[0]).getByText('Not started')).toBeTruthy()
    expect(within(rows()[1]).getByText('File format not supported')).toBeTruthy()
    expect(within(rows()[2]).getByText('Maximum file size allowed exceeded')).toBeTruthy()
    expect(onAddFiles).toHaveBeenCalledTimes(1)
    expect(onAddFiles.mock.calls[0][0].map((a: { file: File; item: FileItem }) => [a.file.name, a.item.status])).toEqual([
      ['plan.pdf', 'NOT_STARTED'],
      ['photo.png', 'INVALID'],
      ['huge.PDF', 'INVALID'],
    ])
  })

  it('refuses several files when multiple is not allowed, and says so', async () => {
    const user = setup()
    render(<Controlled />)
    // a single file input gives one file when picking; a drop can bring several
    fireEvent.drop(document.querySelector('[data-drop-area]')!, { dataTransfer: { files: [sized('a.pdf', 1), sized('b.pdf', 1)] } })
    expect(rows()).toEqual([])
    const error = document.querySelector('[data-drop-error]')!
    expect(error.textContent).toBe('Multiple files upload not allowed')
    expect(input().getAttribute('aria-describedby')).toContain(error.id)
    await user.upload(input(), sized('a.pdf', 1))
    expect(rows()).toHaveLength(1)
    // single mode: the drop area hides once a file is listed
    expect(document.querySelector('input[type="file"]')).toBeNull()
    expect(document.querySelector('[data-drop-error]')!.textContent).toBe('')
  })

  it('takes dropped files and shows the drag over it', () => {
    render(<Controlled allowMultiple />)
    const area = document.querySelector<HTMLElement>('[data-drop-area]')!
    fireEvent.dragEnter(area, { dataTransfer: { files: [], dropEffect: 'none' } })
    expect(area.dataset.state).toBe('over')
    fireEvent.drop(area, { dataTransfer: { files: [sized('drop.txt', 3)] } })
    expect(area.dataset.state).toBe('idle')
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('drop.txt')])
  })

  it('starts a locally chosen file READY_TO_UPLOAD, and an immediate upload UPLOADING or ERROR', async () => {
    const user = setup()
    const { unmount } = render(<Controlled variant="field" />)
    await user.upload(input(), sized('a.pdf', 1))
    expect(rows()[0].dataset.status).toBe('READY_TO_UPLOAD')
    unmount()
    render(<Controlled variant="immediate" allowMultiple maxFileSize={5} />)
    await user.upload(input(), [sized('a.pdf', 1), sized('b.pdf', 10)])
    expect(rows().map((r) => r.dataset.status)).toEqual(['UPLOADING', 'ERROR'])
    expect(within(rows()[0]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')
    // an invalid ERROR file has no retry
    expect(within(rows()[1]).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('is disabled with its input and its actions', () => {
    render(<FileUpload isDisabled allowMultiple defaultValue={[item('a', 'ERROR')]} />)
    expect(input().disabled).toBe(true)
    expect(document.querySelector('[data-file-upload]')!.getAttribute('data-state')).toBe('disabled')
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('FileUpload list', { timeout: 20_000 }, () => {
  const all: FileItem[] = [
    item('not-started', 'NOT_STARTED'),
    item('ready', 'READY_TO_UPLOAD'),
    item('uploading', 'UPLOADING'),
    item('uploaded', 'UPLOADED', { viewUrl: '/files/uploaded', downloadUrl: '/dl/uploaded' }),
    item('with-error', 'UPLOADED_WITH_ERROR', { validation: 'MAX_SIZE_EXCEEDED' }),
    item('invalid', 'INVALID', { validation: 'INVALID_EXTENSION' }),
    item('canceled', 'CANCELED'),
    item('error', 'ERROR', { progress: 0.576 }),
    item('hidden', 'HIDDEN'),
  ]

  it('shows every status with its text, and hides HIDDEN files', () => {
    render(<FileUpload hideDropArea defaultValue={all} />)
    expect(input()).toBeNull()
    expect(rows().map((r) => [r.dataset.status, r.querySelector('[data-status-text]')?.textContent])).toEqual([
      ['NOT_STARTED', 'Not started'],
      ['READY_TO_UPLOAD', 'Ready to upload'],
      ['UPLOADING', 'Uploading...'],
      ['UPLOADED', 'Uploaded'],
      ['UPLOADED_WITH_ERROR', 'Uploaded with error'],
      ['INVALID', 'Invalid'],
      ['CANCELED', 'Canceled'],
      ['ERROR', 'Upload failed, please try again'],
    ])
  })

  it('shows the progress as a progressbar in whole percent while UPLOADING or ERROR only', () => {
    render(<FileUpload hideDropArea defaultValue={all} />)
    const bars = screen.getAllByRole('progressbar')
    expect(bars.map((b) => [b.closest<HTMLElement>('[data-file-item]')!.dataset.status, b.getAttribute('aria-valuenow'), b.getAttribute('aria-valuemax')])).toEqual([
      ['UPLOADING', '40', '100'],
      ['ERROR', '57', '100'],
    ])
    expect(screen.getByRole('progressbar', { name: 'uploading.pdf' })).toBe(bars[0])
    expect(bars[0].style.getPropertyValue('--file-progress')).toBe('40%')
    expect(bars[0].style.getPropertyValue('--file-progress-ms')).toBe('50ms')
  })

  it('offers cancel while uploading, retry for valid CANCELED and ERROR files, delete otherwise', () => {
    render(<FileUpload hideDropArea defaultValue={all} />)
    const actions = (id: string) =>
      within(screen.getByRole('group', { name: `${id}.pdf` }))
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label'))
    expect(actions('uploading')).toEqual(['Stop upload'])
    expect(actions('canceled')).toEqual(['Try again', 'Remove file'])
    expect(actions('error')).toEqual(['Try again', 'Remove file'])
    for (const id of ['not-started', 'ready', 'uploaded', 'with-error', 'invalid']) expect(actions(id), id).toEqual(['Remove file'])
  })

  it('links an UPLOADED file to its view in a new tab, or to its download', () => {
    render(<FileUpload hideDropArea defaultValue={[item('a', 'UPLOADED', { viewUrl: '/v/a', downloadUrl: '/d/a' }), item('b', 'UPLOADED', { downloadUrl: '/d/b' }), item('c', 'UPLOADED_WITH_ERROR', { viewUrl: '/v/c' })]} />)
    const view = screen.getByRole('link', { name: 'Open' })
    expect(view.getAttribute('href')).toBe('/v/a')
    expect(view.getAttribute('target')).toBe('_blank')
    expect(view.getAttribute('rel')).toBe('noopener noreferrer')
    const download = screen.getByRole('link', { name: 'Download' })
    expect(download.getAttribute('href')).toBe('/d/b')
    expect(download.getAttribute('download')).toBe('b.pdf')
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('cancels, retries and deletes, telling the owner', async () => {
    const user = setup()
    const onCancel = vi.fn()
    const onRetry = vi.fn()
    const onDelete = vi.fn()
    render(<Controlled hideDropArea initial={[item('a', 'UPLOADING'), item('b', 'ERROR')]} onCancel={onCancel} onRetry={onRetry} onDelete={onDelete} />)
    await user.click(screen.getByRole('button', { name: 'Stop upload' }))
    expect(rows()[0].dataset.status).toBe('CANCELED')
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }))
    await user.click(within(rows()[1]).getByRole('button', { name: 'Try again' }))
    expect(rows()[1].dataset.status).toBe('UPLOADING')
    expect(within(rows()[1]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }))
    await user.click(within(rows()[0]).getByRole('button', { name: 'Remove file' }))
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('b.pdf')])
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }))
  })

  it('lists files uploaded before apart, with the internal mark', () => {
    render(<FileUpload allowMultiple defaultValue={[item('new', 'READY_TO_UPLOAD'), item('old', 'UPLOADED', { isPreUploaded: true, isInternal: true })]} />)
    expect(rows().map((r) => r.querySelector('[id$="-name"]')!.textContent)).toEqual(['new.pdf'])
    const earlier = screen.getByRole('list', { name: 'Uploaded earlier' })
    expect(within(earlier).getByText('old.pdf')).toBeTruthy()
    expect(within(earlier).getByText('Internal')).toBeTruthy()
  })

  it('speaks the example locale', async () => {
    const de = i18n.cloneInstance({ lng: 'de-DE', initAsync: false })
    await de.loadLanguages('de-DE')
    await de.changeLanguage('de-DE')
    render(
      <I18nextProvider i18n={de}>
        <FileUpload maxFileSize={2_500_000} defaultValue={[item('a', 'ERROR')]} allowMultiple />
      </I18nextProvider>,
    )
    expect(screen.getByText('Hochladen fehlgeschlagen, bitte erneut versuchen')).toBeTruthy()
    expect(document.querySelector('[data-max-size]')!.textContent).toBe('bis 2,5 MB')
    expect(screen.getByText('Dateien auswählen')).toBeTruthy()
  })

  it('logs invalid props and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<FileUpload hideDropArea defaultValue={[{ ...item('a', 'UPLOADING'), size: -3 }]} />)
    expect(rows()).toHaveLength(1)
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^FileUpload: invalid prop "defaultValue\.0\.size"/)))
  })
})

// The camera flows take many steps through a modal: generous time for a busy machine.
describe('FileUpload camera', { timeout: 20_000 }, () => {
  const stop = vi.fn()
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream
  let getUserMedia: ReturnType<typeof vi.fn>

  beforeEach(() => {
    stop.mockReset()
    getUserMedia = vi.fn().mockResolvedValue(stream)
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia, enumerateDevices: vi.fn().mockResolvedValue([{ kind: 'videoinput', deviceId: 'cam-1' }]) } })
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:photo') })
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() })
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as CanvasRenderingContext2D)
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback: BlobCallback) {
      callback(new Blob(['png'], { type: 'image/png' }))
    })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices')
  })

  it('takes, reviews, retakes and accepts a photo, adding a PNG named by the date-time', async () => {
    const user = setup()
    const onAddFiles = vi.fn()
    render(<Controlled allowPhotos allowMultiple onAddFiles={onAddFiles} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Take photo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Camera' })
    expect(getUserMedia).toHaveBeenCalledWith({ video: { width: { ideal: 8192 }, height: { ideal: 8192 } } })
    const camera = () => document.querySelector<HTMLElement>('[data-camera]')!
    await waitFor(() => expect(camera().dataset.stream).toBe('ready'))
    expect(camera().dataset.state).toBe('capture')
    expect((dialog.querySelector('video') as HTMLVideoElement & { srcObject: unknown }).srcObject).toBe(stream)

    await user.click(within(dialog).getByRole('button', { name: 'Take photo' }))
    await screen.findByRole('dialog', { name: 'Check your photo' })
    expect(camera().dataset.state).toBe('review')
    expect(screen.getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe('blob:photo')

    await user.click(screen.getByRole('button', { name: 'Take another' }))
    expect(camera().dataset.state).toBe('capture')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Take photo' }))
    await user.click(await screen.findByRole('button', { name: 'Use this photo' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(stop).toHaveBeenCalled()
    expect(rows()).toHaveLength(1)
    const added = onAddFiles.mock.calls[0][0][0] as { file: File; item: FileItem }
    expect(added.file.name).toMatch(/^photo-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.png$/)
    expect(added.file.type).toBe('image/png')
    expect(added.item.status).toBe('NOT_STARTED')
  })

  it('maps camera errors, retries to capture and cancels', async () => {
    const user = setup()
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' })).mockRejectedValueOnce(Object.assign(new Error('busy'), { name: 'AbortError' }))
    render(<Controlled allowPhotos />)
    await user.click(screen.getByRole('button', { name: 'Take photo' }))
    await screen.findByRole('dialog', { name: 'Camera problem' })
    expect(screen.getByRole('alert').textContent).toBe('Permission denied to use the camera')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unknown: busy'))
    expect(getUserMedia).toHaveBeenCalledTimes(2)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(document.querySelector<HTMLElement>('[data-camera]')!.dataset.stream).toBe('ready'))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(stop).toHaveBeenCalled()
  })

  it('says a browser without camera access is not supported, and closes on Escape', async () => {
    const user = setup()
    Reflect.deleteProperty(navigator, 'mediaDevices')
    render(<Controlled allowPhotos />)
    await user.click(screen.getByRole('button', { name: 'Take photo' }))
    await screen.findByRole('dialog', { name: 'Camera problem' })
    expect(screen.getByRole('alert').textContent).toBe('No compatible camera found')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
