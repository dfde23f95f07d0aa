import type { ReactNode } from 'react'
import { AppLink } from '../../app/AppLink'
import { Col, Row } from '../../library/grid/Grid'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Cell } from '../examples/shared/grid-cell'
import { Frame, Workspace } from './layouts/frame'
import styles from './layouts/page.module.css'
import appSource from '../examples/shared/app.ts?raw'
import { SharedModule } from '../kit/SharedModule'

const ex = examples(
  import.meta.glob('../examples/layouts-introduction/*.tsx', { eager: true }),
  import.meta.glob('../examples/layouts-introduction/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** appFrame shows an example's bars in a box that stands for the application's window, with a made-up workspace of three cards after them. */
const appFrame =
  (small = false) =>
  (live: ReactNode) => (
    <Frame height="28rem" minWidth={small ? undefined : '40rem'} column={small}>
      {live}
      <Workspace title="All orders" lines={2}>
        <Row gutter={12} gap={12}>
          {['Open', 'In production', 'Shipped'].map((s, i) => (
            <Col key={s} span={24} sm={8}>
              <Cell alt={i === 1}>{s}</Cell>
            </Col>
          ))}
        </Row>
      </Workspace>
    </Frame>
  )

/** How an application page is put together from navbar, action bar and workspace. */
export default function LayoutsIntroduction() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Every screen of an application built with Tessera has the same frame, so people always know where to look: the <strong>navbar</strong> on the left, the{' '}
        <strong>action bar</strong> beside it, and the <strong>workspace</strong> with the page itself. The navbar and action bar stay put; only the workspace
        changes from page to page. This site is built that way too.
      </p>

      <SharedModule path="../shared/app" source={appSource}>
        The examples show a made-up application; its logo, menus and links:
      </SharedModule>
      <Example
        example={ex.composition}
        title="The three parts"
        description="Navbar, action bar and workspace side by side. On narrow screens this example scrolls sideways inside its box."
        frame={appFrame()}
      />

      <h2 id="navbar">Navbar</h2>
      <p>
        The navbar is the product’s main navigation: its logo, an optional notification, the menu in sections, quick links to places outside, and a footer with the{' '}
        <AppLink to="/usage/layouts/user-menu">user menu</AppLink>. It is 12rem wide, or 3.5rem when the reader makes it narrow, and comes in four themes.{' '}
        <AppLink to="/usage/layouts/navbar">More on the navbar</AppLink>.
      </p>

      <h2 id="action-bar">Action bar</h2>
      <p>
        The action bar, 16rem wide, belongs to the part of the product the navbar has open. Its title names that part and its items lead to the views, steps or pages
        inside it. A part with a single page needs none: leave it out and the workspace takes the room.{' '}
        <AppLink to="/usage/layouts/actionbar">More on the action bar</AppLink>.
      </p>

      <h2 id="workspace">Workspace</h2>
      <p>
        The workspace takes all the width that is left and scrolls on its own while the bars stay. It is where the content goes: lay it out with the{' '}
        <AppLink to="/usage/layouts/grid-system">grid</AppLink>, keep running text to a readable measure (this site uses 48rem) and give it a white background,
        so the bars frame it.
      </p>

      <h2 id="on-small-screens">On small screens</h2>
      <p>
        Below 840 px there is no room for two columns of navigation. The navbar becomes a 3rem bar across the top whose menu drops down, the action bar spans the
        width above the workspace, and the workspace follows. Both components do this by themselves (<code>variant=&quot;auto&quot;</code>); the frame around them
        only switches from a row to a column at the same width.
      </p>
      <Example example={ex['composition-small']} title="The same page below 840 px" frame={appFrame(true)} />

      <h2 id="building-the-frame">Building the frame</h2>
      <p>The frame itself is a few lines of CSS around the components, for example with a router that renders the page in an outlet:</p>
      <pre>
        <code>{`function AppFrame() {
  const [narrow, setNarrow] = useState(false)
  return (
    <div className="app">
      <Navbar
        logoUrl={logo}
        sections={sections}
        isNarrow={narrow}
        onNarrowChange={setNarrow}
      />
      <Actionbar headerTitle="Orders" items={items} />
      <main className="workspace">
        <Outlet />
      </main>
    </div>
  )
}

/* app.css */
.app { display: flex; min-height: 100vh; }
.workspace { flex: 1; min-width: 0; }
@media (max-width: 839.98px) {
  .app { flex-direction: column; }
}`}</code>
      </pre>

      <h2 id="layouts-of-this-site">Layouts of this site</h2>
      <p>This site uses three frames; each page of its menu names one.</p>
      <table className={styles.table}>
        <caption>The site’s layouts</caption>
        <thead>
          <tr>
            <th scope="col">Layout</th>
            <th scope="col">Has</th>
            <th scope="col">Used by</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">default</th>
            <td>navbar, action bar, workspace, toasts</td>
            <td>pages that belong to a section with several pages, like this one</td>
          </tr>
          <tr>
            <th scope="row">fullpage</th>
            <td>navbar, workspace, toasts</td>
            <td>single pages: the overview, the changelog, units, utilities</td>
          </tr>
          <tr>
            <th scope="row">empty</th>
            <td>the page and toasts only</td>
            <td>
              the <AppLink to="/examples/layouts">layout example</AppLink>, which builds its own frame
            </td>
          </tr>
        </tbody>
      </table>

      <h2 id="guidelines">Guidelines</h2>
      <ul>
        <li>Keep the frame the same on every screen of a product; change only the workspace.</li>
        <li>Mark exactly one navbar link and at most one action bar item as the current page.</li>
        <li>Put actions about the person (settings, signing out) in the user menu, not in the menu of the product.</li>
        <li>Do not put a second navigation inside the workspace; use the action bar for the pages of a part.</li>
        <li>Give the workspace’s content room: a grid for forms and cards, a readable measure for text.</li>
      </ul>
      <p className={styles.actions}>
        <AppLink to="/examples/layouts">
          Open the layout example
        </AppLink>
      </p>
    </article>
  )
}
