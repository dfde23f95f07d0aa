import { Comment, CommentInput, type CommentData, type CommentProps } from '@tessera-ds/library/comment'
import adaPicture from './avatar-ada.svg'
import chloePicture from './avatar-chloe.svg'
import { jo, useThreads } from '../shared/threads'
import demo from './demo.module.css'

const ada = { id: 'ada', name: 'Ada Lovelace', avatar: adaPicture }
const chloe = { id: 'chloe', name: 'Chloe Martin', avatar: chloePicture }

const internalThread: CommentData = {
  id: 20,
  user: chloe,
  message: 'The margin on this order is below 8 %. Please check the discount before confirming.',
  createdAt: '2026-01-14T15:20:00Z',
  isInternal: true,
  replies: [{ id: 21, user: ada, message: 'Checked: the discount was entered twice. Fixed.', createdAt: '2026-01-14T16:05:00Z', isInternal: true, parentId: 20, replyToUserId: 'chloe' }],
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
