import { z } from 'zod'
import { commentSchema } from '../../library/comment/schema'

/** playgroundSchema is the comment's schema as the playground edits it: the author's name, no replies. */
export const playgroundSchema = commentSchema.omit({ replies: true, user: true, currentUser: true }).extend({
  userName: z.string().default('Ada Lovelace').meta({ description: 'user.name in the code.' }),
})
