import { z } from 'zod'
import { Comment } from '../../library/comment/Comment'
import { commentSchema } from '../../library/comment/schema'
import { defaultsOf, jsxCode } from '../kit/schema-docs'
import ada from '../pages/display-a/avatar-ada.svg'

/** ADA is the author of the validation's comments. */
export const ADA = { id: 'ada', name: 'Ada Lovelace', avatar: ada }

/** playgroundSchema is the comment's schema as the playground edits it: the author's name, no replies. */
export const playgroundSchema = commentSchema.omit({ replies: true, user: true, currentUser: true }).extend({
  userName: z.string().default('Ada Lovelace').meta({ description: 'user.name in the code.' }),
})
type PlaygroundProps = z.input<typeof playgroundSchema>
const PLAYGROUND_DEFAULTS = defaultsOf(commentSchema)

/** PlaygroundComment is the comment of the playground, written by userName. */
export function PlaygroundComment({ userName, ...props }: PlaygroundProps) {
  return <Comment {...props} user={{ id: 'ada', name: userName || 'Ada Lovelace' }} replies={[]} />
}

/** playgroundCode is the code of the playground's comment, with userName as user.name. */
export function playgroundCode(values: Record<string, unknown>): string {
  const { userName, ...rest } = values
  return jsxCode('Comment', { ...rest, user: { id: 'ada', name: userName || 'Ada Lovelace' } }, { defaults: PLAYGROUND_DEFAULTS })
}
