// The public API of navbar: @tessera-ds/library/navbar.
export * from './Navbar'
export * from './schema'
export * from './logic'
