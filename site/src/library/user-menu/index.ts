// The public API of user-menu: @tessera-ds/library/user-menu.
export * from './UserMenu'
export * from './schema'
export * from './logic'
