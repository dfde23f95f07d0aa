import { AppLink } from '../../app/AppLink'
import { BASE_COLORS, PALETTES, SEMANTIC_TOKENS, STEPS, TOKEN_GROUPS, type BaseColorName, type TokenGroup } from '../../library/tokens/tokens'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import { hex, semanticToken } from '../foundations/colors'
import { Guideline, Guidelines, ScrollRegion } from '../foundations/parts'
import c from '../foundations/colors.module.css'
import f from '../foundations/foundations.module.css'
import { useRoute } from '../useRoute'

const GROUP_TEXT: Record<TokenGroup, string> = {
  ui: 'Backgrounds, surfaces and borders',
  text: 'Text and links',
  interactive: 'Buttons, selection, focus and destructive actions',
  support: 'Error, warning, success and information, each with a background, a text and a tint',
  field: 'Text fields, selects and text areas',
  icon: 'Icons',
}

const token = (name: string) => SEMANTIC_TOKENS.find((t) => t.name === name)!

function Chain({ base, semantic, use }: { base: BaseColorName; semantic: string; use: string }) {
  return (
    <ol className={c.chain} aria-label={`${base} to ${semantic} to ${use}`}>
      <li>
        <span className={c.chainSwatch} style={{ background: `var(--${base})` }} />
        <span>
          <span className={c.chainKind}>Base colour</span>
          <code>--{base}</code>
          <span className={c.chainValue}>{BASE_COLORS.get(base)}</span>
        </span>
      </li>
      <li>
        <span className={c.chainSwatch} style={{ background: `var(--${semantic})` }} />
        <span>
          <span className={c.chainKind}>Semantic token</span>
          <code>--{semantic}</code>
          <span className={c.chainValue}>{token(semantic).description}</span>
        </span>
      </li>
      <li>
        <span className={c.chainKind}>Used by</span>
        <span>{use}</span>
      </li>
    </ol>
  )
}

const ex = examples(
  import.meta.glob('../examples/colors-introduction/*.tsx', { eager: true }),
  import.meta.glob('../examples/colors-introduction/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** Introduction to design tokens: what they are, the two layers, how they are named and used. */
export default function ColorsIntroduction() {
  const route = useRoute()
  const counts = Object.fromEntries(TOKEN_GROUPS.map((g) => [g, SEMANTIC_TOKENS.filter((t) => t.group === g)]))
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A design token is a design decision with a name. Instead of writing <code>{hex(semanticToken('text-link').light)}</code> wherever a link appears, a component writes{' '}
        <code>var(--text-link)</code>, and the decision “links are this blue” lives in one place. Tokens keep the interface consistent, let the library change
        a colour everywhere at once, and make a second colour scheme or a customer’s brand a matter of new values rather than new components.
      </p>
      <p>
        Tessera’s tokens are CSS custom properties, defined once in <code>tokens.css</code> and generated from a typed source in the library. The same source
        feeds these pages, so what you read here is what ships.
      </p>

      <h2 id="two-layers-base-colours-and-semantic-tokens">Two layers: base colours and semantic tokens</h2>
      <p>
        <strong>Base colours</strong> are the raw palette: {PALETTES.length} hues in {STEPS.length} steps each, plus white and black, {BASE_COLORS.size} colours
        in all. They describe what a colour looks like, not what it is for. <strong>Semantic tokens</strong> name a role, such as “primary text” or “error
        background”, and refer to a base colour. Components use only semantic tokens; base colours are for defining tokens, illustrations and data
        visualisation.
      </p>
      <Chain base="primary-60" semantic="interactive-01" use="the fill of a primary button, the box of a checked checkbox" />
      <Chain base="red-10" semantic="support-error-bg" use="the background of an error banner or toast" />
      <p>
        Because the reference is indirect, a token can point somewhere else without a component noticing. The dark scheme does exactly that: the same{' '}
        {SEMANTIC_TOKENS.length} names refer to other base colours.
      </p>

      <h2 id="naming">Naming</h2>
      <h3 id="base-colours">Base colours</h3>
      <p>
        A base colour is named <code>--&lt;palette&gt;-&lt;step&gt;</code>: <code>--gray-20</code>, <code>--green-70</code>. Step 10 is the lightest and 100 the
        darkest; the steps of different palettes have about the same lightness, so swapping a hue keeps the contrast close. Two rules of thumb hold for every
        palette: step 70 and darker are dark enough for text on white, and text of step 70 or darker is readable on steps 10 and 20 of its own hue.
      </p>
      <h3 id="semantic-tokens">Semantic tokens</h3>
      <p>
        A semantic token is named <code>--&lt;group&gt;-&lt;role&gt;[-&lt;state&gt;]</code>. Numbered roles rank by emphasis: <code>--text-01</code> is the
        primary text, <code>--text-02</code> the secondary. A suffix names a state (<code>-hover</code>, <code>-active</code>) or a variant (<code>-bg</code>,{' '}
        <code>-dark</code>, <code>-light</code>).
      </p>
      <ScrollRegion label="Token groups">
        <table className={f.table} data-table="token-groups">
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">For</th>
              <th scope="col" className={f.number}>
                Tokens
              </th>
              <th scope="col">For example</th>
            </tr>
          </thead>
          <tbody>
            {TOKEN_GROUPS.map((g) => (
              <tr key={g}>
                <td>
                  <code>{g}</code>
                </td>
                <td>{GROUP_TEXT[g]}</td>
                <td className={f.number}>{counts[g].length}</td>
                <td>
                  <code>--{counts[g][0].name}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p>
        The <AppLink to="/foundations/colors/list-of-tokens">list of tokens</AppLink> has every one with its values; the{' '}
        <AppLink to="/foundations/colors/list-of-colors">list of colours</AppLink> has every base colour.
      </p>

      <h2 id="using-tokens">Using tokens</h2>
      <p>
        Import <code>tokens.css</code> once, at the root of the application. Then read a token with <code>var()</code> wherever CSS takes a value. A component’s
        own custom properties can default to tokens, which keeps them overridable.
      </p>
      <Example example={ex['intro-usage']} title="A note styled with tokens" description="Background, border, text and link colours all come from semantic tokens; spacing and type from the unit and type tokens." />

      <h2 id="light-and-dark">Light and dark</h2>
      <p>
        The light values apply on the document root. An element with <code>data-color-scheme="dark"</code> gets the dark values of the same tokens for itself
        and everything inside it, and <code>data-color-scheme="light"</code> switches back. A component written with tokens works in both without a change.
      </p>
      <Example example={ex['intro-schemes']} title="One component, two schemes" description="The same markup twice; the second copy sits in a dark scope." />

      <h2 id="rules">Rules</h2>
      <Guidelines>
        <Guideline kind="do" caption={<>Use the semantic token for the role: <code>color: var(--text-02)</code> for secondary text.</>} />
        <Guideline kind="dont" caption={<>Write hex values or palette steps in a component: <code>color: {hex(semanticToken('text-02').light)}</code> or <code>var(--{semanticToken('text-02').light})</code> breaks the dark scheme and theming.</>} />
        <Guideline kind="do" caption="Pick a token by what the element is, even when two tokens share a value today: they may differ tomorrow." />
        <Guideline kind="dont" caption="Borrow a token for its colour alone, such as support-success for a decorative green stripe." />
      </Guidelines>
    </article>
  )
}
