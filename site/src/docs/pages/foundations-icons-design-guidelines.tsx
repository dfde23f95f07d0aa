import '../../library/utilities.css'
import { Icon } from '../../library/icon/Icon'
import { ICON_SIZE_PX, ICON_SIZES } from '../../library/icon/names'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import f from '../foundations/foundations.module.css'
import { Guideline, Guidelines, ScrollRegion } from '../foundations/parts'
import i from '../foundations/icons.module.css'
import { useRoute } from '../useRoute'

const SIZE_USE = {
  small: 'Inside dense tables and tags, beside small text (14 px), in the chevrons of breadcrumbs and menus',
  medium: 'The default: beside body text, in buttons and fields, in the navbar',
  large: 'Alone as an icon button in a toolbar, in empty states, beside headings',
} as const

const ex = examples(
  import.meta.glob('../examples/icon-guidelines/*.tsx', { eager: true }),
  import.meta.glob('../examples/icon-guidelines/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** Icons, design guidelines: sizes, alignment, colour, accessibility, and do/don't. */
export default function IconsDesignGuidelines() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        An icon is a shortcut: it lets a reader recognise a familiar action or state faster than reading. It is rarely enough on its own. Use icons to support
        words, keep one icon for one meaning across the product, and leave them out where they would only decorate.
      </p>

      <h2 id="the-drawings">The drawings</h2>
      <p>
        Every icon comes from Material Symbols, outlined style, weight 400. They are drawn on a 24 × 24 grid with a safe area of 20 × 20 and strokes of the same
        weight, so any two icons sit well side by side. Do not draw new icons or mix in other sets: when the list lacks one, pick the closest Material Symbol,
        give it a name for its meaning, and add it to the library.
      </p>

      <h2 id="sizes">Sizes</h2>
      <ScrollRegion label="Icon sizes">
        <table className={f.table} data-table="icon-sizes">
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col" className={f.number}>
                px
              </th>
              <th scope="col">Where</th>
            </tr>
          </thead>
          <tbody>
            {ICON_SIZES.map((s) => (
              <tr key={s}>
                <td>
                  <code>{s}</code>
                </td>
                <td className={f.number}>{ICON_SIZE_PX[s]}</td>
                <td>{SIZE_USE[s]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Example example={ex['guidelines-sizes']} title="The three sizes" description="The dashed box is the icon’s full square; the drawing keeps a small margin inside it." />

      <h2 id="alignment-with-text">Alignment with text</h2>
      <p>
        Put an icon and its text in a flex row, centred on the cross axis, one or two units apart. Match the icon to the text: small beside 14 px text, medium
        beside body text, large beside headings. The icon then sits on the text’s middle, not its baseline, which looks right for the symbols of an interface.
      </p>
      <Example example={ex['guidelines-alignment']} title="Icons beside text" />

      <h2 id="colour">Colour</h2>
      <p>
        An icon takes the colour of its text (<code>currentColor</code>), so it needs no colour of its own in most places. Where it needs one, use the icon
        tokens: <code>--icon-01</code> when the icon is the message, <code>--icon-02</code> when text next to it says the same, <code>--icon-03</code> on colour
        fills. A status icon takes the colour of its status text. Every icon that carries meaning needs a contrast of 3 to 1 with its background.
      </p>
      <Example example={ex['guidelines-color']} title="Status icons in the colour of their text" />

      <h2 id="decorative-or-labelled">Decorative or labelled</h2>
      <p>
        An icon is <strong>decorative</strong> when text next to it says the same: a screen reader should skip it, which is what <code>Icon</code> does unless it
        is given a label. An icon is <strong>meaningful</strong> when nothing else says what it means: give it a <code>label</code>, and it becomes an image with
        that name. In an icon-only button, name the button instead, and leave the icon decorative.
      </p>
      <Example example={ex['guidelines-a11y']} title="Three cases" description="A button with text, an icon-only button named by aria-label, and a status shown by an icon alone, labelled." />

      <h2 id="do-and-don-t">Do and don’t</h2>
      <Guidelines>
        <Guideline kind="do" caption="Pair an icon with a word for any action that is not universal.">
          <span className={i.iconButton}>
            <Icon name="sync" />
            Sync now
          </span>
        </Guideline>
        <Guideline kind="dont" caption="Leave a reader to guess what an unusual icon does.">
          <span className={i.iconButton} data-icon-only="">
            <Icon name="sync" label="Sync now" />
          </span>
        </Guideline>
        <Guideline kind="do" caption="Use one icon for one meaning everywhere: trash means delete, in every table and menu.">
          <ul className={i.caseList}>
            <li>
              <Icon name="delete" size="small" />
              Delete row
            </li>
            <li>
              <Icon name="delete" size="small" />
              Delete file
            </li>
          </ul>
        </Guideline>
        <Guideline kind="dont" caption="Use two icons for the same action, or one icon for two actions.">
          <ul className={i.caseList}>
            <li>
              <Icon name="delete" size="small" />
              Delete row
            </li>
            <li>
              <Icon name="close" size="small" />
              Delete file
            </li>
          </ul>
        </Guideline>
        <Guideline kind="do" caption="Keep to the three sizes and to the size of the text beside the icon." />
        <Guideline kind="dont" caption="Scale an icon to fill a space, or stretch it; draw attention with words or layout instead." />
        <Guideline kind="do" caption="Use the filled variants (names ending in _filled) only for a toggled on state, such as a starred item." />
        <Guideline kind="dont" caption="Add icons to every heading or list item for decoration: they slow reading down." />
      </Guidelines>
    </article>
  )
}
