import { Heading } from '../../library/heading/Heading'
import type { HeadingProps } from '../../library/heading/schema'

/** PlaygroundHeading starts over when defaultOpen changes, so the control shows its effect. */
export function PlaygroundHeading(props: HeadingProps) {
  return <Heading key={String(props.defaultOpen ?? false)} {...props} />
}
