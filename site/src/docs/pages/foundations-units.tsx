import '../../library/utilities.css'
import { BREAKPOINT_USES, BREAKPOINTS, UNIT_PX, UNITS, type Breakpoint } from '../../library/tokens/tokens'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { tokenAnchor } from '../anchors'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import f from '../foundations/foundations.module.css'
import { ScrollRegion } from '../foundations/parts'
import { useRoute } from '../useRoute'

const WIDEST = UNITS.at(-1)!.px

const ex = examples(
  import.meta.glob('../examples/units/*.tsx', { eager: true }),
  import.meta.glob('../examples/units/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** Units: the 4 px spacing unit and its scale, with the related scales of corners, elevation, motion and breakpoints. */
export default function Units() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Every space in Tessera is a multiple of one unit: <strong>1 unit = {UNIT_PX} px</strong> (0.25 rem at the browser’s default text size). Paddings, gaps,
        margins, icon sizes and line heights all land on this grid, so elements line up across components without anyone measuring. Because the units are
        set in rem, the whole layout grows with the reader’s preferred text size.
      </p>

      <h2 id="the-scale">The scale</h2>
      <p>
        Each step is a CSS custom property. Use the small steps inside a component, the large ones between blocks of a page. There is no unit 11, 13, 14 or 15:
        when a design seems to need one, the neighbouring step almost always reads better.
      </p>
      <ScrollRegion label="The unit scale">
        <table className={f.table} data-table="units">
          <thead>
            <tr>
              <th scope="col">Units</th>
              <th scope="col">Custom property</th>
              <th scope="col" className={f.number}>
                rem
              </th>
              <th scope="col" className={f.number}>
                px
              </th>
              <th scope="col" className={f.barCell}>
                Size
              </th>
            </tr>
          </thead>
          <tbody>
            {UNITS.map((u) => (
              <tr key={u.name} id={tokenAnchor(u.name)} data-unit={u.name}>
                <td className={f.number}>{u.units === 0.25 ? '¼' : u.units === 0.5 ? '½' : u.units}</td>
                <td>
                  <code>--{u.name}</code>
                </td>
                <td className={f.number}>{u.rem}</td>
                <td className={f.number}>{u.px}</td>
                <td className={f.barCell}>
                  <span className={f.bar} style={{ width: `${(u.px / WIDEST) * 100}%` }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <h2 id="quarter-and-half-units">Quarter and half units</h2>
      <p>
        Two steps are smaller than a unit. The quarter unit, <code>--unit-q</code> (1 px), is the width of a hairline: borders and dividers. The half unit,{' '}
        <code>--unit-h</code> (2 px), is for fine offsets: the focus ring and the gap between it and the control, the stroke of a selected state. Neither is
        meant for spacing content.
      </p>
      <Example example={ex['units-hairlines']} title="Hairlines and focus offsets" description="A border one quarter unit wide, and a focus ring half a unit wide, drawn half a unit away from its button." />

      <h2 id="using-units-in-css">Using units in CSS</h2>
      <p>
        Write spacing with the custom properties, never with pixel values. For a size between two steps, multiply the base unit with <code>calc()</code>, so the
        value still sits on the grid.
      </p>
      <Example example={ex['units-card']} title="Spacing a card" description="Four units of padding, two units between the title and the text, and two between the buttons." />
      <h3 id="which-step-where">Which step where</h3>
      <ul>
        <li>
          Inside a control: one to three units (<code>--unit-1</code> to <code>--unit-3</code>) between an icon and its text, and as padding.
        </li>
        <li>
          Between related elements, such as a label and its field or the items of a list: two to four units.
        </li>
        <li>
          Between blocks of a page, such as sections or cards: six units (24 px) or more. The page margin is four units on phones and six or eight on larger
          screens.
        </li>
      </ul>

      <h2 id="corners">Corners</h2>
      <p>Four radii round every corner of the library; the default, four pixels, fits buttons, fields and cards.</p>
      <Example example={ex['units-radii']} title="Corner radii" />

      <h2 id="elevation">Elevation</h2>
      <p>Shadows say which surface lies above which. Use one step per layer: a card sits lowest, a modal dialog highest.</p>
      <Example example={ex['units-shadows']} title="Shadows" />

      <h2 id="motion">Motion</h2>
      <p>
        Three durations and one easing cover every transition. Short feedback is quick; the larger the thing that moves, the longer it may take. Respect the
        reader’s wish for less motion: under <code>prefers-reduced-motion: reduce</code>, switch transitions off.
      </p>
      <Example example={ex['units-motion']} title="Durations" description="Press the button: each dot crosses its track in one of the durations, with the library’s easing." />

      <h2 id="breakpoints">Breakpoints</h2>
      <p>
        Layouts change at four widths. Write media queries mobile first, with <code>min-width</code>. Media queries cannot read custom properties, so the
        numbers appear in the CSS itself; the <code>--breakpoint-*</code> properties are there for scripts.
      </p>
      <ScrollRegion label="Breakpoints">
        <table className={f.table} data-table="breakpoints">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" className={f.number}>
                From
              </th>
              <th scope="col">Custom property</th>
              <th scope="col">What changes</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(BREAKPOINTS) as Breakpoint[]).map((b) => (
              <tr key={b}>
                <td>
                  <code>{b}</code>
                </td>
                <td className={f.number}>{BREAKPOINTS[b]} px</td>
                <td>
                  <code>--breakpoint-{b}</code>
                </td>
                <td>{BREAKPOINT_USES[b]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {/* data-client-text: only the browser knows the window; the prerendered page says what the narrowest width would */}
      <Example
        example={ex['units-breakpoints']}
        title="Where this window stands"
        description="The same queries a layout uses, evaluated for this window."
        frame={(live) => <div data-client-text="">{live}</div>}
      />
    </article>
  )
}
