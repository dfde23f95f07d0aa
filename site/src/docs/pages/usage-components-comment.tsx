import { useRef, useState } from 'react'
import { z } from 'zod'
import { Comment } from '../../library/comment/Comment'
import { CommentInput } from '../../library/comment/CommentInput'
import { newlinesToBreaks, type CommentData, type CommentId, type NewComment } from '../../library/comment/logic'
import { commentInputSchema, commentSchema, type CommentProps } from '../../library/comment/schema'
import { Example } from '../kit/Example'
import { defaultsOf, jsxCode } from '../kit/schema-docs'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import ada from './display-a/avatar-ada.svg'
import ben from './display-a/avatar-ben.svg'
import chloe from './display-a/avatar-chloe.svg'
import demo from './display-a/demo.module.css'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ADA = { id: 'ada', name: 'Ada Lovelace', avatar: ada }
const BEN = { id: 'ben', name: 'Ben Okafor', avatar: ben }
const CHLOE = { id: 'chloe', name: 'Chloe Martin', avatar: chloe }
const DEV = { id: 'dev', name: 'Dev Patel' }
/** JO is the person reading the demo: their comments are the editable and deletable ones. */
const JO = { id: 'jo', name: 'Jo Reader' }

const THREADS: CommentData[] = [
  {
    id: 1,
    user: ADA,
    message: 'The supplier moved the delivery of the aluminium sheets to Thursday. Can we still start the assembly on Friday?',
    createdAt: '2026-01-12T08:15:00Z',
    replies: [
      { id: 2, user: BEN, message: 'Yes, if the sheets arrive before noon. I will book the laser cutter for the afternoon.', createdAt: '2026-01-12T09:02:00Z', parentId: 1, replyToUserId: 'ada' },
      {
        id: 3,
        user: CHLOE,
        message: 'Quality needs half a day for the incoming inspection, so Monday is safer.',
        createdAt: '2026-01-12T10:40:00Z',
        isModified: true,
        parentId: 1,
        replyToUserId: 'ben',
      },
      { id: 4, user: JO, message: 'Let us decide tomorrow, after the call with the supplier.', createdAt: '2026-01-12T11:05:00Z', isEditable: true, isDeletable: true, parentId: 1, replyToUserId: 'chloe' },
    ],
  },
  {
    id: 5,
    user: DEV,
    message: 'Who has the key to the test bench?',
    createdAt: '2026-01-13T07:50:00Z',
    replies: [{ id: 6, user: JO, message: 'It is in the shift lead’s drawer.', createdAt: '2026-01-13T08:05:00Z', isEditable: true, isDeletable: true, parentId: 5, replyToUserId: 'dev' }],
  },
]

/** ownComment is a comment Jo just wrote: theirs to edit and delete. */
function ownComment(id: number, comment: NewComment): CommentData {
  return { id, user: JO, message: comment.message, isInternal: comment.isInternal, createdAt: new Date().toISOString(), isEditable: true, isDeletable: true, parentId: comment.parentId, replyToUserId: comment.replyToUserId }
}

/** useThreads keeps threads as an application would, applying what the comments report. */
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

function ThreadExample() {
  const { threads, post, reply, edit, remove } = useThreads(THREADS)
  return (
    <div className={demo.stack}>
      {threads.map((thread) => (
        <Comment key={thread.id} {...(thread as CommentProps)} currentUser={JO} onAdd={reply} onEdit={edit} onDelete={remove} />
      ))}
      <CommentInput user={JO} onAdd={post} />
    </div>
  )
}

const THREAD_CODE = `const [threads, setThreads] = useState<CommentData[]>(initialThreads)

{threads.map((thread) => (
  <Comment
    key={thread.id}
    {...thread}
    currentUser={{ name: 'Jo Reader' }}
    onAdd={(reply) => addReply(reply)}      // { message, isInternal, parentId, replyToUserId }
    onEdit={(edit) => updateMessage(edit)}  // { id, message, parentId }: set isModified too
    onDelete={(target) => remove(target)}   // { id, parentId }
  />
))}
<CommentInput user={{ name: 'Jo Reader' }} onAdd={(comment) => addThread(comment)} />`

const INTERNAL: CommentData = {
  id: 20,
  user: CHLOE,
  message: 'The margin on this order is below 8 %. Please check the discount before confirming.',
  createdAt: '2026-01-14T15:20:00Z',
  isInternal: true,
  replies: [{ id: 21, user: ADA, message: 'Checked: the discount was entered twice. Fixed.', createdAt: '2026-01-14T16:05:00Z', isInternal: true, parentId: 20, replyToUserId: 'chloe' }],
}

function InternalExample() {
  const { threads, post, reply, edit, remove } = useThreads([INTERNAL])
  return (
    <div className={demo.stack}>
      {threads.map((thread) => (
        <Comment key={thread.id} {...(thread as CommentProps)} allowInternal currentUser={JO} onAdd={reply} onEdit={edit} onDelete={remove} />
      ))}
      <CommentInput user={JO} allowInternal onAdd={post} />
    </div>
  )
}

const EDITED: CommentData = {
  id: 30,
  user: JO,
  message: 'Updated the drawing to revision C: the holes are now 6.5 mm.',
  createdAt: '2026-01-15T12:00:00Z',
  isModified: true,
  isEditable: true,
  isDeletable: true,
  replies: [],
}

function EditedExample() {
  const { threads, reply, edit, remove } = useThreads([EDITED])
  return (
    <div className={demo.stack}>
      {threads.map((thread) => (
        <Comment key={thread.id} {...(thread as CommentProps)} currentUser={JO} onAdd={reply} onEdit={edit} onDelete={remove} />
      ))}
    </div>
  )
}

const READ_ONLY: CommentData = {
  id: 40,
  user: BEN,
  message: 'Order shipped with two pallets; the tracking number is in the delivery note.',
  createdAt: '2026-01-10T17:45:00Z',
  isEditable: true,
  isDeletable: true,
  replies: [{ id: 41, user: ADA, message: 'Received in good order, thank you.', createdAt: '2026-01-11T09:10:00Z', parentId: 40, replyToUserId: 'ben' }],
}

/** boldAndBreaks is the parser example: line breaks and **bold**, on escaped text. */
const boldAndBreaks = (escaped: string) => newlinesToBreaks(escaped).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')

const PARSED: CommentData = {
  id: 50,
  user: DEV,
  message: 'Checklist for the handover:\n**1.** manuals in the crate\n**2.** spare fuses taped inside the door\nAnd no, <script>alert("hi")</script> does not run here.',
  createdAt: '2026-01-16T10:30:00Z',
  replies: [],
}

const playgroundSchema = commentSchema.omit({ replies: true, user: true, currentUser: true }).extend({
  userName: z.string().default('Ada Lovelace').meta({ description: 'user.name in the code.' }),
})
type PlaygroundProps = z.input<typeof playgroundSchema>
const PLAYGROUND_DEFAULTS = defaultsOf(commentSchema)

function PlaygroundComment({ userName, ...props }: PlaygroundProps) {
  return <Comment {...props} user={{ id: 'ada', name: userName || 'Ada Lovelace' }} replies={[]} />
}

/** The comment's page: a live thread, internal comments, edit mode, read-only, parsing messages, props and playground. */
export default function CommentPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Comments let people discuss a record where it lives: an order, a drawing, a ticket. <code>Comment</code> shows one thread, a comment with its replies;{' '}
        <code>CommentInput</code> is the box that starts a new one. The components keep no data: they report what people do, and you store it and pass the
        updated comments back.
      </p>

      <h2 id="a-thread">A thread</h2>
      <p>
        Each comment shows its author, its date in the reader’s language, and its message. Reply opens a box under the thread, answering the author of the
        comment you replied to; the box closes when the reply is added or canceled (Escape or “cancel”). Edit and Delete appear only on comments you mark{' '}
        <code>isEditable</code> or <code>isDeletable</code>, usually the reader’s own. A message that is empty or only spaces cannot be posted: Post and Save stay
        disabled until there is text. Ctrl+Enter (Cmd+Enter on a Mac) posts from the box; Enter adds a line.
      </p>
      <Example id="thread" title="Threads with replies" description="You are Jo Reader: your comments can be edited and deleted. Posting adds a new thread." code={THREAD_CODE}>
        <ThreadExample />
      </Example>

      <h2 id="internal-comments">Internal comments</h2>
      <p>
        A comment with <code>isInternal</code> is for people with access only, and carries a lock and “Restricted access”. With <code>allowInternal</code>, the
        box shows a lock button that switches a new comment between locked (restricted access) and unlocked (visible to all), with a line saying which;{' '}
        <code>forceInternal</code> keeps it locked. Where internal comments are allowed, a reply starts with the flag of its thread.
      </p>
      <Example
        id="internal"
        title="Restricted access"
        code={`<Comment {...internalThread} allowInternal onAdd={addReply} />
<CommentInput allowInternal onAdd={addThread} />
<CommentInput forceInternal onAdd={addThread} />`}
      >
        <InternalExample />
        <CommentInput user={JO} forceInternal placeholder="Internal note (always restricted)" />
      </Example>

      <h2 id="editing">Editing</h2>
      <p>
        Edit turns the message into a text box with Save; Escape or “cancel” leaves it unchanged. <code>onEdit</code> receives the new text: store it and set{' '}
        <code>isModified</code>, which adds “Edited” beside the date.
      </p>
      <Example
        id="edited"
        title="An edited comment"
        code={`<Comment
  id={30}
  user={{ id: 'jo', name: 'Jo Reader' }}
  message="Updated the drawing to revision C: the holes are now 6.5 mm."
  createdAt="2026-01-15T12:00:00Z"
  isModified
  isEditable
  isDeletable
  onEdit={updateMessage}
  onDelete={remove}
/>`}
      >
        <EditedExample />
      </Example>

      <h2 id="read-only">Read-only</h2>
      <p>
        <code>isReadOnly</code> hides every action, whatever the comments allow: use it for archived records and for readers who may not comment.
      </p>
      <Example
        id="read-only"
        title="Read-only thread"
        code={`<Comment {...shippedThread} isReadOnly />`}
      >
        <Comment {...(READ_ONLY as CommentProps)} isReadOnly />
      </Example>

      <h2 id="message-text-and-parsers">Message text and parsers</h2>
      <p>
        A message is plain text: HTML in it is shown as typed, never run, so a comment cannot inject markup or scripts, and its line breaks are kept. To format
        messages, pass <code>postEscapeParser</code>: it receives the message already escaped and returns HTML, so it can add markup (line breaks, bold, links)
        while everything the author typed stays text. <code>newlinesToBreaks</code> from the comment’s logic is one such parser.{' '}
        <code>dangerouslyOverrideParser</code> receives the raw message instead and replaces the escaping: only use it with a sanitizer you trust, or any comment
        can run scripts in your readers’ browsers.
      </p>
      <Example
        id="parser"
        title="A post-escape parser"
        description="Line breaks and **bold** become HTML; the script tag stays text."
        code={`const boldAndBreaks = (escaped: string) =>
  newlinesToBreaks(escaped).replace(/\\*\\*(.+?)\\*\\*/g, '<strong>$1</strong>')

<Comment {...comment} postEscapeParser={boldAndBreaks} />`}
      >
        <Comment {...(PARSED as CommentProps)} postEscapeParser={boldAndBreaks} isReadOnly />
      </Example>

      <h2 id="the-data">The data</h2>
      <p>
        A comment is <code>{'{ id, user: { id, name, avatar? }, message, createdAt, isDeletable, isEditable, isInternal, isModified, parentId, replyToUserId, replies }'}</code>
        . <code>createdAt</code> is an ISO date-time, written in the reader’s locale. A reply is a comment with <code>parentId</code> (its thread) and{' '}
        <code>replyToUserId</code> (whom it answers); replies do not nest further.
      </p>
      <table className={styles.table}>
        <caption>Callbacks</caption>
        <thead>
          <tr>
            <th scope="col">Callback</th>
            <th scope="col">Receives</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>onAdd</code>
            </td>
            <td>
              <code>{'{ message, isInternal, parentId, replyToUserId }'}</code>
            </td>
            <td>A reply (Comment) or a new comment (CommentInput) is posted; the message is trimmed.</td>
          </tr>
          <tr>
            <td>
              <code>onEdit</code>
            </td>
            <td>
              <code>{'{ id, message, parentId }'}</code>
            </td>
            <td>An edited comment or reply is saved.</td>
          </tr>
          <tr>
            <td>
              <code>onDelete</code>
            </td>
            <td>
              <code>{'{ id, parentId }'}</code>
            </td>
            <td>Delete is pressed; ask for confirmation if you need it.</td>
          </tr>
        </tbody>
      </table>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>Each thread is an article named by its author; its replies are a list named “Replies”.</li>
        <li>The date is a <code>time</code> element with the ISO value; the avatar is decorative, the name is text.</li>
        <li>The actions of a comment are a group of buttons with visible labels; the lock is a toggle button with <code>aria-pressed</code>.</li>
        <li>The reply box is named “Replying to” and the author, and takes the focus when it opens; edit mode focuses its text box.</li>
        <li>Escape cancels editing and replying; the “cancel” link does the same for pointer users.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Comment"
        schema={commentSchema}
        cases={[
          { code: "user={{ id: 'ada', name: '' }}", props: { id: 1, user: { id: 'ada', name: '' }, message: 'Hi' } },
          { code: 'createdAt="last Tuesday"', props: { id: 1, user: ADA, message: 'Hi', createdAt: 'last Tuesday' } },
          { code: "replies={[{ id: 2, message: 'Yes' }]}", props: { id: 1, user: ADA, message: 'Hi', replies: [{ id: 2, message: 'Yes' }] } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={commentSchema} name="Comment" />
      <h3 id="commentinput">CommentInput</h3>
      <PropsTable schema={commentInputSchema} name="CommentInput" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={playgroundSchema}
        name="Comment"
        component={PlaygroundComment}
        initial={{ id: 1, userName: 'Ada Lovelace', message: 'The parts passed the final inspection.', createdAt: '2026-01-15T12:00:00Z', isEditable: true }}
        omit={['id', 'parentId', 'replyToUserId']}
        description="userName sets user.name; replies are left out here."
        code={(values) => {
          const { userName, ...rest } = values
          return jsxCode('Comment', { ...rest, user: { id: 'ada', name: userName || 'Ada Lovelace' } }, { defaults: PLAYGROUND_DEFAULTS })
        }}
      />
    </article>
  )
}
