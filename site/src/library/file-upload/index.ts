// The public API of file-upload: @tessera-ds/library/file-upload.
export * from './FileUpload'
export * from './schema'
export * from './logic'
