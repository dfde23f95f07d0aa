import type { z } from 'zod'
import { Comment } from '../../library/comment/Comment'
import commentDocs from '../../library/comment/schema?docs'
import { jsxCode } from '../kit/prop-docs'
import ada from '../pages/display-a/avatar-ada.svg'
import type { playgroundSchema } from './usage-components-comment.schema'

/** ADA is the author of the validation's comments. */
export const ADA = { id: 'ada', name: 'Ada Lovelace', avatar: ada }

type PlaygroundProps = z.input<typeof playgroundSchema>
const PLAYGROUND_DEFAULTS = commentDocs.commentSchema.defaults

/** PlaygroundComment is the comment of the playground, written by userName. */
export function PlaygroundComment({ userName, ...props }: PlaygroundProps) {
  return <Comment {...props} user={{ id: 'ada', name: userName || 'Ada Lovelace' }} replies={[]} />
}

/** playgroundCode is the code of the playground's comment, with userName as user.name. */
export function playgroundCode(values: Record<string, unknown>): string {
  const { userName, ...rest } = values
  return jsxCode('Comment', { ...rest, user: { id: 'ada', name: userName || 'Ada Lovelace' } }, { defaults: PLAYGROUND_DEFAULTS })
}
