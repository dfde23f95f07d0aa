// The public API of button: @tessera-ds/library/button.
export * from './Button'
export * from './ButtonGroup'
export * from './SplitButton'
export * from './schema'
export * from './logic'
