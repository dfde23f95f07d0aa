/**
 * The file upload's rules: the file item and its statuses, how a new file
 * starts, the status transitions, validation, which actions an item offers,
 * the progress in whole percent, what the drop area says, and the camera's
 * photo flow as a reducer. No React, no DOM.
 */

/** FILE_STATUSES are the statuses of a file item. */
export const FILE_STATUSES = ['NOT_STARTED', 'READY_TO_UPLOAD', 'UPLOADING', 'UPLOADED', 'UPLOADED_WITH_ERROR', 'INVALID', 'CANCELED', 'ERROR', 'HIDDEN'] as const
export type FileStatus = (typeof FILE_STATUSES)[number]

/** VALIDATION_RESULTS are what validating a file gives. */
export const VALIDATION_RESULTS = ['INVALID_EXTENSION', 'MAX_SIZE_EXCEEDED', 'SUCCESS'] as const
export type ValidationResult = (typeof VALIDATION_RESULTS)[number]

/**
 * UPLOAD_VARIANTS decide how a new file starts:
 * - standalone: NOT_STARTED (INVALID when it fails validation); the owner starts the upload;
 * - field: a locally chosen file, READY_TO_UPLOAD (INVALID), sent with its form;
 * - immediate: UPLOADING at once (ERROR) – deprecated in favour of standalone.
 */
export const UPLOAD_VARIANTS = ['standalone', 'field', 'immediate'] as const
export type UploadVariant = (typeof UPLOAD_VARIANTS)[number]

/** UNLIMITED is the default of maxFileSize and collapseExtensionsAfter: the maximum safe integer, so no limit. */
export const UNLIMITED = Number.MAX_SAFE_INTEGER

/** PROGRESS_TRANSITION_MS is how long the progress fill takes to follow a new value. */
export const PROGRESS_TRANSITION_MS = 50

/** DEFAULT_UPLOAD_ICON is the drop area's icon unless told. */
export const DEFAULT_UPLOAD_ICON = 'cloud_upload'

/** FILE_ITEM_DEFAULTS are the defaults of fileItemSchema: its `.default()`s, and what the logic fills in. */
export const FILE_ITEM_DEFAULTS = {
  validation: 'SUCCESS',
  isInternal: false,
  isPreUploaded: false,
} as const

/** FILE_UPLOAD_DEFAULTS are the defaults of fileUploadSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const FILE_UPLOAD_DEFAULTS = {
  defaultValue: [] as never[],
  variant: 'standalone',
  extensions: [] as never[],
  maxFileSize: UNLIMITED,
  collapseExtensionsAfter: UNLIMITED,
  allowMultiple: false,
  allowPhotos: false,
  hideDropArea: false,
  isDisabled: false,
  icon: DEFAULT_UPLOAD_ICON,
} as const

export type FileId = string | number

/** FileItem is one file in the list, plus isPreUploaded for files that were uploaded before. */
export interface FileItem {
  id: FileId
  name: string
  size: number
  status: FileStatus
  /** validation is SUCCESS when left out */
  validation?: ValidationResult
  /** progress of the upload, 0..1 */
  progress?: number
  downloadUrl?: string | null
  viewUrl?: string | null
  isInternal?: boolean
  /** isPreUploaded marks a file that was uploaded before (listed apart) */
  isPreUploaded?: boolean
}

/** UploadRules are the limits a file is validated against. */
export interface UploadRules {
  /** extensions allowed, with or without a dot, any case; empty allows all */
  extensions?: readonly string[]
  /** maxFileSize in bytes */
  maxFileSize?: number
}

/** normalizeExtension: 'PDF', '.pdf' and ' .Pdf ' are all 'pdf'. */
export function normalizeExtension(extension: string): string {
  return extension.trim().replace(/^\.+/, '').toLowerCase()
}

/** extensionOf is a file name's extension in lower case, '' when it has none ('report.final.PDF' is 'pdf'). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : ''
}

/** isExtensionAllowed compares case-insensitively; an empty list allows every file. */
export function isExtensionAllowed(name: string, extensions: readonly string[] = []): boolean {
  const allowed = extensions.map(normalizeExtension).filter(Boolean)
  if (allowed.length === 0) return true
  return allowed.includes(extensionOf(name))
}

/** validateFile checks the extension first, then the size (which may equal the maximum but not exceed it). */
export function validateFile(file: { name: string; size: number }, rules: UploadRules = {}): ValidationResult {
  if (!isExtensionAllowed(file.name, rules.extensions)) return 'INVALID_EXTENSION'
  if (file.size > (rules.maxFileSize ?? UNLIMITED)) return 'MAX_SIZE_EXCEEDED'
  return 'SUCCESS'
}

/** FileSource is where a file comes from: the three variants' new files, or a file uploaded before. */
export type FileSource = 'standalone' | 'immediate' | 'local' | 'pre-uploaded'

/** sourceOfVariant is the source of a file added through a variant's drop area. */
export function sourceOfVariant(variant: UploadVariant): FileSource {
  return variant === 'field' ? 'local' : variant
}

/** INITIAL_STATUS is how a file starts, by source, when valid and when not. */
const INITIAL_STATUS: Record<FileSource, { valid: FileStatus; invalid: FileStatus }> = {
  standalone: { valid: 'NOT_STARTED', invalid: 'INVALID' },
  immediate: { valid: 'UPLOADING', invalid: 'ERROR' },
  local: { valid: 'READY_TO_UPLOAD', invalid: 'INVALID' },
  'pre-uploaded': { valid: 'UPLOADED', invalid: 'UPLOADED_WITH_ERROR' },
}

/** initialStatus is the first status of a file from source with that validation. */
export function initialStatus(source: FileSource, validation: ValidationResult): FileStatus {
  return validation === 'SUCCESS' ? INITIAL_STATUS[source].valid : INITIAL_STATUS[source].invalid
}

/** createFileItem makes the item of a file just dropped, picked or photographed. */
export function createFileItem(file: { name: string; size: number }, id: FileId, source: FileSource, rules: UploadRules = {}): FileItem {
  const validation = validateFile(file, rules)
  const status = initialStatus(source, validation)
  return { id, name: file.name, size: file.size, status, validation, progress: 0, ...(source === 'pre-uploaded' ? { isPreUploaded: true } : {}) }
}

/** preUploadedItem makes the item of a file uploaded before: UPLOADED when it passes today's rules, UPLOADED_WITH_ERROR when not. */
export function preUploadedItem(file: { id: FileId; name: string; size: number; downloadUrl?: string | null; viewUrl?: string | null; isInternal?: boolean }, rules: UploadRules = {}): FileItem {
  const item = createFileItem(file, file.id, 'pre-uploaded', rules)
  return { ...item, progress: 1, downloadUrl: file.downloadUrl ?? null, viewUrl: file.viewUrl ?? null, isInternal: file.isInternal ?? FILE_ITEM_DEFAULTS.isInternal }
}

/** FileEvent is what happens to an item: the owner starts, advances, finishes or fails its upload; the person cancels or retries; the owner hides it. */
export type FileEvent =
  | { type: 'START' }
  | { type: 'PROGRESS'; progress: number }
  | { type: 'SUCCEED' }
  | { type: 'FAIL' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'HIDE' }

/** FILE_TRANSITIONS is the status machine: a missing entry leaves the item as it is. */
export const FILE_TRANSITIONS: Record<FileStatus, Partial<Record<FileEvent['type'], FileStatus>>> = {
  NOT_STARTED: { START: 'UPLOADING', HIDE: 'HIDDEN' },
  READY_TO_UPLOAD: { START: 'UPLOADING', HIDE: 'HIDDEN' },
  UPLOADING: { PROGRESS: 'UPLOADING', SUCCEED: 'UPLOADED', FAIL: 'ERROR', CANCEL: 'CANCELED', HIDE: 'HIDDEN' },
  UPLOADED: { HIDE: 'HIDDEN' },
  UPLOADED_WITH_ERROR: { HIDE: 'HIDDEN' },
  INVALID: { HIDE: 'HIDDEN' },
  CANCELED: { RETRY: 'UPLOADING', HIDE: 'HIDDEN' },
  ERROR: { RETRY: 'UPLOADING', HIDE: 'HIDDEN' },
  HIDDEN: {},
}

/** UPLOAD_EVENTS are the events that (re)start an upload: they need a valid file. */
const UPLOAD_EVENTS: ReadonlySet<FileEvent['type']> = new Set(['START', 'RETRY'])

/** validationOf is the item's validation, SUCCESS when it has none. */
export function validationOf(item: Pick<FileItem, 'validation'>): ValidationResult {
  return item.validation ?? FILE_ITEM_DEFAULTS.validation
}

/** clampProgress keeps a progress within 0..1 (NaN is 0). */
export function clampProgress(progress: number | undefined): number {
  if (progress === undefined || Number.isNaN(progress)) return 0
  return Math.min(1, Math.max(0, progress))
}

/**
 * fileTransition is the item after event: START and RETRY only for a valid
 * file, from 0 %; PROGRESS clamps to 0..1; SUCCEED fills to 100 %; FAIL keeps
 * the progress reached, which the ERROR item still shows.
 */
export function fileTransition(item: FileItem, event: FileEvent): FileItem {
  const next = FILE_TRANSITIONS[item.status]?.[event.type]
  if (!next) return item
  if (UPLOAD_EVENTS.has(event.type) && validationOf(item) !== 'SUCCESS') return item
  switch (event.type) {
    case 'START':
    case 'RETRY':
      return { ...item, status: next, progress: 0 }
    case 'PROGRESS':
      return { ...item, status: next, progress: clampProgress(event.progress) }
    case 'SUCCEED':
      return { ...item, status: next, progress: 1 }
    default:
      return { ...item, status: next }
  }
}

/** canStartUpload tells whether the owner may start the item's upload. */
export function canStartUpload(item: FileItem): boolean {
  return fileTransition(item, { type: 'START' }) !== item
}

/** FileLink is the link an uploaded file offers: view (a new tab) is preferred over download. */
export interface FileLink {
  kind: 'view' | 'download'
  url: string
}

/** FileActions are the buttons and the link of an item. */
export interface FileActions {
  /** remove is 'cancel' while uploading, 'delete' otherwise */
  remove: 'cancel' | 'delete'
  /** retry is offered for CANCELED or ERROR when the file is valid */
  retry: boolean
  /** link only when UPLOADED with a view or download URL */
  link: FileLink | null
}

/**
 * fileActions are the actions of an item: cancel while uploading, else delete;
 * retry after a cancel or an error if the file is valid; once uploaded, a view
 * link, else a download link.
 */
export function fileActions(item: FileItem): FileActions {
  const retry = (item.status === 'CANCELED' || item.status === 'ERROR') && validationOf(item) === 'SUCCESS'
  let link: FileLink | null = null
  if (item.status === 'UPLOADED') {
    if (item.viewUrl) link = { kind: 'view', url: item.viewUrl }
    else if (item.downloadUrl) link = { kind: 'download', url: item.downloadUrl }
  }
  return { remove: item.status === 'UPLOADING' ? 'cancel' : 'delete', retry, link }
}

/** showsProgress: the progress bar shows while UPLOADING or ERROR. */
export function showsProgress(status: FileStatus): boolean {
  return status === 'UPLOADING' || status === 'ERROR'
}

/** progressPercent is the progress in whole percent, rounded down (0.999 is 99 until it is done). */
export function progressPercent(progress: number | undefined): number {
  return Math.floor(Math.round(clampProgress(progress) * 10000) / 100)
}

/** formatPercent writes whole percent in the locale's way: 40% in en-US, 40 % in de-DE. */
export function formatPercent(percent: number, locale: string): string {
  const options: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 }
  try {
    return new Intl.NumberFormat(locale, options).format(percent / 100)
  } catch {
    return new Intl.NumberFormat('en-US', options).format(percent / 100)
  }
}

/** statusKey is the locale key of a status text. */
export function statusKey(status: FileStatus): string {
  return `file-upload.statusMsg.${status}`
}

/** validationKey is the locale key of a failed validation, null for SUCCESS. */
export function validationKey(validation: ValidationResult): string | null {
  return validation === 'SUCCESS' ? null : `file-upload.validationMsg.${validation}`
}

/** isListed: HIDDEN items are not shown. */
export function isListed(item: FileItem): boolean {
  return item.status !== 'HIDDEN'
}

/** splitItems lists the shown items in two groups: this session's files and, apart, those uploaded before. */
export function splitItems(items: readonly FileItem[]): { current: FileItem[]; preUploaded: FileItem[] } {
  const shown = items.filter(isListed)
  return { current: shown.filter((i) => !i.isPreUploaded), preUploaded: shown.filter((i) => i.isPreUploaded) }
}

/** SelectionError is why a pick or drop was refused as a whole. */
export type SelectionError = 'multipleNotAllowed'

/** selectionError refuses several files at once when multiple is not allowed. */
export function selectionError(count: number, allowMultiple: boolean): SelectionError | null {
  return count > 1 && !allowMultiple ? 'multipleNotAllowed' : null
}

/** showDropArea: hidden on request, and in single mode once a file is listed. */
export function showDropArea(p: { hideDropArea?: boolean; allowMultiple?: boolean; currentCount: number }): boolean {
  if (p.hideDropArea) return false
  return Boolean(p.allowMultiple) || p.currentCount === 0
}

/** DropState is the drop area's data-state. */
export type DropState = 'idle' | 'over' | 'disabled'

/** DropEvent is what the pointer does over the drop area. */
export type DropEvent = 'enter' | 'leave' | 'drop'

/** dropTransition: a disabled area stays disabled; a drag over it is 'over' until it leaves or drops. */
export function dropTransition(state: DropState, event: DropEvent): DropState {
  if (state === 'disabled') return state
  return event === 'enter' ? 'over' : 'idle'
}

/** extensionsSummary is the list of extensions the drop area shows: at most collapseAfter, then an ellipsis. */
export function extensionsSummary(extensions: readonly string[], collapseAfter: number = UNLIMITED): string {
  const all = [...new Set(extensions.map(normalizeExtension).filter(Boolean))].map((e) => e.toUpperCase())
  const limit = Math.max(0, Math.floor(collapseAfter))
  if (all.length <= limit) return all.join(', ')
  return `${all.slice(0, limit).join(', ')}…`
}

/** acceptAttribute is the file input's accept list ('.pdf,.png'), empty for every file. */
export function acceptAttribute(extensions: readonly string[]): string {
  return [...new Set(extensions.map(normalizeExtension).filter(Boolean))].map((e) => `.${e}`).join(',')
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const

/**
 * formatFileSize writes a size in bytes with the locale's separators and the
 * largest decimal unit that keeps it at 1 or more (1 kB = 1000 B). Bytes are
 * written out as the locale's word, in its plural (10 bytes, 10 octets, 10 байтів):
 * the short form leaves them singular in some locales ("10 byte") and cryptic in others ("10 o").
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000
    unit++
  }
  const options: Intl.NumberFormatOptions = { style: 'unit', unit: SIZE_UNITS[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }
  try {
    return new Intl.NumberFormat(locale, options).format(value)
  } catch {
    return new Intl.NumberFormat('en-US', options).format(value)
  }
}

/** showsMaxSize: the drop area names the maximum size unless it is unlimited. */
export function showsMaxSize(maxFileSize: number | undefined): boolean {
  return maxFileSize !== undefined && maxFileSize < UNLIMITED
}

// ---------------------------------------------------------------------------
// The camera's photo flow: closed -> capture -> review -> closed.

export type CameraView = 'closed' | 'capture' | 'review' | 'error'
export type CameraStream = 'stopped' | 'loading' | 'ready' | 'capturing'

/** CameraErrorKind name the camera errors: permission denied, no camera, no compatible camera, anything else. */
export type CameraErrorKind = 'notAllowed' | 'notFound' | 'notSupported' | 'unknown'

export interface CameraError {
  kind: CameraErrorKind
  /** detail is the original error's text, shown for an unknown error */
  detail: string
}

export interface CameraState {
  view: CameraView
  stream: CameraStream
  error: CameraError | null
  /** cameraIndex is the camera in use among cameraCount */
  cameraIndex: number
  cameraCount: number
}

export type CameraEvent =
  | { type: 'OPEN' }
  | { type: 'STREAM_READY'; cameraCount?: number }
  | { type: 'STREAM_FAILED'; error: unknown }
  | { type: 'TAKE' }
  | { type: 'CAPTURED' }
  | { type: 'CAPTURE_FAILED'; error: unknown }
  | { type: 'ACCEPT' }
  | { type: 'REJECT' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'NEXT_CAMERA' }

export const CAMERA_CLOSED: CameraState = { view: 'closed', stream: 'stopped', error: null, cameraIndex: 0, cameraCount: 0 }

const ERROR_KIND_BY_NAME: Record<string, CameraErrorKind> = {
  NotAllowedError: 'notAllowed',
  NotFoundError: 'notFound',
  NotSupportedError: 'notSupported',
}

/** cameraError maps an error by its name: NotAllowedError, NotFoundError, NotSupportedError, anything else is unknown. */
export function cameraError(error: unknown): CameraError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : ''
  const message = typeof error === 'object' && error !== null && 'message' in error ? String((error as { message: unknown }).message) : ''
  const kind = ERROR_KIND_BY_NAME[name] ?? 'unknown'
  const detail = message || name || (error === undefined || error === null ? '' : String(error))
  return { kind, detail }
}

/** cameraErrorMessage is the locale key and values of a camera error's text. */
export function cameraErrorMessage(error: CameraError): { key: string; values?: Record<string, string> } {
  return error.kind === 'unknown' ? { key: 'file-upload.error.unknown', values: { error: error.detail } } : { key: `file-upload.error.${error.kind}` }
}

const failed = (state: CameraState, error: unknown): CameraState => ({ ...state, view: 'error', stream: 'stopped', error: cameraError(error) })

/**
 * cameraReducer is the photo flow. OPEN starts the stream in the capture
 * view; TAKE (stream ready) captures; the photo goes to review, where ACCEPT
 * closes (the owner adds the file) and REJECT returns to capture. Any camera
 * error goes to the error view: RETRY returns to capture, CANCEL closes from
 * anywhere. NEXT_CAMERA restarts the stream on the next camera.
 */
export function cameraReducer(state: CameraState, event: CameraEvent): CameraState {
  const { view, stream } = state
  switch (event.type) {
    case 'OPEN':
      return view === 'closed' ? { ...state, view: 'capture', stream: 'loading', error: null } : state
    case 'STREAM_READY':
      return view === 'capture' && stream === 'loading' ? { ...state, stream: 'ready', cameraCount: event.cameraCount ?? state.cameraCount } : state
    case 'STREAM_FAILED':
      return view === 'capture' || view === 'review' ? failed(state, event.error) : state
    case 'TAKE':
      return view === 'capture' && stream === 'ready' ? { ...state, stream: 'capturing' } : state
    case 'CAPTURED':
      return view === 'capture' && stream === 'capturing' ? { ...state, view: 'review', stream: 'ready' } : state
    case 'CAPTURE_FAILED':
      return view === 'capture' && stream === 'capturing' ? failed(state, event.error) : state
    case 'ACCEPT':
      return view === 'review' ? { ...state, view: 'closed', stream: 'stopped' } : state
    case 'REJECT':
      return view === 'review' ? { ...state, view: 'capture' } : state
    case 'RETRY':
      return view === 'error' ? { ...state, view: 'capture', stream: 'loading', error: null } : state
    case 'CANCEL':
      return view === 'closed' ? state : { ...state, view: 'closed', stream: 'stopped', error: null }
    case 'NEXT_CAMERA':
      return view === 'capture' && stream === 'ready' && state.cameraCount > 1 ? { ...state, stream: 'loading', cameraIndex: (state.cameraIndex + 1) % state.cameraCount } : state
  }
}

/** PHOTO_IDEAL_RESOLUTION is the width and height the camera is asked for, ideally. */
export const PHOTO_IDEAL_RESOLUTION = 8192

/** cameraConstraints are getUserMedia's constraints: the ideal resolution, on a given camera when several are known. */
export function cameraConstraints(deviceId?: string): MediaStreamConstraints {
  const video: MediaTrackConstraints = { width: { ideal: PHOTO_IDEAL_RESOLUTION }, height: { ideal: PHOTO_IDEAL_RESOLUTION } }
  if (deviceId) video.deviceId = { exact: deviceId }
  return { video }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** photoFileName names a photo by the local date-time it was taken: photo-2026-01-15-12-00-00.png. */
export function photoFileName(date: Date): string {
  const parts = [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate()), pad(date.getHours()), pad(date.getMinutes()), pad(date.getSeconds())]
  return `photo-${parts.join('-')}.png`
}

/** PHOTO_TYPE is the photos' format. */
export const PHOTO_TYPE = 'image/png'
