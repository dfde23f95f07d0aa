import { useId, useReducer, useRef, useState, type ChangeEvent, type CSSProperties, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { useControllable } from '../button/use-controllable'
import { Icon } from '../icon/Icon'
import type { IconName } from '../icon/names'
import { useValidatedProps } from '../use-validated-props'
import { CameraDialog } from './CameraDialog'
import styles from './FileUpload.module.css'
import {
  acceptAttribute,
  CAMERA_CLOSED,
  cameraReducer,
  createFileItem,
  DEFAULT_UPLOAD_ICON,
  dropTransition,
  extensionsSummary,
  fileActions,
  fileTransition,
  formatFileSize,
  formatPercent,
  progressPercent,
  PROGRESS_TRANSITION_MS,
  selectionError,
  showDropArea,
  showsMaxSize,
  showsProgress,
  sourceOfVariant,
  splitItems,
  statusKey,
  UNLIMITED,
  validationKey,
  validationOf,
  type DropState,
  type FileItem,
  type SelectionError,
} from './logic'
import type { FileUploadProps } from './schema'

const loadSchema = () => import('./schema').then((m) => m.fileUploadSchema)

/**
 * FileUpload lets people pick, drop or photograph files and follows each
 * file's upload: its status, progress, validation and actions. The drop area
 * is a real file input (keyboard: Tab, then Enter or Space); the files are a
 * list, those uploaded before listed apart. The owner does the uploading and
 * feeds the statuses back through value.
 */
export function FileUpload(props: FileUploadProps) {
  useValidatedProps('FileUpload', loadSchema, props)
  const {
    variant = 'standalone',
    extensions = [],
    maxFileSize = UNLIMITED,
    collapseExtensionsAfter = UNLIMITED,
    allowMultiple = false,
    allowPhotos = false,
    hideDropArea = false,
    isDisabled = false,
    label,
    helpText,
    externalUrl,
    icon = DEFAULT_UPLOAD_ICON,
  } = props
  const { t, i18n } = useTranslation()
  const [files, setFiles] = useControllable<FileItem[]>(props.value as FileItem[] | undefined, (props.defaultValue ?? []) as FileItem[], props.onValueChange)
  const [drag, setDrag] = useState<DropState>('idle')
  const [error, setError] = useState<SelectionError | null>(null)
  const [camera, dispatchCamera] = useReducer(cameraReducer, CAMERA_CLOSED)
  const baseId = useId()
  const counter = useRef(0)
  const ids = { label: `${baseId}-label`, input: `${baseId}-input`, info: `${baseId}-info`, error: `${baseId}-error`, help: `${baseId}-help`, pre: `${baseId}-pre` }

  const list = Array.isArray(files) ? files : []
  const { current, preUploaded } = splitItems(list)
  const dropShown = showDropArea({ hideDropArea, allowMultiple, currentCount: current.length })
  const dropState: DropState = isDisabled ? 'disabled' : drag
  const rules = { extensions, maxFileSize }

  const add = (picked: File[]) => {
    if (isDisabled || picked.length === 0) return
    const refused = selectionError(picked.length, allowMultiple)
    setError(refused)
    if (refused) return
    const added = picked.map((file) => {
      counter.current += 1
      return { file, item: createFileItem(file, `${baseId}-file-${counter.current}`, sourceOfVariant(variant), rules) }
    })
    setFiles([...list, ...added.map((a) => a.item)])
    props.onAddFiles?.(added)
  }

  const replace = (item: FileItem, next: FileItem | null) => setFiles(next ? list.map((f) => (f.id === item.id ? next : f)) : list.filter((f) => f.id !== item.id))
  const cancel = (item: FileItem) => {
    const next = fileTransition(item, { type: 'CANCEL' })
    if (next === item) return
    replace(item, next)
    props.onCancel?.(item)
  }
  const retry = (item: FileItem) => {
    const next = fileTransition(item, { type: 'RETRY' })
    if (next === item) return
    replace(item, next)
    props.onRetry?.(item)
  }
  const remove = (item: FileItem) => {
    replace(item, null)
    props.onDelete?.(item)
  }

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? [])
    event.target.value = ''
    add(picked)
  }
  const onDragOver = (event: DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = isDisabled ? 'none' : 'copy'
    setDrag((s) => dropTransition(s, 'enter'))
  }
  const onDragLeave = (event: DragEvent) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
    setDrag((s) => dropTransition(s, 'leave'))
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDrag((s) => dropTransition(s, 'drop'))
    add(Array.from(event.dataTransfer.files ?? []))
  }

  const summary = extensionsSummary(extensions, collapseExtensionsAfter)
  const maxShown = showsMaxSize(maxFileSize)
  const described = [summary || maxShown ? ids.info : null, error ? ids.error : null, helpText ? ids.help : null].filter(Boolean).join(' ') || undefined

  return (
    <div className={styles.fileUpload} data-file-upload="" data-variant={variant} data-state={dropState}>
      {label && (
        <span id={ids.label} className={styles.fieldLabel}>
          {label}
        </span>
      )}
      {dropShown && (
        <div className={styles.dropArea} data-drop-area="" data-state={dropState} onDragEnter={onDragOver} onDragOver={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
          <input
            id={ids.input}
            className={styles.input}
            type="file"
            multiple={allowMultiple}
            accept={acceptAttribute(extensions) || undefined}
            disabled={isDisabled}
            aria-labelledby={label ? `${ids.label} ${ids.input}-prompt` : `${ids.input}-prompt`}
            aria-describedby={described}
            onChange={onInput}
          />
          <label htmlFor={ids.input} className={styles.prompt}>
            <Icon name={icon as IconName} size="large" />
            <span id={`${ids.input}-prompt`}>
              <span className={styles.choose}>{t('file-upload.text.clickToUpload')}</span> {t('file-upload.text.dragAndDrop')}
            </span>
            {(summary || maxShown) && (
              <span id={ids.info} className={styles.info} data-drop-info="">
                {summary && (
                  <span data-extensions="" title={summary.endsWith('…') ? extensionsSummary(extensions) : undefined}>
                    {summary}
                  </span>
                )}
                {summary && maxShown && <span aria-hidden="true"> · </span>}
                {maxShown && (
                  <span data-max-size="">
                    {t('file-upload.text.max')} {formatFileSize(maxFileSize, i18n.language)}
                  </span>
                )}
              </span>
            )}
          </label>
          {allowPhotos && (
            <div className={styles.photoButton}>
              <Button icon="camera" size="small" label={t('file-upload.button.takePhoto')} isDisabled={isDisabled} onClick={() => dispatchCamera({ type: 'OPEN' })} />
            </div>
          )}
        </div>
      )}
      <p id={ids.error} className={styles.dropError} data-drop-error="" aria-live="polite">
        {error && (
          <>
            <Icon name="error_filled" size="small" />
            <span>{t(`file-upload.error.${error}`)}</span>
          </>
        )}
      </p>
      {(helpText || externalUrl) && (
        <p id={ids.help} className={styles.help}>
          {helpText}
          {helpText && externalUrl && ' '}
          {externalUrl && (
            <a href={externalUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('file-upload.text.learnMore')}
              <Icon name="open_in_new" size="small" />
            </a>
          )}
        </p>
      )}
      {current.length > 0 && (
        <ul className={styles.list} aria-label={label ?? t('file-upload.label.files')} data-file-list="current">
          {current.map((item) => (
            <FileRow key={item.id} item={item} isDisabled={isDisabled} onCancel={cancel} onRetry={retry} onDelete={remove} />
          ))}
        </ul>
      )}
      {preUploaded.length > 0 && (
        <div className={styles.preUploaded}>
          <span id={ids.pre} className={styles.listLabel}>
            {t('file-upload.preUploaded')}
          </span>
          <ul className={styles.list} aria-labelledby={ids.pre} data-file-list="pre-uploaded">
            {preUploaded.map((item) => (
              <FileRow key={item.id} item={item} isDisabled={isDisabled} onCancel={cancel} onRetry={retry} onDelete={remove} />
            ))}
          </ul>
        </div>
      )}
      {allowPhotos && <CameraDialog state={camera} dispatch={dispatchCamera} onPhoto={(file) => add([file])} />}
    </div>
  )
}

interface FileRowProps {
  item: FileItem
  isDisabled: boolean
  onCancel: (item: FileItem) => void
  onRetry: (item: FileItem) => void
  onDelete: (item: FileItem) => void
}

/** FileRow is one file: name, size, status text, validation message, progress and actions. */
function FileRow({ item, isDisabled, onCancel, onRetry, onDelete }: FileRowProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const actions = fileActions(item)
  const validation = validationOf(item)
  const problem = validationKey(validation)
  const percent = progressPercent(item.progress)
  const statusText = t(statusKey(item.status))
  const percentText = formatPercent(percent, i18n.language)
  return (
    <li className={styles.item} data-file-item="" data-status={item.status} data-validation={validation}>
      <Icon name="file" />
      <div className={styles.main}>
        <span className={styles.nameRow}>
          <span id={`${id}-name`} className={styles.name}>
            {item.name}
          </span>
          {item.isInternal && (
            <span className={styles.internal}>
              <Icon name="lock" size="small" />
              {t('file-upload.label.internal')}
            </span>
          )}
        </span>
        <span className={styles.meta}>
          <span>{formatFileSize(item.size, i18n.language)}</span>
          {statusText && (
            <>
              <span aria-hidden="true">·</span>
              <span data-status-text="">{statusText}</span>
            </>
          )}
        </span>
        {problem && (
          <span className={styles.problem} data-validation-message="">
            <Icon name="error_filled" size="small" />
            {t(problem)}
          </span>
        )}
        {showsProgress(item.status) && (
          <span className={styles.progressRow}>
            <span
              className={styles.progress}
              role="progressbar"
              aria-labelledby={`${id}-name`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={percentText}
              data-progress={percent}
              style={{ '--file-progress': `${percent}%`, '--file-progress-ms': `${PROGRESS_TRANSITION_MS}ms` } as CSSProperties}
            >
              <span className={styles.fill} />
            </span>
            <span className={styles.percent} aria-hidden="true">
              {percentText}
            </span>
          </span>
        )}
      </div>
      <div className={styles.actions} role="group" aria-labelledby={`${id}-name`}>
        {actions.retry && <Button variant="text" size="small" icon="refresh" helpText={t('file-upload.button.retry')} isDisabled={isDisabled} onClick={() => onRetry(item)} />}
        {actions.link && (
          <a
            className={styles.linkButton}
            href={actions.link.url}
            target="_blank"
            rel="noopener noreferrer"
            download={actions.link.kind === 'download' ? item.name : undefined}
            aria-label={t(actions.link.kind === 'view' ? 'file-upload.button.view' : 'file-upload.button.download')}
            title={t(actions.link.kind === 'view' ? 'file-upload.button.view' : 'file-upload.button.download')}
            data-file-link={actions.link.kind}
          >
            <Icon name={actions.link.kind === 'view' ? 'open_in_new' : 'download'} size="small" />
          </a>
        )}
        {actions.remove === 'cancel' ? (
          <Button variant="text" size="small" icon="close" helpText={t('file-upload.button.cancelUpload')} isDisabled={isDisabled} onClick={() => onCancel(item)} />
        ) : (
          <Button variant="text" size="small" icon="delete" helpText={t('file-upload.button.remove')} isDisabled={isDisabled} onClick={() => onDelete(item)} />
        )}
      </div>
    </li>
  )
}
