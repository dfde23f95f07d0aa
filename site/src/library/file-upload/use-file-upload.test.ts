// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { ChangeEvent, DragEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { FileItem } from './logic'
import { useFileUpload, type FileUploadOptions } from './use-file-upload'

const defaults: FileUploadOptions = { variant: 'standalone', extensions: [], maxFileSize: Infinity, allowMultiple: false, hideDropArea: false, isDisabled: false, hasInfo: false }
const setup = (o: Partial<FileUploadOptions> = {}) => renderHook((p: FileUploadOptions) => useFileUpload(p), { initialProps: { ...defaults, ...o } })
const file = (name: string, size = 10) => new File(['x'.repeat(size)], name)
const pick = (files: File[]) => ({ target: { files, value: 'C:\\fakepath' } }) as unknown as ChangeEvent<HTMLInputElement>
const drag = (extra: object = {}) => ({ preventDefault: vi.fn(), dataTransfer: { dropEffect: 'none', files: [] }, ...extra }) as unknown as DragEvent

describe('useFileUpload', () => {
  it('adds a picked file, tells the owner, and clears the input for the same file again', () => {
    const onAddFiles = vi.fn()
    const onValueChange = vi.fn()
    const { result } = setup({ onAddFiles, onValueChange })
    const event = pick([file('a.pdf')])
    act(() => result.current.getInputProps().onChange(event))
    expect(event.target.value).toBe('')
    expect(result.current.current.map((f) => f.name)).toEqual(['a.pdf'])
    expect(onAddFiles.mock.calls[0][0][0].item.name).toBe('a.pdf')
    expect(onValueChange).toHaveBeenCalledTimes(1)
    // a single upload hides its drop area once it holds a file
    expect(result.current.dropShown).toBe(false)
  })

  it('refuses several files at once unless allowed, and describes the input by the error', () => {
    const { result } = setup()
    act(() => result.current.add([file('a'), file('b')]))
    expect(result.current.error).toBe('multipleNotAllowed')
    expect(result.current.current).toEqual([])
    expect(result.current.getInputProps()['aria-describedby']).toBe(result.current.ids.error)
    const multi = setup({ allowMultiple: true })
    act(() => multi.result.current.add([file('a'), file('b')]))
    expect(multi.result.current.error).toBeNull()
    expect(multi.result.current.current).toHaveLength(2)
    expect(multi.result.current.getInputProps().multiple).toBe(true)
  })

  it('adds nothing while disabled, and shows the drop area disabled', () => {
    const { result } = setup({ isDisabled: true })
    act(() => result.current.add([file('a')]))
    expect(result.current.current).toEqual([])
    expect(result.current.dropState).toBe('disabled')
    expect(result.current.getInputProps().disabled).toBe(true)
  })

  it('cancels an upload, retries it and deletes it, telling the owner each time', () => {
    const onCancel = vi.fn()
    const onRetry = vi.fn()
    const onDelete = vi.fn()
    const uploading: FileItem = { id: 'f1', name: 'a.pdf', size: 10, status: 'UPLOADING', validation: 'SUCCESS', progress: 0.5 }
    const { result } = setup({ defaultValue: [uploading], onCancel, onRetry, onDelete })
    act(() => result.current.cancel(result.current.current[0]))
    expect(result.current.current[0].status).toBe('CANCELED')
    expect(onCancel).toHaveBeenCalledTimes(1)
    act(() => result.current.retry(result.current.current[0]))
    expect(result.current.current[0]).toMatchObject({ status: 'UPLOADING', progress: 0 })
    expect(onRetry).toHaveBeenCalledTimes(1)
    // an upload under way cannot be retried
    act(() => result.current.retry(result.current.current[0]))
    expect(onRetry).toHaveBeenCalledTimes(1)
    act(() => result.current.remove(result.current.current[0]))
    expect(result.current.current).toEqual([])
    expect(onDelete).toHaveBeenCalledTimes(1)
  })

  it('follows a drag over the drop area and adds the dropped files', () => {
    const { result } = setup({ allowMultiple: true })
    const over = drag()
    act(() => result.current.getDropAreaProps().onDragOver(over))
    expect(over.preventDefault).toHaveBeenCalled()
    expect(over.dataTransfer.dropEffect).toBe('copy')
    expect(result.current.dropState).toBe('over')
    expect(result.current.getDropAreaProps()['data-state']).toBe('over')
    act(() => result.current.getDropAreaProps().onDrop(drag({ dataTransfer: { files: [file('a'), file('b')] } })))
    expect(result.current.dropState).toBe('idle')
    expect(result.current.current).toHaveLength(2)
  })

  it('names the input by the label and its prompt, and describes it by the info', () => {
    const { result } = setup({ label: 'Invoices', hasInfo: true, helpText: 'PDF only', extensions: ['pdf'] })
    const { ids } = result.current
    const input = result.current.getInputProps()
    expect(input['aria-labelledby']).toBe(`${ids.label} ${ids.input}-prompt`)
    expect(input['aria-describedby']).toBe(`${ids.info} ${ids.help}`)
    expect(input.accept).toBe('.pdf')
  })
})
