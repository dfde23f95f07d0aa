// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { UNLIMITED } from './logic'
import { fileItemSchema, fileUploadSchema } from './schema'

const errors = (props: object) => propErrors('FileUpload', fileUploadSchema, props)
const file = { id: 'a', name: 'plan.pdf', size: 10, status: 'UPLOADED' }

describe('fileUploadSchema', () => {
  it('accepts valid props and has the defaults', () => {
    expect(errors({})).toEqual([])
    expect(errors({ value: [file, { ...file, id: 2, progress: 0.5, validation: 'MAX_SIZE_EXCEEDED', viewUrl: '/v' }], extensions: ['pdf'], maxFileSize: 0 })).toEqual([])
    expect(fileUploadSchema.parse({})).toMatchObject({
      defaultValue: [],
      variant: 'standalone',
      extensions: [],
      maxFileSize: UNLIMITED,
      collapseExtensionsAfter: UNLIMITED,
      allowMultiple: false,
      allowPhotos: false,
      hideDropArea: false,
      isDisabled: false,
      icon: 'cloud_upload',
    })
    expect(fileItemSchema.parse(file)).toEqual({ ...file, validation: 'SUCCESS', isInternal: false, isPreUploaded: false })
  })
  it('allows an empty list of extensions (every file)', () => {
    expect(errors({ extensions: [] })).toEqual([])
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ value: [{ ...file, size: -1 }] })[0]).toMatch(/^FileUpload: invalid prop "value\.0\.size": Too small/)
    expect(errors({ value: [{ ...file, size: 1.5 }] })[0]).toMatch(/^FileUpload: invalid prop "value\.0\.size"/)
    expect(errors({ value: [{ ...file, progress: 1.2 }] })[0]).toMatch(/^FileUpload: invalid prop "value\.0\.progress": Too big/)
    expect(errors({ value: [{ ...file, status: 'DONE' }] })[0]).toMatch(/^FileUpload: invalid prop "value\.0\.status": Invalid option/)
    expect(errors({ value: [{ ...file, validation: 'OK' }] })[0]).toMatch(/^FileUpload: invalid prop "value\.0\.validation"/)
    expect(errors({ maxFileSize: -5 })[0]).toMatch(/^FileUpload: invalid prop "maxFileSize"/)
    expect(errors({ collapseExtensionsAfter: 1.5 })[0]).toMatch(/^FileUpload: invalid prop "collapseExtensionsAfter"/)
    expect(errors({ extensions: ['pdf', ' '] })).toEqual(['FileUpload: invalid prop "extensions.1": may not be empty'])
    expect(errors({ variant: 'remote' })[0]).toMatch(/^FileUpload: invalid prop "variant": Invalid option/)
    expect(errors({ icon: 'no_such_icon' })[0]).toMatch(/^FileUpload: invalid prop "icon": must be one of the icon names/)
    expect(errors({ onAddFiles: 'upload' })[0]).toMatch(/^FileUpload: invalid prop "onAddFiles"/)
  })
  it('describes every prop', () => {
    for (const shape of [fileUploadSchema.shape, fileItemSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})
