import { Banner } from '../../library/banner/Banner'
import { bannerSchema, type BannerProps } from '../../library/banner/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ex = examples(
  import.meta.glob('../examples/banner/*.tsx', { eager: true }),
  import.meta.glob('../examples/banner/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const playgroundInitial: BannerProps = {
  type: 'warning',
  header: 'Maintenance on Sunday',
  text: 'The shop is offline from 2 to 4 am while we update it.',
  closable: true,
}

/** The banner's page: the four types, header, action, close and restore, icons and markup, validation, props and playground. */
export default function BannerPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A banner tells the reader something about the whole page or the task at hand: that something failed, that something worked, that they should be
        careful, or a piece of news. It stays until the page changes or the reader closes it, unlike a toast, which goes away on its own.
      </p>

      <h2 id="types">Types</h2>
      <p>
        The type sets the colour, the icon and how screen readers hear it. An <strong>error</strong> is an <code>alert</code>, read out at once; info, success
        and warning banners are a <code>status</code>, read when the reader is idle. Each banner also tells screen readers its type in words, so the colour is
        never the only sign.
      </p>
      <Example example={ex.types} title="Error, info, success and warning" />

      <h2 id="with-a-header">With a header</h2>
      <Example example={ex.header} title="Header and text" description="A bold first line sums the message up." />

      <h2 id="with-an-action">With an action</h2>
      <p>
        One action helps the reader act on the message: retry, undo, read more. Without an <code>href</code> it is a button and calls{' '}
        <code>onClick</code>; with one it is a link.
      </p>
      <Example example={ex.action} title="Button action" description="A closable banner whose action changes its type." />
      <Example example={ex['action-link']} title="Link action" />

      <h2 id="close-and-restore">Close and restore</h2>
      <p>
        <code>closable</code> adds a close button. Closed, the banner renders nothing. Keep the state with <code>open</code> and <code>onOpenChange</code> to
        bring it back later; without them it closes for good (until it mounts again, starting from <code>defaultOpen</code>).
      </p>
      <Example example={ex.close} title="Closable and restored" />

      <h2 id="icon-and-content">Icon and content</h2>
      <Example
        example={ex.custom}
        title="Another icon, no icon, and markup"
        description="icon replaces the type’s icon or, as null, removes it; children may hold links and emphasis."
      />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          Error banners have <code>role=&quot;alert&quot;</code>, the others <code>role=&quot;status&quot;</code>. A live region announces what is added to
          it, so render a banner when its message arrives rather than hiding and showing it with CSS.
        </li>
        <li>The type is spoken before the message (“Error:”, “Success:”), from the locale files.</li>
        <li>The close button is named “Close message” in the reader’s language. The state shows as <code>data-state</code> and the type as <code>data-type</code>.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Banner"
        schema={bannerSchema}
        cases={[
          { props: { type: 'danger' } },
          { props: { action: { label: '' } } },
          { props: { closable: 'yes' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={bannerSchema} name="Banner" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={bannerSchema}
        name="Banner"
        component={Banner}
        initial={playgroundInitial}
        omit={['open', 'icon']}
        description="Closed with its button, the banner comes back when you change any prop."
        frame={(live, props) => <div key={JSON.stringify(props)}>{live}</div>}
      />
    </article>
  )
}
