import { tagSchema, type TagProps } from '../../library/tag/schema'
import { Tag } from '../../library/tag/Tag'
import { useToast } from '../../library/toaster/Toaster'
import { Playground } from '../kit/Playground'

function PlaygroundTag(props: TagProps) {
  return <Tag {...props} />
}

/** TagPlayground is the tag page's playground: a closable tag whose onClose shows a toast. */
export function TagPlayground() {
  const toast = useToast()
  const playgroundInitial: TagProps = { text: 'Ready to ship', colorStyle: 'green-light', onClose: () => toast({ type: 'info', text: 'onClose was called' }) }
  return <Playground schema={tagSchema} name="Tag" component={PlaygroundTag} initial={playgroundInitial} expressions={{ onClose: 'remove' }} />
}
