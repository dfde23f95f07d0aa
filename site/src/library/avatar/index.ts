// The public API of avatar: @tessera-ds/library/avatar.
export * from './Avatar'
export * from './AvatarGroup'
export * from './schema'
export * from './logic'
