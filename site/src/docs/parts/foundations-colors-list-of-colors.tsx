import { createContext, use, useId, type ReactNode } from 'react'
import { readableOn } from '../../library/tokens/contrast'
import { PURE, type BaseColorName } from '../../library/tokens/tokens'
import { tokenAnchor } from '../anchors'
import styles from '../docs.module.css'
import c from '../foundations/colors.module.css'
import { useCopy } from '../foundations/use-copy'

interface Swatch {
  name: BaseColorName
  value: string
}

export const PURE_SWATCHES: Swatch[] = (Object.keys(PURE) as (keyof typeof PURE)[]).map((name) => ({ name, value: PURE[name] }))

/** swatchText is the text colour of a swatch: black or white, whichever contrasts more. */
const swatchText = (value: string) => readableOn(value, PURE.black, PURE.white)

/** HintId is the id of the hint every swatch points at (aria-describedby), given by ListOfColorsPage. */
const HintId = createContext('')

/**
 * ListOfColorsPage is the page's article. It takes the hint's id where the
 * page's component took it, so the ids in the page (the hint's, the palettes'
 * headings') stay what they were.
 *
 * @public (the page's MDX layout: knip does not read `export … from` in MDX)
 */
export function ListOfColorsPage({ children }: { children?: ReactNode }) {
  const hintId = useId()
  return (
    <article className={styles.page}>
      <HintId value={hintId}>{children}</HintId>
    </article>
  )
}

/** PaletteHint is the paragraph that tells what a click on a swatch does; the swatches point at it. */
export function PaletteHint({ children }: { children?: ReactNode }) {
  return <p id={use(HintId)}>{children}</p>
}

/** PaletteColumn is one palette: its title, its use and its swatches; a click copies a swatch's value. */
export function PaletteColumn({ id, title, use: purpose, swatches }: { id: string; title: string; use: string; swatches: Swatch[] }) {
  const copy = useCopy()
  const headingId = useId()
  const hintId = use(HintId)
  return (
    <section className={c.palette} aria-labelledby={headingId} data-palette={id}>
      <h3 id={headingId}>{title}</h3>
      <p className={c.paletteUse}>{purpose}</p>
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
