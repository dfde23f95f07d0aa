import { useId, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { Icon } from '../icon/Icon'
import type { IconName } from '../icon/names'
import { useValidatedProps } from '../use-validated-props'
import { CameraDialog } from './CameraDialog'
import styles from './FileUpload.module.css'
import { withDefaults } from '../with-defaults'
import {
  extensionsSummary,
  FILE_UPLOAD_DEFAULTS,
  fileActions,
  formatFileSize,
  formatPercent,
  progressPercent,
  PROGRESS_TRANSITION_MS,
  showsMaxSize,
  showsProgress,
  statusKey,
  validationKey,
  validationOf,
  type FileItem,
} from './logic'
import type { FileUploadProps } from './schema'
import { useFileUpload, type FileUploadApi } from './use-file-upload'

const loadSchema = () => import('./schema').then((m) => m.fileUploadSchema)

/**
 * FileUpload lets people pick, drop or photograph files and follows each
 * file's upload: its status, progress, validation and actions. The drop area
 * is a real file input (keyboard: Tab, then Enter or Space); the files are a
 * list, those uploaded before listed apart. The owner does the uploading and
 * feeds the statuses back through value. useFileUpload holds the behaviour.
 */
export function FileUpload(props: FileUploadProps) {
  useValidatedProps('FileUpload', loadSchema, props)
  const p = withDefaults(props, FILE_UPLOAD_DEFAULTS)
  const { variant, extensions, maxFileSize, collapseExtensionsAfter, allowPhotos, isDisabled, label, helpText, externalUrl, icon } = p
  const { t } = useTranslation()
  const summary = extensionsSummary(extensions, collapseExtensionsAfter)
  const maxShown = showsMaxSize(maxFileSize)
  const u = useFileUpload({ ...p, hasInfo: !!summary || maxShown })
  const { ids, error } = u

  return (
    <div className={styles.fileUpload} data-file-upload="" data-variant={variant} data-state={u.dropState}>
      {label && (
        <span id={ids.label} className={styles.fieldLabel}>
          {label}
        </span>
      )}
      {u.dropShown && (
        <div className={styles.dropArea} {...u.getDropAreaProps()}>
          <input className={styles.input} {...u.getInputProps()} />
          <label htmlFor={ids.input} className={styles.prompt}>
            <Icon name={icon as IconName} size="large" />
            <span id={`${ids.input}-prompt`}>
              <span className={styles.choose}>{t('file-upload.text.clickToUpload')}</span> {t('file-upload.text.dragAndDrop')}
            </span>
            {(summary || maxShown) && <DropInfo id={ids.info} summary={summary} extensions={extensions} maxFileSize={maxShown ? maxFileSize : null} />}
          </label>
          {allowPhotos && (
            <div className={styles.photoButton}>
              <Button icon="camera" size="small" label={t('file-upload.button.takePhoto')} isDisabled={isDisabled} onClick={() => u.dispatchCamera({ type: 'OPEN' })} />
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
      <FileLists u={u} label={label} isDisabled={isDisabled} />
      {allowPhotos && <CameraDialog state={u.camera} dispatch={u.dispatchCamera} onPhoto={(file) => u.add([file])} />}
    </div>
  )
}

/** DropInfo tells the drop area's allowed extensions (all of them in its title when collapsed) and maximum size. */
function DropInfo({ id, summary, extensions, maxFileSize }: { id: string; summary: string; extensions: readonly string[]; maxFileSize: number | null }) {
  const { t, i18n } = useTranslation()
  return (
    <span id={id} className={styles.info} data-drop-info="">
      {summary && (
        <span data-extensions="" title={summary.endsWith('…') ? extensionsSummary(extensions) : undefined}>
          {summary}
        </span>
      )}
      {summary && maxFileSize !== null && <span aria-hidden="true"> · </span>}
      {maxFileSize !== null && (
        <span data-max-size="">
          {t('file-upload.text.max')} {formatFileSize(maxFileSize, i18n.language)}
        </span>
      )}
    </span>
  )
}

/** FileLists are the files added here, then those uploaded before under their own label. */
function FileLists({ u, label, isDisabled }: { u: FileUploadApi; label: string | undefined; isDisabled: boolean }) {
  const { t } = useTranslation()
  const row = (item: FileItem) => <FileRow key={item.id} item={item} isDisabled={isDisabled} onCancel={u.cancel} onRetry={u.retry} onDelete={u.remove} />
  return (
    <>
      {u.current.length > 0 && (
        <ul className={styles.list} aria-label={label ?? t('file-upload.label.files')} data-file-list="current">
          {u.current.map(row)}
        </ul>
      )}
      {u.preUploaded.length > 0 && (
        <div className={styles.preUploaded}>
          <span id={u.ids.pre} className={styles.listLabel}>
            {t('file-upload.preUploaded')}
          </span>
          <ul className={styles.list} aria-labelledby={u.ids.pre} data-file-list="pre-uploaded">
            {u.preUploaded.map(row)}
          </ul>
        </div>
      )}
    </>
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
