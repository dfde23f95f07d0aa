import { useState } from 'react'
import { Card } from '../../library/card/Card'
import { CARD_IMG_POSITIONS, type CardImgPosition } from '../../library/card/logic'
import { cardSchema, type CardProps } from '../../library/card/schema'
import { useToast } from '../../library/toaster/Toaster'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import landscape from './display-a/card-landscape.svg'
import part from './display-a/card-part.svg'
import demo from './display-a/demo.module.css'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const BODY = 'A weekend in the mountains: two nights in a family-run guest house, breakfast with local produce and a guided walk to the lake.'

function ActionsCard() {
  const toast = useToast()
  return (
    <Card
      header="Mountain weekend"
      imgUrl={landscape}
      imgAlt="Blue mountains under a pale sun"
      primaryActionLabel="Book now"
      secondaryActionLabel="Save for later"
      onPrimaryAction={() => toast({ type: 'success', text: 'Booked: Mountain weekend' })}
      onSecondaryAction={() => toast({ type: 'info', text: 'Saved for later' })}
    >
      {BODY}
    </Card>
  )
}

function PositionedCards() {
  const [position, setPosition] = useState<CardImgPosition>('top')
  return (
    <div className={demo.stack}>
      <label className={demo.field}>
        Image position
        <select value={position} onChange={(e) => setPosition(e.target.value as CardImgPosition)}>
          {CARD_IMG_POSITIONS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <div className={demo.cards}>
        <Card header="Mountain weekend" imgUrl={landscape} imgPosition={position} footer="From 240 € per person">
          {BODY}
        </Card>
        <Card header="Bracket, aluminium" imgUrl={part} imgAlt="A drawing of a triangular bracket" imgPosition={position} primaryActionLabel="Order">
          Milled from one block, 40 × 40 × 12 mm, anodised.
        </Card>
      </div>
    </div>
  )
}

function LoadingCard() {
  const [loading, setLoading] = useState(true)
  return (
    <div className={demo.stack}>
      <div>
        <button type="button" className={demo.button} aria-pressed={!loading} onClick={() => setLoading(!loading)}>
          {loading ? 'Finish loading' : 'Load again'}
        </button>
      </div>
      <div className={demo.cards}>
        <Card header="Mountain weekend" imgUrl={landscape} isImgLoading={loading} isTextLoading={loading}>
          {BODY}
        </Card>
        <Card header="Mountain weekend" imgUrl={landscape} isImgLoading={loading}>
          {BODY}
        </Card>
        <Card header="Mountain weekend" imgUrl={landscape} isTextLoading={loading}>
          {BODY}
        </Card>
      </div>
    </div>
  )
}

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
        id="actions"
        title="With actions"
        description="A primary and a secondary action under the body; each click shows a toast."
        code={`<Card
  header="Mountain weekend"
  imgUrl={landscape}
  imgAlt="Blue mountains under a pale sun"
  primaryActionLabel="Book now"
  secondaryActionLabel="Save for later"
  onPrimaryAction={book}
  onSecondaryAction={save}
>
  A weekend in the mountains: …
</Card>`}
      >
        <div className={demo.narrow}>
          <ActionsCard />
        </div>
      </Example>
      <Example
        id="no-actions"
        title="Without actions"
        description="A card can just inform. The image is decorative here, so imgAlt stays empty."
        code={`<Card header="Bracket, aluminium" imgUrl={part}>
  Milled from one block, 40 × 40 × 12 mm, anodised.
  Drawing after a model by the design team.
</Card>`}
      >
        <div className={demo.narrow}>
          <Card header="Bracket, aluminium" imgUrl={part}>
            Milled from one block, 40 × 40 × 12 mm, anodised. Drawing after a model by the design team.
          </Card>
        </div>
      </Example>

      <h2 id="footer">Footer</h2>
      <Example
        id="footer"
        title="Header, body and footer"
        description="The footer sits under a line at the bottom: a note, a link or a button."
        code={`<Card
  header="Delivery"
  footer={<a href="/delivery">All delivery options</a>}
>
  Two to four working days inside the EU.
</Card>`}
      >
        <div className={demo.narrow}>
          <Card header="Delivery" footer={<a href="#delivery">All delivery options</a>}>
            Two to four working days inside the EU.
          </Card>
        </div>
      </Example>

      <h2 id="image-position">Image position</h2>
      <p>
        <code>imgPosition</code> puts the image above the header (<code>top</code>, the default), between the header and the body (<code>middle</code>) or
        below the body (<code>bottom</code>).
      </p>
      <Example
        id="image-position"
        title="Top, middle or bottom"
        description="Pick a position: both cards follow."
        code={`<Card
  header="Mountain weekend"
  imgUrl={landscape}
  imgPosition="middle"
  footer="From 240 € per person"
>
  A weekend in the mountains: …
</Card>`}
      >
        <PositionedCards />
      </Example>
      <Example
        id="image-positions-all"
        title="All three side by side"
        code={`{['top', 'middle', 'bottom'].map((position) => (
  <Card key={position} header={position} imgUrl={landscape} imgPosition={position}>
    …
  </Card>
))}`}
      >
        <div className={demo.cards}>
          {CARD_IMG_POSITIONS.map((position) => (
            <Card key={position} header={`Image ${position}`} imgUrl={landscape} imgPosition={position} headingLevel={4}>
              {BODY}
            </Card>
          ))}
        </div>
      </Example>

      <h2 id="loading">Loading</h2>
      <p>
        While the content is on its way, <code>isImgLoading</code> shows a skeleton where the image goes and <code>isTextLoading</code> shows skeleton lines
        instead of the header and the body. The card is <code>aria-busy</code> and tells screen readers it is loading; the shimmer stops for readers who ask
        for reduced motion.
      </p>
      <Example
        id="loading"
        title="Image and text skeletons"
        description="Both loading, only the image, only the text. The button finishes loading."
        code={`<Card header={offer?.title} imgUrl={offer?.image} isImgLoading isTextLoading>
  {offer?.text}
</Card>
<Card header="Mountain weekend" imgUrl={landscape} isImgLoading>…</Card>
<Card header="Mountain weekend" imgUrl={landscape} isTextLoading>…</Card>`}
      >
        <LoadingCard />
      </Example>

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
          { code: 'imgPosition="left"', props: { imgPosition: 'left' } },
          { code: 'primaryActionLabel=""', props: { primaryActionLabel: '' } },
          { code: 'headingLevel={1}', props: { headingLevel: 1 } },
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
