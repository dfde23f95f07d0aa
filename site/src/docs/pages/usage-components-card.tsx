import { Card } from '../../library/card/Card'
import { cardSchema, type CardProps } from '../../library/card/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import landscape from './display-a/card-landscape.svg'
import demo from './display-a/demo.module.css'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const BODY = 'A weekend in the mountains: two nights in a family-run guest house, breakfast with local produce and a guided walk to the lake.'

const ex = examples(
  import.meta.glob('../examples/card/*.tsx', { eager: true }),
  import.meta.glob('../examples/card/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const playgroundInitial: CardProps = {
  header: 'Mountain weekend',
  children: BODY,
  imgUrl: landscape,
  primaryActionLabel: 'Book now',
  secondaryActionLabel: 'Save for later',
}

/** The card's page: image positions, header and body, actions, footer, loading skeletons, validation, props and playground. */
export default function CardPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A card gathers what belongs together about one thing (an offer, a product, a person) in a box that can sit in a grid with others. It has up to six
        parts, all optional: an <strong>image</strong>, a <strong>header</strong>, a <strong>body</strong>, two <strong>actions</strong> and a{' '}
        <strong>footer</strong>.
      </p>

      <h2 id="image-header-body-and-actions">Image, header, body and actions</h2>
      <Example
        example={ex.actions}
        title="With actions"
        description="A primary and a secondary action under the body; each click shows a toast."
      />
      <Example
        example={ex['no-actions']}
        title="Without actions"
        description="A card can just inform. The image is decorative here, so imgAlt stays empty. The body here is two paragraphs: the card takes the margin off above the first and below the last."
      />

      <h2 id="footer">Footer</h2>
      <Example
        example={ex.footer}
        title="Header, body and footer"
        description="The footer sits under a line at the bottom: a note, a link or a button."
      />

      <h2 id="image-position">Image position</h2>
      <p>
        <code>imgPosition</code> puts the image above the header (<code>top</code>, the default), between the header and the body (<code>middle</code>) or
        below the body (<code>bottom</code>).
      </p>
      <Example example={ex['image-position']} title="Top, middle or bottom" description="Pick a position: both cards follow." />
      <Example example={ex['image-positions-all']} title="All three side by side" />

      <h2 id="loading">Loading</h2>
      <p>
        While the content is on its way, <code>isImgLoading</code> shows a skeleton where the image goes and <code>isTextLoading</code> shows skeleton lines
        instead of the header and the body. The card is <code>aria-busy</code> and tells screen readers it is loading; the shimmer stops for readers who ask
        for reduced motion.
      </p>
      <Example
        example={ex.loading}
        title="Image and text skeletons"
        description="Both loading, only the image, only the text. The button finishes loading."
      />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          The card is an <code>article</code>. A text header becomes a heading of <code>headingLevel</code> (3 unless told); choose the level that fits the
          page.
        </li>
        <li>
          Give <code>imgAlt</code> when the image says something the text does not; leave it empty for decoration.
        </li>
        <li>
          <code>data-state</code> is <code>ready</code>, <code>loading-image</code>, <code>loading-text</code> or <code>loading</code>.
        </li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Card"
        schema={cardSchema}
        cases={[
          { props: { imgPosition: 'left' } },
          { props: { primaryActionLabel: '' } },
          { props: { headingLevel: 1 } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={cardSchema} name="Card" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={cardSchema}
        name="Card"
        component={Card}
        initial={playgroundInitial}
        omit={['imgUrl']}
        expressions={{ imgUrl: 'landscape' }}
        childrenCode="A weekend in the mountains: …"
        frame={(live) => <div className={demo.narrow}>{live}</div>}
      />
    </article>
  )
}
