import { useRef, useState } from 'react'
import { Comment, CommentInput, type CommentData, type CommentId, type CommentProps, type NewComment } from '@tessera-ds/library/comment'
import adaPicture from './avatar-ada.svg'
import chloePicture from './avatar-chloe.svg'
import demo from './demo.module.css'

const ada = { id: 'ada', name: 'Ada Lovelace', avatar: adaPicture }
const chloe = { id: 'chloe', name: 'Chloe Martin', avatar: chloePicture }
const jo = { id: 'jo', name: 'Jo Reader' }

const internalThread: CommentData = {
  id: 20,
  user: chloe,
  message: 'The margin on this order is below 8 %. Please check the discount before confirming.',
  createdAt: '2026-01-14T15:20:00Z',
  isInternal: true,
  replies: [{ id: 21, user: ada, message: 'Checked: the discount was entered twice. Fixed.', createdAt: '2026-01-14T16:05:00Z', isInternal: true, parentId: 20, replyToUserId: 'chloe' }],
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

export default function Internal() {
  const { threads, post, reply, edit, remove } = useThreads([internalThread])
  return (
    <>
      <div className={demo.stack}>
        {threads.map((thread) => (
          <Comment key={thread.id} {...(thread as CommentProps)} allowInternal currentUser={jo} onAdd={reply} onEdit={edit} onDelete={remove} />
        ))}
        <CommentInput user={jo} allowInternal onAdd={post} />
      </div>
      <CommentInput user={jo} forceInternal placeholder="Internal note (always restricted)" />
    </>
  )
}
