// The public API of text-area: @tessera-ds/library/text-area.
export * from './TextArea'
export * from './schema'
export * from './logic'
