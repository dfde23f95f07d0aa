// The public API of form: @tessera-ds/library/form.
export * from './Form'
export * from './schema'
export * from './logic'
