/**
 * The camera's browser side: opening a stream, listing cameras, stopping
 * tracks and capturing a frame as PNG. The flow's rules live in logic.ts.
 */
import { cameraConstraints, PHOTO_TYPE } from './logic'

/** notSupported is the error of a browser without camera access (no mediaDevices, e.g. an insecure page). */
function notSupported(): Error {
  const error = new Error('This browser cannot use a camera here')
  error.name = 'NotSupportedError'
  return error
}

/** videoInputs lists the cameras' device ids; an empty list when the browser does not say. */
export async function videoInputs(): Promise<string[]> {
  const devices = navigator.mediaDevices
  if (!devices?.enumerateDevices) return []
  try {
    return (await devices.enumerateDevices()).filter((d) => d.kind === 'videoinput').map((d) => d.deviceId)
  } catch {
    return []
  }
}

/** openCamera asks for a camera stream at the ideal resolution, on deviceId when given. */
export async function openCamera(deviceId?: string): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices
  if (!devices?.getUserMedia) throw notSupported()
  return devices.getUserMedia(cameraConstraints(deviceId))
}

/** stopStream stops every track of a stream, releasing the camera. */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop()
}

/** captureFrame draws the video's current frame on a canvas of its size and encodes it as PNG. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = video.videoWidth || video.clientWidth || 1
  canvas.height = video.videoHeight || video.clientHeight || 1
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('The photo could not be drawn'))
  context.drawImage(video, 0, 0, canvas.width, canvas.height)
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), PHOTO_TYPE))
}
