// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { commentInputSchema, commentReplySchema, commentSchema, commentUserSchema } from './schema'

const comment = { id: 1, user: { id: 'u1', name: 'Ada' }, message: 'Hello', createdAt: '2026-01-15T12:00:00Z' }
const errors = (props: object) => propErrors('Comment', commentSchema, props)

describe('commentSchema', () => {
  it('accepts a comment with its replies and has the defaults', () => {
    expect(errors({ ...comment, replies: [{ ...comment, id: 'r1', parentId: 1, replyToUserId: 'u1', isModified: true }] })).toEqual([])
    expect(commentSchema.parse(comment)).toMatchObject({
      createdAt: '2026-01-15T12:00:00Z',
      isDeletable: false,
      isEditable: false,
      isInternal: false,
      isModified: false,
      parentId: null,
      replyToUserId: null,
      replies: [],
      allowInternal: false,
      forceInternal: false,
      isReadOnly: false,
    })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ ...comment, id: '' })[0]).toMatch(/^Comment: invalid prop "id"/)
    expect(errors({ ...comment, user: { id: 'u1', name: ' ' } })).toEqual(['Comment: invalid prop "user.name": may not be empty'])
    expect(errors({ ...comment, message: undefined })[0]).toMatch(/^Comment: invalid prop "message"/)
    expect(errors({ ...comment, createdAt: 'last week' })).toEqual(['Comment: invalid prop "createdAt": must be an ISO date-time, e.g. 2026-01-15T12:00:00Z'])
    expect(errors({ ...comment, replies: [{ ...comment, user: undefined }] })[0]).toMatch(/^Comment: invalid prop "replies\.0\.user"/)
    expect(errors({ ...comment, isReadOnly: 'yes' })[0]).toMatch(/^Comment: invalid prop "isReadOnly"/)
    expect(errors({ ...comment, postEscapeParser: 'markdown' })[0]).toMatch(/^Comment: invalid prop "postEscapeParser"/)
  })
  it('checks the comment box’s props', () => {
    const inputErrors = (props: object) => propErrors('CommentInput', commentInputSchema, props)
    expect(inputErrors({})).toEqual([])
    expect(inputErrors({ isReply: true, parentId: 1, replyToUserId: 'u1', replyToName: 'Ada', allowInternal: true })).toEqual([])
    expect(inputErrors({ placeholder: '' })).toEqual(['CommentInput: invalid prop "placeholder": may not be empty'])
    expect(inputErrors({ onAdd: 1 })[0]).toMatch(/^CommentInput: invalid prop "onAdd"/)
  })
  it('describes every prop', () => {
    for (const shape of [commentSchema.shape, commentReplySchema.shape, commentInputSchema.shape, commentUserSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})
