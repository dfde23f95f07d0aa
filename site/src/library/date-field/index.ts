// The public API of date-field: @tessera-ds/library/date-field.
export * from './DateField'
export * from './DateRangeField'
export * from './DateTimeField'
export * from './DateTimeRangeField'
export * from './schema'
export * from './logic'
