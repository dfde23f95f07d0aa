// The public API of accordion: @tessera-ds/library/accordion.
export * from './Accordion'
export * from './schema'
export * from './logic'
