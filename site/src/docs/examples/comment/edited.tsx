import { Comment, type CommentData, type CommentProps } from '@tessera-ds/library/comment'
import { jo, useThreads } from '../shared/threads'
import demo from './demo.module.css'

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
