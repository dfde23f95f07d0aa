import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { Icon } from '../icon/Icon'
import { Spinner } from '../loadings/Loading'
import { Modal } from '../modal/Modal'
import { captureFrame, openCamera, stopStream, videoInputs } from './camera'
import styles from './FileUpload.module.css'
import { cameraErrorMessage, photoFileName, PHOTO_TYPE, type CameraEvent, type CameraState } from './logic'

export interface CameraDialogProps {
  state: CameraState
  dispatch: Dispatch<CameraEvent>
  /** onPhoto receives the accepted photo as a PNG file named by its date-time */
  onPhoto: (file: File) => void
}

const TITLE_KEYS = { closed: 'file-upload.label.capture', capture: 'file-upload.label.capture', review: 'file-upload.label.review', error: 'file-upload.label.error' } as const

/**
 * CameraDialog is the photo flow in the library's modal: the live camera
 * with “Take photo”, the photo to review (use it or take another), or the
 * camera's error with “Try again”. Escape and Cancel close it and release
 * the camera.
 */
export function CameraDialog({ state, dispatch, onPhoto }: CameraDialogProps) {
  const { t } = useTranslation()
  const { view, stream, cameraIndex } = state
  const streamRef = useRef<MediaStream | null>(null)
  const videoRef = useRef<HTMLVideoElement | null>(null)
  const devicesRef = useRef<string[]>([])
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null)

  const setVideo = useCallback((el: HTMLVideoElement | null) => {
    videoRef.current = el
    if (el && streamRef.current) el.srcObject = streamRef.current
  }, [])

  // The stream follows the flow: opened while loading, released when the dialog closes or fails.
  useEffect(() => {
    if (view === 'closed' || view === 'error') {
      stopStream(streamRef.current)
      streamRef.current = null
      return
    }
    if (stream !== 'loading') return
    let live = true
    stopStream(streamRef.current)
    streamRef.current = null
    openCamera(devicesRef.current[cameraIndex]).then(
      async (media) => {
        if (!live) {
          stopStream(media)
          return
        }
        streamRef.current = media
        if (videoRef.current) videoRef.current.srcObject = media
        const ids = await videoInputs()
        if (!live) return
        devicesRef.current = ids
        dispatch({ type: 'STREAM_READY', cameraCount: ids.length })
      },
      (error: unknown) => {
        if (live) dispatch({ type: 'STREAM_FAILED', error })
      },
    )
    return () => {
      live = false
    }
  }, [view, stream, cameraIndex, dispatch])

  useEffect(
    () => () => {
      stopStream(streamRef.current)
      streamRef.current = null
    },
    [],
  )

  // A photo's object URL lives as long as the photo is shown.
  useEffect(() => {
    if (!photo) return
    return () => URL.revokeObjectURL(photo.url)
  }, [photo])

  const take = () => {
    const video = videoRef.current
    if (!video || stream !== 'ready') return
    dispatch({ type: 'TAKE' })
    captureFrame(video).then(
      (blob) => {
        setPhoto({ blob, url: URL.createObjectURL(blob) })
        dispatch({ type: 'CAPTURED' })
      },
      (error: unknown) => dispatch({ type: 'CAPTURE_FAILED', error }),
    )
  }
  const accept = () => {
    if (!photo) return
    onPhoto(new File([photo.blob], photoFileName(new Date()), { type: PHOTO_TYPE }))
    setPhoto(null)
    dispatch({ type: 'ACCEPT' })
  }
  const reject = () => {
    setPhoto(null)
    dispatch({ type: 'REJECT' })
  }
  const cancel = () => {
    setPhoto(null)
    dispatch({ type: 'CANCEL' })
  }

  const error = state.error ? cameraErrorMessage(state.error) : null
  let footer
  if (view === 'review') {
    footer = (
      <>
        <Button variant="text" label={t('file-upload.button.rejectPhoto')} onClick={reject} />
        <Button variant="primary" icon="check" label={t('file-upload.button.acceptPhoto')} onClick={accept} />
      </>
    )
  } else if (view === 'error') {
    footer = (
      <>
        <Button variant="text" label={t('file-upload.button.cancel')} onClick={cancel} />
        <Button variant="primary" icon="refresh" label={t('file-upload.button.retry')} onClick={() => dispatch({ type: 'RETRY' })} />
      </>
    )
  } else {
    footer = (
      <>
        <Button variant="text" label={t('file-upload.button.cancel')} onClick={cancel} />
        {state.cameraCount > 1 && <Button icon="camera_switch" label={t('file-upload.button.nextCamera')} isDisabled={stream !== 'ready'} onClick={() => dispatch({ type: 'NEXT_CAMERA' })} />}
        <Button variant="primary" icon="camera" label={t('file-upload.button.takePhoto')} isDisabled={stream === 'loading'} isLoading={stream === 'capturing'} onClick={take} />
      </>
    )
  }

  return (
    <Modal open={view !== 'closed'} onOpenChange={(open) => !open && cancel()} title={t(TITLE_KEYS[view])} size="md" footer={footer}>
      <div className={styles.camera} data-camera="" data-state={view} data-stream={stream}>
        {view !== 'error' && (
          <div className={styles.viewfinder} hidden={view !== 'capture'} aria-busy={stream === 'loading' || undefined}>
            <video ref={setVideo} className={styles.video} autoPlay muted playsInline aria-label={t('file-upload.label.capture')} />
            {stream === 'loading' && (
              <span className={styles.starting}>
                <Spinner size="medium" decorative />
                <span>{t('file-upload.label.starting')}</span>
              </span>
            )}
          </div>
        )}
        {view === 'review' && photo && <img className={styles.photo} src={photo.url} alt={t('file-upload.label.photo')} />}
        {view === 'error' && error && (
          <p className={styles.cameraError} role="alert" data-camera-error={state.error?.kind}>
            <Icon name="error_filled" size="large" />
            <span>{t(error.key, error.values)}</span>
          </p>
        )}
      </div>
    </Modal>
  )
}
