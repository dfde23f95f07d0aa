// The public API of password-field: @tessera-ds/library/password-field.
export * from './PasswordField'
export * from './schema'
export * from './logic'
