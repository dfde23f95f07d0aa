// The public API of toaster: @tessera-ds/library/toaster.
export * from './Toaster'
export * from './schema'
export * from './logic'
// Toast is the view; the queue's item of the same name in logic.ts stays internal.
export { Toast } from './Toaster'
