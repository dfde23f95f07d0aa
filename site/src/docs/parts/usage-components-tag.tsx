import type { TagProps } from '../../library/tag/schema'
import { Tag } from '../../library/tag/Tag'
import { useToast } from '../../library/toaster/Toaster'

/** PlaygroundTag is the tag the playground renders: a close button, when the props ask for one, shows a toast. */
export function PlaygroundTag(props: TagProps) {
  const toast = useToast()
  return <Tag {...props} onClose={props.onClose && (() => toast({ type: 'info', text: 'onClose was called' }))} />
}

/** TAG_PLAYGROUND is where the playground starts: a closable tag (PlaygroundTag gives onClose its toast). */
export const TAG_PLAYGROUND: TagProps = { text: 'Ready to ship', colorStyle: 'green-light', onClose: () => {} }
