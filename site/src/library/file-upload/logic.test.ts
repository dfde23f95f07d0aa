// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../icon/names'
import {
  acceptAttribute,
  CAMERA_CLOSED,
  cameraConstraints,
  cameraError,
  cameraErrorMessage,
  cameraReducer,
  canStartUpload,
  clampProgress,
  createFileItem,
  DEFAULT_UPLOAD_ICON,
  dropTransition,
  extensionOf,
  extensionsSummary,
  FILE_STATUSES,
  FILE_TRANSITIONS,
  fileActions,
  fileTransition,
  formatFileSize,
  formatPercent,
  initialStatus,
  isExtensionAllowed,
  isListed,
  normalizeExtension,
  photoFileName,
  PHOTO_IDEAL_RESOLUTION,
  PHOTO_TYPE,
  preUploadedItem,
  PROGRESS_TRANSITION_MS,
  progressPercent,
  selectionError,
  showDropArea,
  showsMaxSize,
  showsProgress,
  sourceOfVariant,
  splitItems,
  statusKey,
  UNLIMITED,
  validateFile,
  validationKey,
  validationOf,
  type CameraEvent,
  type CameraState,
  type FileEvent,
  type FileItem,
  type FileStatus,
} from './logic'

const item = (status: FileStatus, extra: Partial<FileItem> = {}): FileItem => ({ id: 1, name: 'plan.pdf', size: 100, status, validation: 'SUCCESS', progress: 0.4, ...extra })

describe('extensions', () => {
  it('normalizes an extension: no dot, lower case, trimmed', () => {
    expect(['PDF', '.pdf', ' .Pdf ', '..pdf'].map(normalizeExtension)).toEqual(['pdf', 'pdf', 'pdf', 'pdf'])
  })
  it('reads a file name’s last extension in lower case, none for dot files or a trailing dot', () => {
    expect(extensionOf('report.final.PDF')).toBe('pdf')
    expect(extensionOf('README')).toBe('')
    expect(extensionOf('.env')).toBe('')
    expect(extensionOf('draft.')).toBe('')
  })
  it('compares case-insensitively', () => {
    expect(isExtensionAllowed('Scan.JPG', ['jpg'])).toBe(true)
    expect(isExtensionAllowed('scan.jpg', ['.JPG'])).toBe(true)
    expect(isExtensionAllowed('scan.jpeg', ['jpg'])).toBe(false)
    expect(isExtensionAllowed('README', ['txt'])).toBe(false)
  })
  it('allows every file with an empty list', () => {
    expect(isExtensionAllowed('anything.xyz', [])).toBe(true)
    expect(isExtensionAllowed('README')).toBe(true)
    expect(isExtensionAllowed('x.exe', ['  '])).toBe(true)
  })
})

describe('validateFile', () => {
  const rules = { extensions: ['pdf', 'PNG'], maxFileSize: 1000 }
  it('is SUCCESS for an allowed file up to the maximum size, inclusive', () => {
    expect(validateFile({ name: 'a.pdf', size: 1000 }, rules)).toBe('SUCCESS')
    expect(validateFile({ name: 'a.png', size: 0 }, rules)).toBe('SUCCESS')
  })
  it('is INVALID_EXTENSION for another format (checked before the size)', () => {
    expect(validateFile({ name: 'a.doc', size: 5 }, rules)).toBe('INVALID_EXTENSION')
    expect(validateFile({ name: 'a.doc', size: 5000 }, rules)).toBe('INVALID_EXTENSION')
  })
  it('is MAX_SIZE_EXCEEDED above the maximum', () => {
    expect(validateFile({ name: 'a.pdf', size: 1001 }, rules)).toBe('MAX_SIZE_EXCEEDED')
  })
  it('is unlimited without rules', () => {
    expect(validateFile({ name: 'big.bin', size: 2 ** 40 })).toBe('SUCCESS')
  })
  it('has locale keys for the failures and none for SUCCESS', () => {
    expect(validationKey('INVALID_EXTENSION')).toBe('file-upload.validationMsg.INVALID_EXTENSION')
    expect(validationKey('MAX_SIZE_EXCEEDED')).toBe('file-upload.validationMsg.MAX_SIZE_EXCEEDED')
    expect(validationKey('SUCCESS')).toBeNull()
  })
  it('reads a missing validation as SUCCESS', () => {
    expect(validationOf({})).toBe('SUCCESS')
    expect(validationOf({ validation: 'MAX_SIZE_EXCEEDED' })).toBe('MAX_SIZE_EXCEEDED')
  })
})

describe('how a file starts', () => {
  it('depends on the source and on validity', () => {
    expect(initialStatus('standalone', 'SUCCESS')).toBe('NOT_STARTED')
    expect(initialStatus('standalone', 'INVALID_EXTENSION')).toBe('INVALID')
    expect(initialStatus('immediate', 'SUCCESS')).toBe('UPLOADING')
    expect(initialStatus('immediate', 'MAX_SIZE_EXCEEDED')).toBe('ERROR')
    expect(initialStatus('local', 'SUCCESS')).toBe('READY_TO_UPLOAD')
    expect(initialStatus('local', 'INVALID_EXTENSION')).toBe('INVALID')
    expect(initialStatus('pre-uploaded', 'SUCCESS')).toBe('UPLOADED')
    expect(initialStatus('pre-uploaded', 'MAX_SIZE_EXCEEDED')).toBe('UPLOADED_WITH_ERROR')
  })
  it('maps each variant to its source', () => {
    expect(sourceOfVariant('standalone')).toBe('standalone')
    expect(sourceOfVariant('field')).toBe('local')
    expect(sourceOfVariant('immediate')).toBe('immediate')
  })
  it('creates an item with its validation, status and no progress', () => {
    expect(createFileItem({ name: 'a.PDF', size: 10 }, 'f1', 'standalone', { extensions: ['pdf'] })).toEqual({ id: 'f1', name: 'a.PDF', size: 10, status: 'NOT_STARTED', validation: 'SUCCESS', progress: 0 })
    expect(createFileItem({ name: 'a.txt', size: 10 }, 2, 'local', { extensions: ['pdf'] })).toMatchObject({ status: 'INVALID', validation: 'INVALID_EXTENSION' })
    expect(createFileItem({ name: 'a.pdf', size: 10 }, 3, 'immediate', { maxFileSize: 5 })).toMatchObject({ status: 'ERROR', validation: 'MAX_SIZE_EXCEEDED' })
  })
  it('makes a pre-uploaded item: UPLOADED or UPLOADED_WITH_ERROR, marked apart, with its links', () => {
    const ok = preUploadedItem({ id: 'p', name: 'contract.pdf', size: 10, viewUrl: '/v', isInternal: true }, { extensions: ['pdf'] })
    expect(ok).toEqual({ id: 'p', name: 'contract.pdf', size: 10, status: 'UPLOADED', validation: 'SUCCESS', progress: 1, isPreUploaded: true, viewUrl: '/v', downloadUrl: null, isInternal: true })
    expect(preUploadedItem({ id: 'q', name: 'old.doc', size: 10 }, { extensions: ['pdf'] })).toMatchObject({ status: 'UPLOADED_WITH_ERROR', validation: 'INVALID_EXTENSION', isPreUploaded: true, isInternal: false })
  })
})

describe('fileTransition', () => {
  const all: FileEvent[] = [{ type: 'START' }, { type: 'PROGRESS', progress: 0.5 }, { type: 'SUCCEED' }, { type: 'FAIL' }, { type: 'CANCEL' }, { type: 'RETRY' }, { type: 'HIDE' }]
  it('has an entry for every status', () => {
    expect(Object.keys(FILE_TRANSITIONS).sort()).toEqual([...FILE_STATUSES].sort())
  })
  it('starts a valid NOT_STARTED or READY_TO_UPLOAD file from 0 %', () => {
    expect(fileTransition(item('NOT_STARTED'), { type: 'START' })).toMatchObject({ status: 'UPLOADING', progress: 0 })
    expect(fileTransition(item('READY_TO_UPLOAD'), { type: 'START' })).toMatchObject({ status: 'UPLOADING', progress: 0 })
  })
  it('never uploads a file that failed validation', () => {
    for (const status of ['NOT_STARTED', 'READY_TO_UPLOAD', 'CANCELED', 'ERROR'] as const) {
      const invalid = item(status, { validation: 'MAX_SIZE_EXCEEDED' })
      expect(fileTransition(invalid, { type: 'START' })).toBe(invalid)
      expect(fileTransition(invalid, { type: 'RETRY' })).toBe(invalid)
      expect(canStartUpload(invalid)).toBe(false)
    }
    expect(canStartUpload(item('NOT_STARTED'))).toBe(true)
    expect(canStartUpload(item('UPLOADED'))).toBe(false)
  })
  it('advances, finishes, fails and cancels an upload', () => {
    const up = item('UPLOADING', { progress: 0.2 })
    expect(fileTransition(up, { type: 'PROGRESS', progress: 0.6 })).toMatchObject({ status: 'UPLOADING', progress: 0.6 })
    expect(fileTransition(up, { type: 'PROGRESS', progress: 7 })).toMatchObject({ progress: 1 })
    expect(fileTransition(up, { type: 'PROGRESS', progress: -1 })).toMatchObject({ progress: 0 })
    expect(fileTransition(up, { type: 'SUCCEED' })).toMatchObject({ status: 'UPLOADED', progress: 1 })
    expect(fileTransition(up, { type: 'FAIL' })).toMatchObject({ status: 'ERROR', progress: 0.2 })
    expect(fileTransition(up, { type: 'CANCEL' })).toMatchObject({ status: 'CANCELED' })
  })
  it('retries CANCELED and ERROR files from 0 %', () => {
    expect(fileTransition(item('CANCELED'), { type: 'RETRY' })).toMatchObject({ status: 'UPLOADING', progress: 0 })
    expect(fileTransition(item('ERROR'), { type: 'RETRY' })).toMatchObject({ status: 'UPLOADING', progress: 0 })
  })
  it('hides any listed file; a hidden file stays hidden', () => {
    for (const status of FILE_STATUSES.filter((s) => s !== 'HIDDEN')) expect(fileTransition(item(status), { type: 'HIDE' }).status).toBe('HIDDEN')
    for (const event of all) expect(fileTransition(item('HIDDEN'), event).status).toBe('HIDDEN')
  })
  it('leaves the item as it is for any event its status does not take', () => {
    const finals: FileStatus[] = ['UPLOADED', 'UPLOADED_WITH_ERROR', 'INVALID']
    for (const status of finals) {
      const it0 = item(status)
      for (const event of all.filter((e) => e.type !== 'HIDE')) expect(fileTransition(it0, event)).toBe(it0)
    }
    const up = item('UPLOADING')
    expect(fileTransition(up, { type: 'START' })).toBe(up)
    expect(fileTransition(up, { type: 'RETRY' })).toBe(up)
    const waiting = item('NOT_STARTED')
    for (const type of ['PROGRESS', 'SUCCEED', 'FAIL', 'CANCEL', 'RETRY'] as const) expect(fileTransition(waiting, { type, progress: 1 } as FileEvent)).toBe(waiting)
  })
})

describe('fileActions', () => {
  it('cancels while UPLOADING and deletes otherwise', () => {
    expect(fileActions(item('UPLOADING')).remove).toBe('cancel')
    for (const status of FILE_STATUSES.filter((s) => s !== 'UPLOADING')) expect(fileActions(item(status)).remove, status).toBe('delete')
  })
  it('offers retry for CANCELED or ERROR only when the file is valid', () => {
    expect(FILE_STATUSES.filter((s) => fileActions(item(s)).retry)).toEqual(['CANCELED', 'ERROR'])
    expect(fileActions(item('ERROR', { validation: 'INVALID_EXTENSION' })).retry).toBe(false)
    expect(fileActions(item('CANCELED', { validation: 'MAX_SIZE_EXCEEDED' })).retry).toBe(false)
  })
  it('links an UPLOADED file, preferring view over download', () => {
    expect(fileActions(item('UPLOADED', { viewUrl: '/v', downloadUrl: '/d' })).link).toEqual({ kind: 'view', url: '/v' })
    expect(fileActions(item('UPLOADED', { downloadUrl: '/d' })).link).toEqual({ kind: 'download', url: '/d' })
    expect(fileActions(item('UPLOADED')).link).toBeNull()
  })
  it('links no file that is not UPLOADED', () => {
    for (const status of FILE_STATUSES.filter((s) => s !== 'UPLOADED')) expect(fileActions(item(status, { viewUrl: '/v', downloadUrl: '/d' })).link, status).toBeNull()
  })
})

describe('progress', () => {
  it('shows while UPLOADING or ERROR only', () => {
    expect(FILE_STATUSES.filter(showsProgress)).toEqual(['UPLOADING', 'ERROR'])
  })
  it('is in whole percent, rounded down, without float noise', () => {
    expect(progressPercent(0.4)).toBe(40)
    expect(progressPercent(0.29)).toBe(29)
    expect(progressPercent(0.576)).toBe(57)
    expect(progressPercent(0.999)).toBe(99)
    expect(progressPercent(1)).toBe(100)
    expect(progressPercent(undefined)).toBe(0)
    expect(progressPercent(2)).toBe(100)
    expect(progressPercent(Number.NaN)).toBe(0)
    expect(clampProgress(-0.5)).toBe(0)
  })
  it('writes the percent in the locale’s way', () => {
    expect(formatPercent(40, 'en-US')).toBe('40%')
    expect(formatPercent(40, 'de-DE')).toMatch(/^40[\u00a0\u202f]%$/)
    expect(formatPercent(100, 'fr-FR')).toMatch(/^100[\u00a0\u202f]%$/)
  })
  it('fills in 50 ms', () => {
    expect(PROGRESS_TRANSITION_MS).toBe(50)
  })
})

describe('status texts and lists', () => {
  it('has a locale key for every status', () => {
    expect(statusKey('ERROR')).toBe('file-upload.statusMsg.ERROR')
  })
  it('does not list HIDDEN files and lists pre-uploaded files apart, in order', () => {
    const items = [item('UPLOADED', { id: 'a', isPreUploaded: true }), item('NOT_STARTED', { id: 'b' }), item('HIDDEN', { id: 'c' }), item('UPLOADING', { id: 'd' }), item('HIDDEN', { id: 'e', isPreUploaded: true })]
    expect(isListed(items[2])).toBe(false)
    const { current, preUploaded } = splitItems(items)
    expect(current.map((i) => i.id)).toEqual(['b', 'd'])
    expect(preUploaded.map((i) => i.id)).toEqual(['a'])
  })
})

describe('selection and drop area', () => {
  it('refuses several files when multiple is not allowed', () => {
    expect(selectionError(2, false)).toBe('multipleNotAllowed')
    expect(selectionError(1, false)).toBeNull()
    expect(selectionError(5, true)).toBeNull()
    expect(selectionError(0, false)).toBeNull()
  })
  it('shows the drop area unless hidden, and in single mode only while no file is listed', () => {
    expect(showDropArea({ currentCount: 0 })).toBe(true)
    expect(showDropArea({ currentCount: 1 })).toBe(false)
    expect(showDropArea({ allowMultiple: true, currentCount: 3 })).toBe(true)
    expect(showDropArea({ hideDropArea: true, allowMultiple: true, currentCount: 0 })).toBe(false)
  })
  it('is over while a drag is over it, idle after it leaves or drops, and stays disabled', () => {
    expect(dropTransition('idle', 'enter')).toBe('over')
    expect(dropTransition('over', 'leave')).toBe('idle')
    expect(dropTransition('over', 'drop')).toBe('idle')
    expect(dropTransition('disabled', 'enter')).toBe('disabled')
  })
  it('lists the extensions in upper case, collapsed with an ellipsis after collapseExtensionsAfter', () => {
    expect(extensionsSummary(['pdf', '.png', 'JPG'])).toBe('PDF, PNG, JPG')
    expect(extensionsSummary(['pdf', 'png', 'jpg', 'gif'], 2)).toBe('PDF, PNG…')
    expect(extensionsSummary(['pdf', 'png'], 2)).toBe('PDF, PNG')
    expect(extensionsSummary(['pdf', 'PDF', '.pdf'])).toBe('PDF')
    expect(extensionsSummary(['pdf'], 0)).toBe('…')
    expect(extensionsSummary([])).toBe('')
  })
  it('gives the file input an accept list', () => {
    expect(acceptAttribute(['PDF', '.png'])).toBe('.pdf,.png')
    expect(acceptAttribute([])).toBe('')
  })
  it('names the maximum size unless unlimited', () => {
    expect(UNLIMITED).toBe(Number.MAX_SAFE_INTEGER)
    expect(showsMaxSize(UNLIMITED)).toBe(false)
    expect(showsMaxSize(undefined)).toBe(false)
    expect(showsMaxSize(1_000_000)).toBe(true)
  })
  it('writes sizes in decimal units with the locale’s separators', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 bytes')
    expect(formatFileSize(1500, 'en-US')).toBe('1.5 kB')
    expect(formatFileSize(1_000_000, 'en-US')).toBe('1 MB')
    expect(formatFileSize(2_500_000, 'de-DE')).toBe('2,5 MB')
    expect(formatFileSize(3_200_000_000, 'en-US')).toBe('3.2 GB')
  })
  it.each([
    ['en-US', 1, '1 byte'],
    ['en-US', 10, '10 bytes'],
    ['de-DE', 10, '10 Byte'],
    ['es-ES', 10, '10 bytes'],
    ['fr-FR', 10, '10\u00a0octets'],
    ['ja-JP', 10, '10 バイト'],
    ['uk-UA', 10, '10 байтів'],
    ['uk-UA', 1, '1 байт'],
  ])('writes bytes as words a reader of %s expects: %d is %s', (locale, bytes, want) => {
    expect(formatFileSize(bytes, locale)).toBe(want)
  })
  it('uses an icon of the library by default', () => {
    expect(ICON_NAMES).toContain(DEFAULT_UPLOAD_ICON)
  })
})

describe('cameraReducer', () => {
  const run = (events: CameraEvent[], from: CameraState = CAMERA_CLOSED) => events.reduce(cameraReducer, from)
  const at = (s: CameraState) => `${s.view}/${s.stream}`
  const ready: CameraEvent[] = [{ type: 'OPEN' }, { type: 'STREAM_READY', cameraCount: 1 }]

  it('opens to capture while the stream loads, then is ready', () => {
    expect(at(run([{ type: 'OPEN' }]))).toBe('capture/loading')
    expect(at(run(ready))).toBe('capture/ready')
  })
  it('captures, reviews and closes on accept', () => {
    expect(at(run([...ready, { type: 'TAKE' }]))).toBe('capture/capturing')
    expect(at(run([...ready, { type: 'TAKE' }, { type: 'CAPTURED' }]))).toBe('review/ready')
    expect(at(run([...ready, { type: 'TAKE' }, { type: 'CAPTURED' }, { type: 'ACCEPT' }]))).toBe('closed/stopped')
  })
  it('returns to capture on reject', () => {
    expect(at(run([...ready, { type: 'TAKE' }, { type: 'CAPTURED' }, { type: 'REJECT' }]))).toBe('capture/ready')
  })
  it('takes no photo before the stream is ready', () => {
    expect(at(run([{ type: 'OPEN' }, { type: 'TAKE' }]))).toBe('capture/loading')
    expect(at(run([{ type: 'OPEN' }, { type: 'CAPTURED' }]))).toBe('capture/loading')
  })
  it('goes to the error view on any camera error, with retry to capture and cancel to closed', () => {
    const denied = run([{ type: 'OPEN' }, { type: 'STREAM_FAILED', error: { name: 'NotAllowedError', message: 'Permission denied' } }])
    expect(at(denied)).toBe('error/stopped')
    expect(denied.error).toEqual({ kind: 'notAllowed', detail: 'Permission denied' })
    expect(at(cameraReducer(denied, { type: 'RETRY' }))).toBe('capture/loading')
    expect(cameraReducer(denied, { type: 'RETRY' }).error).toBeNull()
    expect(at(cameraReducer(denied, { type: 'CANCEL' }))).toBe('closed/stopped')
    const captureFailed = run([...ready, { type: 'TAKE' }, { type: 'CAPTURE_FAILED', error: new Error('no canvas') }])
    expect(at(captureFailed)).toBe('error/stopped')
    expect(captureFailed.error).toEqual({ kind: 'unknown', detail: 'no canvas' })
  })
  it('cancels from every open view and ignores it when closed', () => {
    expect(at(run([{ type: 'OPEN' }, { type: 'CANCEL' }]))).toBe('closed/stopped')
    expect(at(run([...ready, { type: 'TAKE' }, { type: 'CAPTURED' }, { type: 'CANCEL' }]))).toBe('closed/stopped')
    expect(cameraReducer(CAMERA_CLOSED, { type: 'CANCEL' })).toBe(CAMERA_CLOSED)
  })
  it('ignores events that do not belong to the view', () => {
    for (const event of [{ type: 'ACCEPT' }, { type: 'REJECT' }, { type: 'RETRY' }, { type: 'TAKE' }, { type: 'STREAM_READY' }, { type: 'STREAM_FAILED', error: 1 }] as CameraEvent[]) {
      expect(cameraReducer(CAMERA_CLOSED, event)).toBe(CAMERA_CLOSED)
    }
    const open = run(ready)
    expect(cameraReducer(open, { type: 'ACCEPT' })).toBe(open)
    expect(cameraReducer(open, { type: 'OPEN' })).toBe(open)
    expect(cameraReducer(open, { type: 'RETRY' })).toBe(open)
  })
  it('switches to the next camera, round, only with several cameras and a ready stream', () => {
    const two = run([{ type: 'OPEN' }, { type: 'STREAM_READY', cameraCount: 2 }])
    const next = cameraReducer(two, { type: 'NEXT_CAMERA' })
    expect(at(next)).toBe('capture/loading')
    expect(next.cameraIndex).toBe(1)
    expect(cameraReducer(cameraReducer(next, { type: 'STREAM_READY', cameraCount: 2 }), { type: 'NEXT_CAMERA' }).cameraIndex).toBe(0)
    const one = run(ready)
    expect(cameraReducer(one, { type: 'NEXT_CAMERA' })).toBe(one)
  })
})

describe('camera errors', () => {
  it('maps errors by name', () => {
    expect(cameraError({ name: 'NotAllowedError' }).kind).toBe('notAllowed')
    expect(cameraError({ name: 'NotFoundError' }).kind).toBe('notFound')
    expect(cameraError({ name: 'NotSupportedError' }).kind).toBe('notSupported')
    expect(cameraError({ name: 'OverconstrainedError', message: 'width' })).toEqual({ kind: 'unknown', detail: 'width' })
    expect(cameraError({ name: 'AbortError' })).toEqual({ kind: 'unknown', detail: 'AbortError' })
    expect(cameraError('boom')).toEqual({ kind: 'unknown', detail: 'boom' })
    expect(cameraError(null)).toEqual({ kind: 'unknown', detail: '' })
  })
  it('has a text for each camera error', () => {
    expect(cameraErrorMessage({ kind: 'notAllowed', detail: '' })).toEqual({ key: 'file-upload.error.notAllowed' })
    expect(cameraErrorMessage({ kind: 'notFound', detail: '' })).toEqual({ key: 'file-upload.error.notFound' })
    expect(cameraErrorMessage({ kind: 'notSupported', detail: '' })).toEqual({ key: 'file-upload.error.notSupported' })
    expect(cameraErrorMessage({ kind: 'unknown', detail: 'AbortError' })).toEqual({ key: 'file-upload.error.unknown', values: { error: 'AbortError' } })
  })
})

describe('photos', () => {
  it('asks for the ideal resolution of 8192, on a chosen camera when known', () => {
    expect(PHOTO_IDEAL_RESOLUTION).toBe(8192)
    expect(cameraConstraints()).toEqual({ video: { width: { ideal: 8192 }, height: { ideal: 8192 } } })
    expect(cameraConstraints('cam-2')).toEqual({ video: { width: { ideal: 8192 }, height: { ideal: 8192 }, deviceId: { exact: 'cam-2' } } })
  })
  it('are PNG files named by the local date-time', () => {
    expect(PHOTO_TYPE).toBe('image/png')
    expect(photoFileName(new Date(2026, 0, 15, 12, 0, 0))).toBe('photo-2026-01-15-12-00-00.png')
    expect(photoFileName(new Date(2025, 10, 3, 7, 5, 9))).toBe('photo-2025-11-03-07-05-09.png')
  })
})
