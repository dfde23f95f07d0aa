// The public API of tag: @tessera-ds/library/tag.
export * from './Tag'
export * from './schema'
export * from './logic'
