// The public API of currency-field: @tessera-ds/library/currency-field.
export * from './CurrencyField'
export * from './schema'
export * from './logic'
