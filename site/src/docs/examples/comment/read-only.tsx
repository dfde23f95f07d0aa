import { Comment, CommentInput } from '@tessera-ds/library/comment'
import adaPicture from './avatar-ada.svg'
import benPicture from './avatar-ben.svg'
import demo from './demo.module.css'

const ada = { id: 'ada', name: 'Ada Lovelace', avatar: adaPicture }
const ben = { id: 'ben', name: 'Ben Okafor', avatar: benPicture }

export default function ReadOnly() {
  return (
    <div className={demo.stack}>
      <Comment
        id={40}
        user={ben}
        message="Order shipped with two pallets; the tracking number is in the delivery note."
        createdAt="2026-01-10T17:45:00Z"
        isEditable
        isDeletable
        replies={[{ id: 41, user: ada, message: 'Received in good order, thank you.', createdAt: '2026-01-11T09:10:00Z', parentId: 40, replyToUserId: 'ben' }]}
        isReadOnly
      />
      <CommentInput user={ada} isDisabled placeholder="This order is archived: comments are closed" />
    </div>
  )
}
