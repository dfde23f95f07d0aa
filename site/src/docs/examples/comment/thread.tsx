import { Comment, CommentInput, type CommentData, type CommentProps } from '@tessera-ds/library/comment'
import adaPicture from './avatar-ada.svg'
import benPicture from './avatar-ben.svg'
import chloePicture from './avatar-chloe.svg'
import { jo, useThreads } from '../shared/threads'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'reply', steps: [{ click: { role: 'button', name: { label: 'comment.reply' } } }, { waitFor: { role: 'textbox', name: { label: 'comment.messageLabel' } } }] },
  { id: 'hover-input', steps: [{ hover: { role: 'textbox', name: { label: 'comment.messageLabel' } } }] },
  { id: 'focus-input', steps: [{ focus: { role: 'textbox', name: { label: 'comment.messageLabel' } } }] },
  { id: 'hover-cancel', steps: [{ click: { role: 'button', name: { label: 'comment.reply' } } }, { waitFor: { role: 'textbox', name: { label: 'comment.messageLabel' } } }, { hover: { role: 'button', name: { label: 'comment.cancelLink' } } }] },
  { id: 'focus-cancel', steps: [{ click: { role: 'button', name: { label: 'comment.reply' } } }, { waitFor: { role: 'textbox', name: { label: 'comment.messageLabel' } } }, { focus: { role: 'button', name: { label: 'comment.cancelLink' } } }] },
]

const ada = { id: 'ada', name: 'Ada Lovelace', avatar: adaPicture }
const ben = { id: 'ben', name: 'Ben Okafor', avatar: benPicture }
const chloe = { id: 'chloe', name: 'Chloe Martin', avatar: chloePicture }
const dev = { id: 'dev', name: 'Dev Patel' }

const initialThreads: CommentData[] = [
  {
    id: 1,
    user: ada,
    message: 'The supplier moved the delivery of the aluminium sheets to Thursday. Can we still start the assembly on Friday?',
    createdAt: '2026-01-12T08:15:00Z',
    replies: [
      { id: 2, user: ben, message: 'Yes, if the sheets arrive before noon. I will book the laser cutter for the afternoon.', createdAt: '2026-01-12T09:02:00Z', parentId: 1, replyToUserId: 'ada' },
      {
        id: 3,
        user: chloe,
        message: 'Quality needs half a day for the incoming inspection, so Monday is safer.',
        createdAt: '2026-01-12T10:40:00Z',
        isModified: true,
        parentId: 1,
        replyToUserId: 'ben',
      },
      { id: 4, user: jo, message: 'Let us decide tomorrow, after the call with the supplier.', createdAt: '2026-01-12T11:05:00Z', isEditable: true, isDeletable: true, parentId: 1, replyToUserId: 'chloe' },
    ],
  },
  {
    id: 5,
    user: dev,
    message: 'Who has the key to the test bench?',
    createdAt: '2026-01-13T07:50:00Z',
    replies: [{ id: 6, user: jo, message: 'It is in the shift lead’s drawer.', createdAt: '2026-01-13T08:05:00Z', isEditable: true, isDeletable: true, parentId: 5, replyToUserId: 'dev' }],
  },
]

export default function Threads() {
  const { threads, post, reply, edit, remove } = useThreads(initialThreads)
  return (
    <div className={demo.stack}>
      {threads.map((thread) => (
        <Comment key={thread.id} {...(thread as CommentProps)} currentUser={jo} onAdd={reply} onEdit={edit} onDelete={remove} />
      ))}
      <CommentInput user={jo} onAdd={post} />
    </div>
  )
}
