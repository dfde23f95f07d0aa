import type { ReactNode } from 'react'
import { AppLink } from '../../app/AppLink'
import { Navbar } from '../../library/navbar/Navbar'
import { navbarSchema, type NavbarProps } from '../../library/navbar/schema'
import { Example } from '../kit/Example'
import appSource from '../examples/shared/app.ts?raw'
import { logo, menu, messagesLink, quickLinks, useMenu } from '../examples/shared/app'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { SharedModule } from '../kit/SharedModule'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Frame, Workspace } from './layouts/frame'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ex = examples(
  import.meta.glob('../examples/navbar/*.tsx', { eager: true }),
  import.meta.glob('../examples/navbar/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** inFrame shows the examples' navbars in a box of the page, with a made-up workspace beside them unless told. */
const inFrame =
  (height: string, { column = false, workspace = true } = {}) =>
  (live: ReactNode) => (
    <Frame height={height} column={column}>
      {live}
      {workspace && <Workspace />}
    </Frame>
  )

/** PlaygroundNavbar is the navbar of the playground, with the made-up application's menu answered on the page. */
function PlaygroundNavbar(props: NavbarProps) {
  return <Navbar {...props} sections={useMenu()} />
}

/** quiet is the click of the menus the page only shows or checks. */
const quiet = () => {}

const playgroundInitial: NavbarProps = {
  logoUrl: logo,
  logoAlt: 'Example app home',
  label: 'Playground navbar',
  sections: menu(quiet),
  notification: { count: 3, link: messagesLink, title: 'Messages' },
  quickLinks,
  variant: 'side',
}

/** The navbar's page: its parts, every theme narrow and wide, notification, quick links, footer, the top bar, props and playground. */
export default function NavbarPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        The navbar is the first thing on every screen of an application: a column on the left with the product’s logo and its menu. It tells people where they are
        and takes them to every part of the product in one click. Below 840 px it turns into a bar across the top whose menu drops down.
      </p>
      <p>See it in a whole application frame, with the action bar, the user menu and a theme switch:</p>
      <p className={styles.actions}>
        <AppLink to="/examples/layouts">
          Open the layout example
        </AppLink>
      </p>

      <h2 id="parts">Parts</h2>
      <ul>
        <li>
          <strong>Header</strong>: the logo, which is a button (<code>onLogoClick</code>, usually to the home page), and the button that makes the bar narrow or
          wide again.
        </li>
        <li>
          <strong>Notification</strong>: an optional row with a bell, a title and a count. A count of 0 shows no badge.
        </li>
        <li>
          <strong>Menu</strong>: sections of links, each with an icon. A section may have a title; the first one usually has none. One link is the current page.
        </li>
        <li>
          <strong>Quick links</strong>: links to places outside the product, under “Quick Links”. They open in a new tab.
        </li>
        <li>
          <strong>Footer</strong>: anything at the bottom, typically the <AppLink to="/usage/layouts/user-menu">user menu</AppLink>.
        </li>
      </ul>

      <Themes />

      <h2 id="narrow-and-wide">Narrow and wide</h2>
      <p>
        A narrow navbar (3.5rem) leaves more room for the workspace: its links show only their icons, with the title as tooltip and accessible name, and section
        titles, quick link titles and the footer are hidden. The navbar does not keep the state itself: store it (the docs keep it in local storage) and pass it
        back as <code>isNarrow</code>.
      </p>
      <Example
        example={ex['narrow-toggle']}
        title="Collapse and expand"
        description="The button in the header calls onNarrowChange; the application keeps the state."
        frame={inFrame('26rem')}
      />

      <h2 id="notification">Notification</h2>
      <p>
        <code>notification</code> adds a row under the header: a bell, a title and a red badge with the count. With a count of 0 the row stays, without a badge. In
        the narrow bar only the bell and the badge show; the title becomes the accessible name.
      </p>
      <Example example={ex.notification} title="With a notification" description="Three waiting messages, wide and narrow, and none waiting." frame={inFrame('26rem', { workspace: false })} />

      <h2 id="quick-links">Quick links</h2>
      <p>
        Quick links point outside the product: a help centre, a status page, the issue tracker. They open in a new tab, marked with an arrow, and collapse to one
        icon each in the narrow bar.
      </p>
      <Example example={ex['quick-links']} title="Quick links" frame={inFrame('30rem')} />

      <h2 id="footer">Footer</h2>
      <p>
        <code>footer</code> takes any content for the bottom of the bar. The user menu is made for it: it takes the theme’s colours and opens upwards.
      </p>
      <Example example={ex.footer} title="User menu in the footer" frame={inFrame('30rem')} />

      <h2 id="the-top-bar-on-small-screens">The top bar on small screens</h2>
      <p>
        Below 840 px wide the navbar becomes a bar across the top, 3rem high: the menu button on the left, the logo in the middle and the notification count on the
        right (a bell when the count is 0). The button opens the whole menu, wide, with the quick links and the footer, as a dropdown; a click on a link, outside it
        or Escape closes it.
      </p>
      <p>
        That is <code>variant=&quot;auto&quot;</code>, the default. <code>variant=&quot;top&quot;</code> keeps the top bar at every width and{' '}
        <code>variant=&quot;side&quot;</code> the side bar, for a frame like the examples on this page.
      </p>
      <Example example={ex['top-bar']} title="Top bar" description="Open the menu with the button on the left." frame={inFrame('34rem', { column: true })} />

      <h2 id="search">Search</h2>
      <p>
        <code>search</code> renders the application’s search control, kept in reach in every form of the bar: a row under the header of the side bar, and the
        cell right of the logo in the top bar, where the notification moves to the far right. The function is told when the bar is compact (the top bar, the
        narrow side bar): show the icon alone there, with the name as its accessible name.
      </p>
      <Example example={ex.search} title="Top bar with search" description="No message waiting: the bell stands in for the count." frame={inFrame('20rem', { column: true })} />

      <h2 id="links-and-routing">Links and routing</h2>
      <p>
        Each link renders an <code>&lt;a&gt;</code> with its <code>props</code> unless it names a <code>component</code>: pass your router’s link and its props, and
        the navbar keeps the styling, the icon and <code>aria-current</code>. <code>onLinkClick</code> hears every menu click, for analytics or to close a panel.
      </p>
      <pre>
        <code>{`import { Link } from 'react-router'

const sections = [
  {
    title: 'Orders',
    links: [
      {
        title: 'Orders',
        icon: 'description',
        component: Link,
        props: { to: '/orders' },
        isActive: pathname.startsWith('/orders'),
      },
    ],
  },
]

<Navbar
  logoUrl={logo}
  sections={sections}
  onLinkClick={(link) => track('menu', link.title)}
/>`}</code>
      </pre>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          The navbar is a <code>nav</code> landmark named by <code>label</code> (“Main” unless told). Give each navbar on a page a name of its own.
        </li>
        <li>The current page’s link has <code>aria-current=&quot;page&quot;</code>; section titles are headings and name their lists.</li>
        <li>In the narrow bar every icon-only link and button has the title as its accessible name and tooltip.</li>
        <li>The top bar’s menu button tells whether the menu is open; Escape closes it.</li>
      </ul>

      <NavbarReference />
    </article>
  )
}

/** Themes is the part on the four themes, with the made-up application the examples share. */
function Themes() {
  return (
    <>
      <h2 id="themes">Themes</h2>
      <p>
        Four themes colour the bar. Each sets the background, the text, the active link and the user menu in the footer from the design tokens, so they keep their
        contrast. Pick one for the product; the reader of this site can try them all with the theme picker in the navbar.
      </p>
      <SharedModule path="../shared/app" source={appSource}>
        The examples show a made-up application; its logo, menus and links:
      </SharedModule>
      <Example
        example={ex['theme-default']}
        title="Default theme"
        description="The brand colour: the choice for most applications. Wide on the left, narrow on the right."
        frame={inFrame('21rem')}
      />
      <Example
        example={ex['theme-dark']}
        title="Dark theme"
        description="For dark interfaces, or where the brand colour would compete with the content. Wide on the left, narrow on the right."
        frame={inFrame('21rem')}
      />
      <Example example={ex['theme-light']} title="Light theme" description="A white bar for quiet, content-first tools. Wide on the left, narrow on the right." frame={inFrame('21rem')} />
      <Example
        example={ex['theme-reverse']}
        title="Reverse theme"
        description="A tint of the brand colour: light, but still branded. Wide on the left, narrow on the right."
        frame={inFrame('21rem')}
      />
    </>
  )
}

/** NavbarReference is the navbar's console errors, props and playground. */
function NavbarReference() {
  return (
    <>
      <h2 id="validation">Validation</h2>
      <Validation
        name="Navbar"
        schema={navbarSchema}
        cases={[
          { props: { logoUrl: logo, sections: [] }, expressions: { logoUrl: 'logo' } },
          { props: { logoUrl: logo, sections: [{ title: 'Orders', links: [] }] }, expressions: { logoUrl: 'logo' } },
          { props: { logoUrl: logo, sections: menu(quiet), theme: 'pink' }, expressions: { logoUrl: 'logo', sections: 'sections' } },
          { props: { logoUrl: logo, sections: menu(quiet), notification: { count: -1, link: '/inbox', title: 'Inbox' } }, expressions: { logoUrl: 'logo', sections: 'sections' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={navbarSchema} name="Navbar" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={navbarSchema}
        name="Navbar"
        component={PlaygroundNavbar}
        initial={playgroundInitial}
        omit={['logoUrl']}
        expressions={{ logoUrl: 'logo', sections: 'sections', quickLinks: 'quickLinks' }}
        frame={(live, props) => (
          <Frame height="30rem" column={props.variant === 'top'}>
            {live}
            <Workspace />
          </Frame>
        )}
      />
    </>
  )
}
