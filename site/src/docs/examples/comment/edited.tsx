import { useRef, useState } from 'react'
import { Comment, type CommentData, type CommentId, type CommentProps, type NewComment } from '@tessera-ds/library/comment'
import demo from './demo.module.css'

const jo = { id: 'jo', name: 'Jo Reader' }

const edited: CommentData = {
  id: 30,
  user: jo,
  message: 'Updated the drawing to revision C: the holes are now 6.5 mm.',
  createdAt: '2026-01-15T12:00:00Z',
  isModified: true,
  isEditable: true,
  isDeletable: true,
  replies: [],
}

/** ownComment is a comment Jo just wrote: theirs to edit and delete. */
function ownComment(id: number, comment: NewComment): CommentData {
  return { id, user: jo, message: comment.message, isInternal: comment.isInternal, createdAt: new Date().toISOString(), isEditable: true, isDeletable: true, parentId: comment.parentId, replyToUserId: comment.replyToUserId }
}

/** useThreads keeps the threads as an application would, applying what the comments report. */
function useThreads(initial: CommentData[]) {
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

export default function Edited() {
  const { threads, reply, edit, remove } = useThreads([edited])
  return (
    <div className={demo.stack}>
      {threads.map((thread) => (
        <Comment key={thread.id} {...(thread as CommentProps)} currentUser={jo} onAdd={reply} onEdit={edit} onDelete={remove} />
      ))}
    </div>
  )
}
