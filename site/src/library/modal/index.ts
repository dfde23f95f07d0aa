// The public API of modal: @tessera-ds/library/modal.
export * from './Modal'
export * from './schema'
export * from './logic'
