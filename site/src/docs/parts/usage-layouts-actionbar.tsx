import type { ReactNode } from 'react'
import { Actionbar } from '../../library/actionbar/Actionbar'
import type { ActionbarProps } from '../../library/actionbar/schema'
import { useViews } from '../examples/shared/app'
import { Frame, Workspace } from '../pages/layouts/frame'

/** inFrame shows an example's bars in a box of the page that stands for the application's window, with a made-up workspace after them. */
export const inFrame =
  (height: string, workspace: string, { minWidth, column }: { minWidth?: string; column?: boolean } = {}) =>
  (live: ReactNode) => (
    <Frame height={height} minWidth={minWidth} column={column}>
      {live}
      <Workspace title={workspace} />
    </Frame>
  )

/** PlaygroundActionbar is the action bar of the playground, with the made-up application's views answered on the page. */
export function PlaygroundActionbar(props: ActionbarProps) {
  return <Actionbar {...props} items={useViews()} />
}

/** quiet is the click of the views the page only shows or checks. */
export const quiet = () => {}

/** ROUTING_CODE is the action bar page's code for items that are a router's links. */
export const ROUTING_CODE = `import { Link, useLocation } from 'react-router'

const { pathname } = useLocation()
const items = pages.map((page) => ({
  title: page.title,
  component: Link,
  props: { to: page.path },
  isActive: pathname === page.path,
}))`
