// The public API of toggle-group: @tessera-ds/library/toggle-group.
export * from './ToggleGroup'
export * from './schema'
export * from './logic'
// The option as a prop takes (the schema's input), not the parsed one of logic.ts.
export type { ToggleGroupOption } from './schema'
