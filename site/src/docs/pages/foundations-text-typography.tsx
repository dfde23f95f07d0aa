import { BADGE_FONT_SIZES, FONT_SIZES, TEXT_STYLES } from '../../library/tokens/tokens'
import { typeValue } from '../../library/tokens/css'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { tokenAnchor } from '../anchors'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import f from '../foundations/foundations.module.css'
import { Guideline, Guidelines, ScrollRegion } from '../foundations/parts'
import { countWord, fontSize, px, SITE_HEADINGS, textMetrics, textStyle, WEIGHTS_IN_USE } from '../foundations/typography'
import ty from '../foundations/typography.module.css'
import { useRoute } from '../useRoute'

const sizePx = (name: string) => px(fontSize(name).value)

const ex = examples(
  import.meta.glob('../examples/typography/*.tsx', { eager: true }),
  import.meta.glob('../examples/typography/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** Typography: typefaces, the type scale, every text style live, formatting and guidelines. */
export default function Typography() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Text is most of an interface. Tessera sets it in one family, Noto Sans, at a few sizes and {countWord(WEIGHTS_IN_USE)} weights, so hierarchy comes from size and weight rather
        than from many fonts. The type tokens carry every decision; a component writes <code>font: var(--type-body)</code> and never a size in pixels.
      </p>

      <h2 id="typefaces">Typefaces</h2>
      <p>
        <strong>Noto Sans</strong> covers Latin, Greek and Cyrillic, <strong>Noto Sans JP</strong> Japanese, and <strong>Noto Sans Mono</strong> code. The
        fonts ship with the library as webfonts, so text looks the same on every system and no request leaves the application. The Japanese font loads only
        where Japanese text is shown, and only text marked <code>lang="ja"</code> falls back to it: a glyph that Noto Sans lacks looks the same on every page.
      </p>
      <Example example={ex['type-typefaces']} title="The families" />

      <h2 id="the-scale">The scale</h2>
      <p>
        {countWord(FONT_SIZES.length).replace(/^./, (c) => c.toUpperCase())} sizes, in rem so they follow the reader’s text size. Body text is{' '}
        {sizePx('font-size-body')} px, and the smallest step, for captions and labels, is {sizePx('font-size-caption')} px. Only tags go below the scale: a word
        or two in capitals looks larger than lowercase text of the same size, so the tags beside a page title and in props tables are set at{' '}
        {sizePx('font-size-badge')} px, and those beside the pages of the action bar at {sizePx('font-size-badge-small')} px. Running text never goes below the
        scale.
      </p>
      <ScrollRegion label="Font sizes">
        <table className={f.table} data-table="font-sizes">
          <thead>
            <tr>
              <th scope="col">Custom property</th>
              <th scope="col" className={f.number}>
                rem
              </th>
              <th scope="col">Use</th>
            </tr>
          </thead>
          <tbody>
            {[...FONT_SIZES, ...BADGE_FONT_SIZES].map((s) => (
              <tr key={s.name} id={tokenAnchor(s.name)}>
                <td>
                  <code>--{s.name}</code>
                </td>
                <td className={f.number}>{s.value}</td>
                <td>{s.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <h2 id="text-styles">Text styles</h2>
      <p>
        A text style is a complete setting: size, line height, weight and family in one <code>font</code> shorthand. Line heights are multiples of four pixels,
        so text stays on the unit grid.
      </p>
      <ScrollRegion label="Text styles">
        <table className={f.table} data-table="text-styles">
          <thead>
            <tr>
              <th scope="col">Style</th>
              <th scope="col">Token</th>
              <th scope="col">Size / line · weight</th>
              <th scope="col">Use</th>
            </tr>
          </thead>
          <tbody>
            {TEXT_STYLES.map((s) => (
              <tr key={s.name} id={tokenAnchor(`type-${s.name}`)}>
                <td>{s.title}</td>
                <td>
                  <code>--type-{s.name}</code>
                </td>
                <td className={ty.nowrap}>{textMetrics(s)}</td>
                <td>{s.use}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <p>
        This site sets its own headings in these styles:{' '}
        {SITE_HEADINGS.map((h, i) => (
          <span key={h.element}>
            {i > 0 && (i === SITE_HEADINGS.length - 1 ? ' and ' : ', ')}
            {h.what} in {textStyle(h.style).title} (<code>{h.element}</code>, {textMetrics(textStyle(h.style))})
          </span>
        ))}
        .
      </p>

      <Example example={ex['type-headings']} title="Headings" description="Four levels. A page has one heading 1; skip no level on the way down." />
      <Example example={ex['type-body']} title="Body text" description="The lead opens a page; body is everything else, with a strong and a small variant." />
      <Example example={ex['type-labels']} title="Labels, key values and captions" />
      <Example example={ex['type-code']} title="Code" description="Identifiers, file names and code, in the monospaced family." />

      <h2 id="labels-and-values">Labels and values</h2>
      <p>
        Read-only data is shown as a label above its value. The label is small and secondary; the value carries the weight. A key value is the one figure the
        reader came for.
      </p>
      <Example example={ex['type-label-value']} title="Label and value pairs" />

      <h2 id="paragraphs-and-formatting">Paragraphs and formatting</h2>
      <p>
        Paragraphs are body text with a line height of {px(textStyle('body').lineHeight)} px and four units between them. Lists indent their markers and keep two units between items.
        Emphasis is italic, strong emphasis semibold; underline is only for links.
      </p>
      <Example example={ex['type-formatting']} title="Running text" />

      <h2 id="guidelines">Guidelines</h2>
      <Guidelines>
        <Guideline kind="do" caption="Keep lines of running text between 45 and 75 characters; limit the width of text columns, not of the page." />
        <Guideline kind="dont" caption="Set long text in capitals, italics or the semibold weight: each slows reading down." />
        <Guideline kind="do" caption="Use tabular figures in columns of numbers, so digits line up." />
        <Guideline kind="dont" caption="Invent a size between two steps of the scale for one screen." />
      </Guidelines>
      <p className={ty.footnote}>
        The shorthand each style expands to, for reference: <code>{typeValue(textStyle('body'))}</code>.
      </p>
    </article>
  )
}
