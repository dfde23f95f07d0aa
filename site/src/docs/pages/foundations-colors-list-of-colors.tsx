import { useId } from 'react'
import { AppLink } from '../../app/AppLink'
import { readableOn } from '../../library/tokens/contrast'
import { PALETTES, PURE, STEPS, type BaseColorName } from '../../library/tokens/tokens'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { tokenAnchor } from '../anchors'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import c from '../foundations/colors.module.css'
import { CONTRAST_MIN } from '../foundations/colors'
import { Guideline, Guidelines } from '../foundations/parts'
import { useCopy } from '../foundations/use-copy'
import { useRoute } from '../useRoute'

interface Swatch {
  name: BaseColorName
  value: string
}

const PURE_SWATCHES: Swatch[] = (Object.keys(PURE) as (keyof typeof PURE)[]).map((name) => ({ name, value: PURE[name] }))

const ex = examples(
  import.meta.glob('../examples/colors/*.tsx', { eager: true }),
  import.meta.glob('../examples/colors/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** swatchText is the text colour of a swatch: black or white, whichever contrasts more. */
const swatchText = (value: string) => readableOn(value, PURE.black, PURE.white)

function PaletteColumn({ id, title, use, swatches, hintId }: { id: string; title: string; use: string; swatches: Swatch[]; hintId: string }) {
  const copy = useCopy()
  const headingId = useId()
  return (
    <section className={c.palette} aria-labelledby={headingId} data-palette={id}>
      <h3 id={headingId}>{title}</h3>
      <p className={c.paletteUse}>{use}</p>
      <ul className={c.swatches}>
        {swatches.map((s) => (
          <li key={s.name} id={tokenAnchor(s.name)}>
            <button
              type="button"
              className={c.swatch}
              data-color={s.name}
              style={{ background: `var(--${s.name})`, color: swatchText(s.value) }}
              aria-describedby={hintId}
              onClick={() => void copy(s.value)}
            >
              <span className={c.swatchName}>{s.name}</span>
              <code className={c.swatchHint}>{s.value}</code>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** List of colours: every palette and step; a click copies the value. */
export default function ListOfColors() {
  const route = useRoute()
  const hintId = useId()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        The base colours are the raw material of the semantic tokens. <strong>Primary</strong> is the brand: it marks what the reader can act on. The other hues
        carry meaning (green for success, red for errors, orange for warnings, blue for information) or tell categories apart, in tags and charts. Keep the
        accent colours to a small share of any screen, roughly a fifth at most; large areas are white and gray.
      </p>
      <p>
        Every colour is named <code>--&lt;palette&gt;-&lt;step&gt;</code>, from {STEPS[0]}, the lightest, to {STEPS[STEPS.length - 1]}, the darkest. Components should not use these directly:
        take the <AppLink to="/foundations/colors/list-of-tokens">semantic token</AppLink> for the role instead, so the dark scheme and theming keep working.
      </p>

      <h2 id="palettes">Palettes</h2>
      <p id={hintId}>Select a colour to copy its hex value.</p>
      <div className={c.palettes}>
        {PALETTES.map((p) => (
          <PaletteColumn key={p.name} id={p.name} title={p.title} use={p.use} hintId={hintId} swatches={STEPS.map((s) => ({ name: `${p.name}-${s}`, value: p.colors[s] }))} />
        ))}
        <PaletteColumn id="pure" title="White and black" use="The page background, and text on colour fills. Black is rarely right for text: use gray." hintId={hintId} swatches={PURE_SWATCHES} />
      </div>

      <h2 id="what-the-colours-mean">What the colours mean</h2>
      <ul className={c.meanings}>
        {[
          ['primary-60', 'Primary: the brand, actions, links, selection'],
          ['green-60', 'Green: success, done, valid'],
          ['red-60', 'Red: errors and destructive actions'],
          ['orange-60', 'Orange: warnings that do not block'],
          ['blue-60', 'Blue: information'],
          ['gray-60', 'Gray and slate: neutral text, borders, surfaces'],
          ['mint-60', 'Mint, purple, violet, yellow: categories in tags and charts'],
        ].map(([color, text]) => (
          <li key={color}>
            <span className={c.dot} style={{ background: `var(--${color})` }} />
            {text}
          </li>
        ))}
      </ul>
      <p>Never let colour carry a meaning alone: pair it with a word or an icon, so readers who do not see the colour still get the message.</p>

      <h2 id="text-on-backgrounds">Text on backgrounds</h2>
      <p>
        Text needs a contrast of at least {CONTRAST_MIN.text} to 1 with its background ({CONTRAST_MIN.other} to 1 for icons and borders). The text tokens are chosen for that, so use them rather than
        picking a gray by eye.
      </p>
      <Example example={ex['colors-text']} title="Text colours on light, dark and coloured backgrounds" description="Primary, secondary and disabled text on each kind of background; disabled text is exempt from the contrast rule, and shown on disabled buttons." />

      <h2 id="icons">Icons</h2>
      <p>
        Icons take the colour of the text they stand with, or a weaker gray when the text already says the same thing. On a colour fill they are white; next to
        coloured text they match it.
      </p>
      <Example example={ex['colors-icons']} title="Icon colours" />

      <h2 id="guidelines">Guidelines</h2>
      <Guidelines>
        <Guideline kind="do" caption="Use primary for the one action that matters most on a screen, and gray for the rest." />
        <Guideline kind="dont" caption="Paint large areas in accent colours, or use several hues for the same meaning on one screen." />
      </Guidelines>
    </article>
  )
}
