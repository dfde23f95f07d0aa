// The public API of heading: @tessera-ds/library/heading.
export * from './Heading'
export * from './schema'
export * from './logic'
