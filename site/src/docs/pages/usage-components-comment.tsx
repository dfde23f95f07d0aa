import { z } from 'zod'
import { Comment } from '../../library/comment/Comment'
import { commentInputSchema, commentSchema } from '../../library/comment/schema'
import threadsSource from '../examples/shared/threads.ts?raw'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { defaultsOf, jsxCode } from '../kit/schema-docs'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { SharedModule } from '../kit/SharedModule'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import ada from './display-a/avatar-ada.svg'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ADA = { id: 'ada', name: 'Ada Lovelace', avatar: ada }

const ex = examples(
  import.meta.glob('../examples/comment/*.tsx', { eager: true }),
  import.meta.glob('../examples/comment/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

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
      <SharedModule path="../shared/threads" source={threadsSource}>
        The examples keep their threads as an application would; the reader and that state:
      </SharedModule>
      <Example
        example={ex.thread}
        title="Threads with replies"
        description="You are Jo Reader: your comments can be edited and deleted. Posting adds a new thread."
      />

      <h2 id="internal-comments">Internal comments</h2>
      <p>
        A comment with <code>isInternal</code> is for people with access only, and carries a lock and “Restricted access”. With <code>allowInternal</code>, the
        box shows a lock button that switches a new comment between locked (restricted access) and unlocked (visible to all), with a line saying which;{' '}
        <code>forceInternal</code> keeps it locked. Where internal comments are allowed, a reply starts with the flag of its thread.
      </p>
      <Example example={ex.internal} title="Restricted access" />

      <h2 id="editing">Editing</h2>
      <p>
        Edit turns the message into a text box with Save; Escape or “cancel” leaves it unchanged. <code>onEdit</code> receives the new text: store it and set{' '}
        <code>isModified</code>, which adds “Edited” beside the date.
      </p>
      <Example example={ex.edited} title="An edited comment" />

      <h2 id="read-only">Read-only</h2>
      <p>
        <code>isReadOnly</code> hides every action, whatever the comments allow: use it for archived records and for readers who may not comment. A{' '}
        <code>CommentInput</code> with <code>isDisabled</code> keeps its place but takes no text: say why in its placeholder.
      </p>
      <Example example={ex['read-only']} title="Read-only thread" />

      <h2 id="message-text-and-parsers">Message text and parsers</h2>
      <p>
        A message is plain text: HTML in it is shown as typed, never run, so a comment cannot inject markup or scripts, and its line breaks are kept. To format
        messages, pass <code>postEscapeParser</code>: it receives the message already escaped and returns HTML, so it can add markup (line breaks, bold, links)
        while everything the author typed stays text. <code>newlinesToBreaks</code> from the comment’s logic is one such parser.{' '}
        <code>dangerouslyOverrideParser</code> receives the raw message instead and replaces the escaping: only use it with a sanitizer you trust, or any comment
        can run scripts in your readers’ browsers.
      </p>
      <Example example={ex.parser} title="A post-escape parser" description="Line breaks, **bold** and https addresses become HTML; the script tag stays text." />

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
          { props: { id: 1, user: { id: 'ada', name: '' }, message: 'Hi' } },
          { props: { id: 1, user: ADA, message: 'Hi', createdAt: 'last Tuesday' }, expressions: { user: 'ada' } },
          { props: { id: 1, user: ADA, message: 'Hi', replies: [{ id: 2, message: 'Yes' }] }, expressions: { user: 'ada' } },
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
