import { AppLink } from '../../app/AppLink'
import stylesheet from '../../library/tokens.css?raw'
import { contrastRatio } from '../../library/tokens/contrast'
import { BASE_COLORS, CONTRAST_PAIRS, SEMANTIC_TOKENS, TOKEN_GROUPS, type BaseColorName, type TokenGroup } from '../../library/tokens/tokens'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { tokenAnchor } from '../anchors'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import c from '../foundations/colors.module.css'
import f from '../foundations/foundations.module.css'
import { CONTRAST_MIN } from '../foundations/colors'
import { ScrollRegion } from '../foundations/parts'
import { useCopy } from '../foundations/use-copy'
import { useRoute } from '../useRoute'

const GROUP_TITLES: Record<TokenGroup, string> = {
  ui: 'Backgrounds and surfaces',
  text: 'Text',
  interactive: 'Interactive',
  support: 'Support: error, warning, success, information',
  field: 'Fields',
  icon: 'Icons',
}

function Value({ name }: { name: BaseColorName }) {
  return (
    <span className={c.value}>
      <span className={c.chip} style={{ background: `var(--${name})` }} />
      <span className={c.valueText}>
        <code>--{name}</code>
        <span>{BASE_COLORS.get(name)}</span>
      </span>
    </span>
  )
}

const valueOf = (scheme: 'light' | 'dark', token: string) => BASE_COLORS.get(SEMANTIC_TOKENS.find((t) => t.name === token)![scheme])!

const ex = examples(
  import.meta.glob('../examples/tokens/*.tsx', { eager: true }),
  import.meta.glob('../examples/tokens/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** List of tokens: every semantic token with its light and dark value, the contrast pairs, and the generated CSS. */
export default function ListOfTokens() {
  const route = useRoute()
  const copy = useCopy()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        These are the {SEMANTIC_TOKENS.length} semantic colour tokens, the only colours a component uses. Each refers to a{' '}
        <AppLink to="/foundations/colors/list-of-colors">base colour</AppLink> in the light scheme and to another in the dark scheme; the names stay the same.
        The tables are generated from the library’s token source, like <code>tokens.css</code> itself. The spacing, corner, shadow and motion tokens are on the{' '}
        <AppLink to="/foundations/units">Units</AppLink> page, the type tokens on <AppLink to="/foundations/text/typography">Typography</AppLink>.
      </p>

      {TOKEN_GROUPS.map((g) => (
        <section key={g} aria-labelledby={`group-${g}`} data-token-group={g}>
          <h2 id={`group-${g}`}>{GROUP_TITLES[g]}</h2>
          <ScrollRegion label={`${GROUP_TITLES[g]} tokens`}>
            <table className={`${f.table} ${c.tokenTable}`}>
              <thead>
                <tr>
                  <th scope="col">Token</th>
                  <th scope="col">Light</th>
                  <th scope="col">Dark</th>
                </tr>
              </thead>
              <tbody>
                {SEMANTIC_TOKENS.filter((t) => t.group === g).map((t) => (
                  <tr key={t.name} id={tokenAnchor(t.name)} data-token={t.name}>
                    <th scope="row" className={c.tokenName}>
                      <code>--{t.name}</code>
                      <span>{t.description}</span>
                    </th>
                    <td>
                      <Value name={t.light} />
                    </td>
                    <td>
                      <Value name={t.dark} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      ))}

      <h2 id="using-a-token">Using a token</h2>
      <Example example={ex['tokens-usage']} title="Reading tokens in CSS and in a script" description="CSS reads a token with var(); a script reads the computed value of the element it cares about, so a dark scope or a theme is taken into account." />

      <h2 id="contrast">Contrast</h2>
      <p>
        These are the pairs the library puts together, with the WCAG 2 contrast each reaches in both schemes: {CONTRAST_MIN.text} to 1 for text, {CONTRAST_MIN.other} to 1 for icons, borders and
        focus rings. A test fails when a change to the tokens breaks one.
      </p>
      <ScrollRegion label="Contrast of token pairs">
        <table className={f.table} data-table="contrast">
          <thead>
            <tr>
              <th scope="col">Foreground</th>
              <th scope="col">Background</th>
              <th scope="col" className={f.number}>
                Needs
              </th>
              <th scope="col" className={f.number}>
                Light
              </th>
              <th scope="col" className={f.number}>
                Dark
              </th>
            </tr>
          </thead>
          <tbody>
            {CONTRAST_PAIRS.map(([fg, bg, min]) => (
              <tr key={`${fg}/${bg}`}>
                <td>
                  <code>--{fg}</code>
                </td>
                <td>
                  <code>--{bg}</code>
                </td>
                <td className={f.number}>{min}:1</td>
                {(['light', 'dark'] as const).map((scheme) => (
                  <td key={scheme} className={f.number}>
                    {contrastRatio(valueOf(scheme, fg), valueOf(scheme, bg)).toFixed(1)}:1
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <h2 id="the-generated-css">The generated CSS</h2>
      <p>
        This is <code>tokens.css</code> as the library ships it: the base colours, units, type, shapes, elevation, motion and breakpoints on{' '}
        <code>:root</code>, then the semantic tokens for the light and the dark scheme.
      </p>
      <div className={c.cssToolbar}>
        <button type="button" className={c.plainButton} onClick={() => void copy(stylesheet)}>
          Copy tokens.css
        </button>
      </div>
      <ScrollRegion label="tokens.css" tall>
        <pre>
          <code>{stylesheet}</code>
        </pre>
      </ScrollRegion>
    </article>
  )
}
