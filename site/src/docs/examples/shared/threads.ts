/** The comment examples' reader and how an application keeps their threads. */
import { useRef, useState } from 'react'
import type { CommentData, CommentId, NewComment } from '@tessera-ds/library/comment'

/** jo is the person reading: their comments are the editable and deletable ones. */
export const jo = { id: 'jo', name: 'Jo Reader' }

/** ownComment is a comment Jo just wrote: theirs to edit and delete. */
function ownComment(id: number, comment: NewComment): CommentData {
  return { id, user: jo, message: comment.message, isInternal: comment.isInternal, createdAt: new Date().toISOString(), isEditable: true, isDeletable: true, parentId: comment.parentId, replyToUserId: comment.replyToUserId }
}

/** useThreads keeps the threads as an application would, applying what the comments report. */
export function useThreads(initial: CommentData[]) {
  const [threads, setThreads] = useState(initial)
  const nextId = useRef(100)
  const post = (comment: NewComment) => {
    const created = { ...ownComment(nextId.current++, comment), replies: [] }
    setThreads((list) => [...list, created])
  }
  const reply = (comment: NewComment) => {
    const created = ownComment(nextId.current++, comment)
    setThreads((list) => list.map((t) => (t.id === comment.parentId ? { ...t, replies: [...(t.replies ?? []), created] } : t)))
  }
  const edit = ({ id, message, parentId }: { id: CommentId; message: string; parentId: CommentId | null }) =>
    setThreads((list) =>
      list.map((t) => {
        if (parentId === null) return t.id === id ? { ...t, message, isModified: true } : t
        return t.id === parentId ? { ...t, replies: t.replies?.map((r) => (r.id === id ? { ...r, message, isModified: true } : r)) } : t
      }),
    )
  const remove = ({ id, parentId }: { id: CommentId; parentId: CommentId | null }) =>
    setThreads((list) => (parentId === null ? list.filter((t) => t.id !== id) : list.map((t) => (t.id === parentId ? { ...t, replies: t.replies?.filter((r) => r.id !== id) } : t))))
  return { threads, post, reply, edit, remove }
}
