import { useId, useReducer, useRef, useState, type ChangeEvent, type DragEvent } from 'react'
import { useControllable } from '../use-controllable'
import {
  acceptAttribute,
  CAMERA_CLOSED,
  cameraReducer,
  createFileItem,
  dropTransition,
  FILE_UPLOAD_DEFAULTS,
  fileTransition,
  selectionError,
  showDropArea,
  sourceOfVariant,
  splitItems,
  type DropState,
  type FileItem,
  type SelectionError,
  type UploadVariant,
} from './logic'
import type { FileUploadProps } from './schema'

/** FileUploadOptions are what useFileUpload reads: FileUpload's props, its defaults applied. */
export interface FileUploadOptions extends Pick<FileUploadProps, 'value' | 'defaultValue' | 'onValueChange' | 'onAddFiles' | 'onCancel' | 'onRetry' | 'onDelete' | 'label' | 'helpText'> {
  variant: UploadVariant
  extensions: readonly string[]
  maxFileSize: number
  allowMultiple: boolean
  hideDropArea: boolean
  isDisabled: boolean
  /** hasInfo tells whether the drop area shows the extensions or the maximum size (its description) */
  hasInfo: boolean
}

/**
 * useFileUpload is the behaviour of FileUpload: the files (controlled or
 * kept here), adding them from the input, a drop or the camera (refusing
 * several at once unless allowed), cancel, retry and delete through the
 * file transitions, the drop area's drag state, and the ids and ARIA that
 * tie the input to its label, info, error and help.
 */
export function useFileUpload(o: FileUploadOptions) {
  const { variant, extensions, maxFileSize, allowMultiple, isDisabled } = o
  const [files, setFiles] = useControllable<FileItem[]>(o.value as FileItem[] | undefined, (o.defaultValue ?? FILE_UPLOAD_DEFAULTS.defaultValue) as FileItem[], o.onValueChange)
  const [drag, setDrag] = useState<DropState>('idle')
  const [error, setError] = useState<SelectionError | null>(null)
  const [camera, dispatchCamera] = useReducer(cameraReducer, CAMERA_CLOSED)
  const baseId = useId()
  const counter = useRef(0)
  const ids = { label: `${baseId}-label`, input: `${baseId}-input`, info: `${baseId}-info`, error: `${baseId}-error`, help: `${baseId}-help`, pre: `${baseId}-pre` }

  const list = Array.isArray(files) ? files : []
  const { current, preUploaded } = splitItems(list)
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
    o.onAddFiles?.(added)
  }

  const replace = (item: FileItem, next: FileItem | null) => setFiles(next ? list.map((f) => (f.id === item.id ? next : f)) : list.filter((f) => f.id !== item.id))
  const cancel = (item: FileItem) => {
    const next = fileTransition(item, { type: 'CANCEL' })
    if (next === item) return
    replace(item, next)
    o.onCancel?.(item)
  }
  const retry = (item: FileItem) => {
    const next = fileTransition(item, { type: 'RETRY' })
    if (next === item) return
    replace(item, next)
    o.onRetry?.(item)
  }
  const remove = (item: FileItem) => {
    replace(item, null)
    o.onDelete?.(item)
  }

  const onDragOver = (event: DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = isDisabled ? 'none' : 'copy'
    setDrag((s) => dropTransition(s, 'enter'))
  }

  const described = [o.hasInfo ? ids.info : null, error ? ids.error : null, o.helpText ? ids.help : null].filter(Boolean).join(' ') || undefined

  return {
    ids,
    dropState,
    /** dropShown tells whether the drop area shows (a single upload hides it once it holds a file) */
    dropShown: showDropArea({ hideDropArea: o.hideDropArea, allowMultiple, currentCount: current.length }),
    error,
    /** current are the files added here; preUploaded those uploaded before, listed apart */
    current,
    preUploaded,
    camera,
    dispatchCamera,
    add,
    cancel,
    retry,
    remove,
    getDropAreaProps: () => ({
      'data-drop-area': '',
      'data-state': dropState,
      onDragEnter: onDragOver,
      onDragOver,
      onDragLeave: (event: DragEvent) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
        setDrag((s) => dropTransition(s, 'leave'))
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault()
        setDrag((s) => dropTransition(s, 'drop'))
        add(Array.from(event.dataTransfer.files ?? []))
      },
    }),
    getInputProps: () => ({
      id: ids.input,
      type: 'file',
      multiple: allowMultiple,
      accept: acceptAttribute(extensions) || undefined,
      disabled: isDisabled,
      'aria-labelledby': o.label ? `${ids.label} ${ids.input}-prompt` : `${ids.input}-prompt`,
      'aria-describedby': described,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const picked = Array.from(event.target.files ?? [])
        event.target.value = ''
        add(picked)
      },
    }),
  }
}

export type FileUploadApi = ReturnType<typeof useFileUpload>
