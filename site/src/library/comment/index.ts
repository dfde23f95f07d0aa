// The public API of comment: @tessera-ds/library/comment.
export * from './Comment'
export * from './CommentInput'
export * from './schema'
export * from './logic'
