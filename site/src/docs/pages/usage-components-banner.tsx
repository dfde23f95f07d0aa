import { useState } from 'react'
import { Banner } from '../../library/banner/Banner'
import { BANNER_TYPES, type BannerType } from '../../library/banner/logic'
import { bannerSchema, type BannerProps } from '../../library/banner/schema'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import demo from './display-a/demo.module.css'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const TEXTS: Record<BannerType, string> = {
  error: 'The invoice could not be sent. Check the customer’s e-mail address and try again.',
  info: 'Prices shown include VAT for deliveries inside the EU.',
  success: 'Your order has been placed. A confirmation is on its way to your inbox.',
  warning: 'Your session ends in five minutes. Save your changes to keep them.',
}

const NEXT: Record<BannerType, BannerType> = { info: 'success', success: 'warning', warning: 'error', error: 'info' }

function ActionBanner() {
  const [type, setType] = useState<BannerType>('info')
  return (
    <Banner
      type={type}
      closable
      text={`This banner is of type ${type}. Its action switches it to the next type, and its close button removes it. A long text wraps beside the action and the close button, and on a narrow screen the action moves below it.`}
      action={{ label: 'Next type', onClick: () => setType(NEXT[type]) }}
    />
  )
}

function RestorableBanner() {
  const [open, setOpen] = useState(true)
  return (
    <div className={demo.stack}>
      <Banner text="Close this banner with the button on the right; the button below brings it back." closable open={open} onOpenChange={setOpen} />
      {!open && (
        <div>
          <button type="button" className={demo.button} onClick={() => setOpen(true)}>
            Show the banner again
          </button>
        </div>
      )}
    </div>
  )
}

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
      <Example
        id="types"
        title="Error, info, success and warning"
        code={`<Banner type="error" text="The invoice could not be sent. …" />
<Banner type="info" text="Prices shown include VAT …" />
<Banner type="success" text="Your order has been placed. …" />
<Banner type="warning" text="Your session ends in five minutes. …" />`}
      >
        <div className={demo.stack}>
          {BANNER_TYPES.map((type) => (
            <Banner key={type} type={type} text={TEXTS[type]} />
          ))}
        </div>
      </Example>

      <h2 id="with-a-header">With a header</h2>
      <Example
        id="header"
        title="Header and text"
        description="A bold first line sums the message up."
        code={`<Banner
  type="success"
  header="Important announcement"
  text="From next month, orders over 200 € ship for free."
/>`}
      >
        <Banner type="success" header="Important announcement" text="From next month, orders over 200 € ship for free." />
      </Example>

      <h2 id="with-an-action">With an action</h2>
      <p>
        One action helps the reader act on the message: retry, undo, read more. Without an <code>href</code> it is a button and calls{' '}
        <code>onClick</code>; with one it is a link.
      </p>
      <Example
        id="action"
        title="Button action"
        description="A closable banner whose action changes its type."
        code={`const [type, setType] = useState('info')

<Banner
  type={type}
  closable
  text="This banner is of type …"
  action={{ label: 'Next type', onClick: () => setType(next(type)) }}
/>`}
      >
        <ActionBanner />
      </Example>
      <Example
        id="action-link"
        title="Link action"
        code={`<Banner
  type="info"
  text="Our terms of delivery change on the 1st of June."
  action={{ label: 'Read the new terms', href: '/terms' }}
/>`}
      >
        <Banner type="info" text="Our terms of delivery change on the 1st of June." action={{ label: 'Read the new terms', href: '#terms' }} />
      </Example>

      <h2 id="close-and-restore">Close and restore</h2>
      <p>
        <code>closable</code> adds a close button. Closed, the banner renders nothing. Keep the state with <code>open</code> and <code>onOpenChange</code> to
        bring it back later; without them it closes for good (until it mounts again, starting from <code>defaultOpen</code>).
      </p>
      <Example
        id="close"
        title="Closable and restored"
        code={`const [open, setOpen] = useState(true)

<Banner text="Close this banner …" closable open={open} onOpenChange={setOpen} />
{!open && (
  <button type="button" onClick={() => setOpen(true)}>
    Show the banner again
  </button>
)}`}
      >
        <RestorableBanner />
      </Example>

      <h2 id="icon-and-content">Icon and content</h2>
      <Example
        id="custom"
        title="Another icon, no icon, and markup"
        description="icon replaces the type’s icon or, as null, removes it; children may hold links and emphasis."
        code={`<Banner type="info" icon="bar_chart" text="Sales rose by 12 % this quarter." />
<Banner type="warning" icon={null} text="Two parts are out of stock." />
<Banner type="error">
  The file <strong>bracket.stl</strong> is damaged. <a href="/help/files">How to repair it</a>
</Banner>`}
      >
        <div className={demo.stack}>
          <Banner type="info" icon="bar_chart" text="Sales rose by 12 % this quarter." />
          <Banner type="warning" icon={null} text="Two parts are out of stock." />
          <Banner type="error">
            The file <strong>bracket.stl</strong> is damaged. <a href="#help-files">How to repair it</a>
          </Banner>
        </div>
      </Example>

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
          { code: 'type="danger"', props: { type: 'danger' } },
          { code: "action={{ label: '' }}", props: { action: { label: '' } } },
          { code: 'closable="yes"', props: { closable: 'yes' } },
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
