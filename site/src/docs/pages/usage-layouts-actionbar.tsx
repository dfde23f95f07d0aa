import type { ReactNode } from 'react'
import { AppLink } from '../../app/AppLink'
import { Actionbar } from '../../library/actionbar/Actionbar'
import { actionbarSchema, type ActionbarProps } from '../../library/actionbar/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import { Frame, Workspace } from './layouts/frame'
import styles from './layouts/page.module.css'
import appSource from '../examples/shared/app.ts?raw'
import { useViews, views } from '../examples/shared/app'
import { SharedModule } from '../kit/SharedModule'

const ex = examples(
  import.meta.glob('../examples/actionbar/*.tsx', { eager: true }),
  import.meta.glob('../examples/actionbar/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** inFrame shows an example's bars in a box of the page that stands for the application's window, with a made-up workspace after them. */
const inFrame =
  (height: string, workspace: string, { minWidth, column }: { minWidth?: string; column?: boolean } = {}) =>
  (live: ReactNode) => (
    <Frame height={height} minWidth={minWidth} column={column}>
      {live}
      <Workspace title={workspace} />
    </Frame>
  )

/** PlaygroundActionbar is the action bar of the playground, with the made-up application's views answered on the page. */
function PlaygroundActionbar(props: ActionbarProps) {
  return <Actionbar {...props} items={useViews()} />
}

/** quiet is the click of the views the page only shows or checks. */
const quiet = () => {}

/** The action bar's page: what it holds, its items' states, badges, the composition with the navbar, props and playground. */
export default function ActionbarPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        The action bar sits between the navbar and the workspace. Where the navbar lists the parts of the product, the action bar lists what there is to do or
        see in the current part: the views of a list, the steps of a task, the pages of a section. Its title names the part. This site uses one: “Layouts” and
        its five pages, on the left of this text.
      </p>
      <p>
        It is 16rem wide and as tall as the window. Below 840 px it spans the width above the workspace and folds its list away behind one control that names the
        current page, so the page itself starts on the first screen.
      </p>
      <p className={styles.actions}>
        <AppLink to="/examples/layouts">
          Show the layout example
        </AppLink>
      </p>

      <h2 id="items">Items</h2>
      <p>
        Each item is a link or a button with a chevron; both look the same. The item of the current view is active (<code>isActive</code>, announced as the current
        page); an item that cannot be used right now is disabled (<code>isDisabled</code>): greyed out, not a link, but still there so the layout does not jump.
        The examples here switch views with buttons (<code>component: &apos;button&apos;</code>) and answer with a message.
      </p>
      <SharedModule path="../shared/app" source={appSource}>
        The examples show a made-up application; its logo, menus and links:
      </SharedModule>
      <Example example={ex.items} title="Active and disabled items" frame={inFrame('20rem', 'All orders')} />

      <h2 id="badges">Badges</h2>
      <p>
        Badges are small pills after an item’s title, each with an explanation on hover, for news, betas or deprecations. The docs show page tags with them. Keep
        them to one word.
      </p>
      <Example example={ex.badges} title="Items with badges" frame={inFrame('18rem', 'Overview')} />

      <h2 id="with-the-navbar">With the navbar</h2>
      <p>
        In an application the action bar follows the navbar, and the workspace takes the rest. The navbar’s active link and the action bar’s title name the same
        part of the product.
      </p>
      <Example
        example={ex['with-navbar']}
        title="Navbar, action bar and workspace"
        description="On narrow screens this example scrolls sideways inside its box."
        frame={inFrame('24rem', 'All orders', { minWidth: '38rem' })}
      />

      <h2 id="on-small-screens">On small screens</h2>
      <p>
        Below 840 px the action bar becomes a bar across the width, above the workspace, collapsed to one control: the section’s title, then a button that names the
        current page with its badges (the section’s title when no item is active). The button shows the list below it and hides it again; choosing an item hides it
        too. <code>variant=&quot;auto&quot;</code>, the default, does that by itself. <code>variant=&quot;top&quot;</code> keeps that form at every width and{' '}
        <code>variant=&quot;side&quot;</code> the column. The element tells its state in <code>data-state</code>: <code>column</code>, <code>closed</code> or{' '}
        <code>open</code>.
      </p>
      <Example example={ex.top} title="Above the workspace" frame={inFrame('24rem', 'All orders', { column: true })} />

      <h2 id="links-and-routing">Links and routing</h2>
      <p>
        Items render an <code>&lt;a&gt;</code> with their <code>props</code> unless they name a <code>component</code>, such as a router’s link, or{' '}
        <code>&apos;button&apos;</code> with <code>{`{ type: 'button', onClick }`}</code> for an action. The docs’ own action bar uses a router link that also
        prefetches the page.
      </p>
      <pre>
        <code>{`import { Link, useLocation } from 'react-router'

const { pathname } = useLocation()
const items = pages.map((page) => ({
  title: page.title,
  component: Link,
  props: { to: page.path },
  isActive: pathname === page.path,
}))`}</code>
      </pre>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>The action bar is a navigation landmark named by its title, which is a heading.</li>
        <li>
          The active item carries <code>aria-current=&quot;page&quot;</code>; a disabled one <code>aria-disabled</code> and is not focusable.
        </li>
        <li>Badges are abbreviations whose explanation is their title.</li>
        <li>
          Collapsed, the bar follows the disclosure pattern: its button tells with <code>aria-expanded</code> whether the list it controls
          (<code>aria-controls</code>) is shown. Enter or Space opens and closes it, and the open list’s items follow the button in the tab order. Escape closes it and
          puts the focus back on the button, as does choosing an item.
        </li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Actionbar"
        schema={actionbarSchema}
        cases={[
          { props: { headerTitle: 'Orders', items: [] } },
          { props: { headerTitle: '', items: views(quiet) }, expressions: { items: 'items' } },
          { props: { headerTitle: 'Orders', items: [{ title: 'Open', isActive: 'yes' }] } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={actionbarSchema} name="Actionbar" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={actionbarSchema}
        name="Actionbar"
        component={PlaygroundActionbar}
        initial={{ headerTitle: 'Orders, playground', items: views(quiet), variant: 'side' }}
        expressions={{ items: 'items' }}
        frame={(live, props) => (
          <Frame height="20rem" column={props.variant === 'top'}>
            {live}
            <Workspace title="All orders" />
          </Frame>
        )}
      />
    </article>
  )
}
