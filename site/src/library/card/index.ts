// The public API of card: @tessera-ds/library/card.
export * from './Card'
export * from './schema'
export * from './logic'
