import { useMemo } from 'react'
import { AppLink } from '../../app/AppLink'
import { Icon } from '../../library/icon/Icon'
import { SEMANTIC_TOKENS, TEXT_STYLES, UNITS } from '../../library/tokens/tokens'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import c from '../foundations/colors.module.css'
import { baseVariable, COLLECTIONS, designTokensJSON, semanticVariable, textStyleName } from '../foundations/design-tool'
import f from '../foundations/foundations.module.css'
import { Guideline, Guidelines, ScrollRegion } from '../foundations/parts'
import { useCopy } from '../foundations/use-copy'
import { useRoute } from '../useRoute'

/** UNIT_4 is the unit the mapping table shows as its example. */
const UNIT_4 = UNITS.find((u) => u.name === 'unit-4')!

const ex = examples(
  import.meta.glob('../examples/figma/*.tsx', { eager: true }),
  import.meta.glob('../examples/figma/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** Figma: how the tokens map to a design tool's variables and styles. Marked outdated. */
export default function Figma() {
  const route = useRoute()
  const copy = useCopy()
  const json = useMemo(() => `${JSON.stringify(designTokensJSON(), null, 2)}\n`, [])
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <div className={c.outdated} role="note" aria-label="Outdated">
        <Icon name="warning" />
        <p>
          <strong>This guide is outdated.</strong> It describes the workflow with Figma variables as it was when the guide was written; menus and plugins in the
          tool change often, so the steps may no longer match what you see. The names, the mapping and the JSON below are generated from the current tokens and
          are up to date. When in doubt, the <AppLink to="/foundations/colors/list-of-tokens">list of tokens</AppLink> is right.
        </p>
      </div>

      <h2 id="code-first-design-file-second">Code first, design file second</h2>
      <p>
        The tokens are defined in the library’s source, and the design file mirrors them. Changes go into the code, through review, and then into the design
        file by importing the generated JSON again. Editing a value in the design tool and forgetting the code is how the two drift apart; this page is about
        keeping them the same.
      </p>

      <h2 id="how-the-tokens-map">How the tokens map</h2>
      <ScrollRegion label="How the tokens map to the design tool">
        <table className={f.table} data-table="mapping">
          <thead>
            <tr>
              <th scope="col">In code</th>
              <th scope="col">In the design file</th>
              <th scope="col">Example</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Base colours</td>
              <td>
                Colour variables in the collection “{COLLECTIONS.base}”, grouped by palette, hidden from publishing so designers pick semantic ones
              </td>
              <td>
                <code>--primary-60</code> → <code>{baseVariable('primary-60')}</code>
              </td>
            </tr>
            <tr>
              <td>Semantic tokens</td>
              <td>Colour variables in “{COLLECTIONS.semantic}”, with two modes, Light and Dark; each value is an alias of a base variable</td>
              <td>
                <code>--text-01</code> → <code>{semanticVariable(SEMANTIC_TOKENS.find((t) => t.name === 'text-01')!)}</code>
              </td>
            </tr>
            <tr>
              <td>Units, radii, font sizes</td>
              <td>Number variables in “{COLLECTIONS.dimensions}”, in pixels</td>
              <td>
                <code>--{UNIT_4.name}</code> → <code>unit/{UNIT_4.units}</code> = {UNIT_4.px}
              </td>
            </tr>
            <tr>
              <td>Text styles</td>
              <td>Text styles, one per style of the type scale</td>
              <td>
                <code>--type-{TEXT_STYLES[0].name}</code> → <code>{textStyleName(TEXT_STYLES[0].title)}</code>
              </td>
            </tr>
            <tr>
              <td>Shadows</td>
              <td>Effect styles, named like the tokens</td>
              <td>
                <code>--shadow-2</code> → <code>Tessera/shadow-2</code>
              </td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>

      <h3 id="every-semantic-variable">Every semantic variable</h3>
      <ScrollRegion label="Semantic variables and their aliases" tall>
        <table className={f.table} data-table="semantic-variables">
          <thead>
            <tr>
              <th scope="col">CSS custom property</th>
              <th scope="col">Variable</th>
              <th scope="col">Light</th>
              <th scope="col">Dark</th>
            </tr>
          </thead>
          <tbody>
            {SEMANTIC_TOKENS.map((t) => (
              <tr key={t.name}>
                <td>
                  <code>--{t.name}</code>
                </td>
                <td>
                  <code>{semanticVariable(t)}</code>
                </td>
                <td>
                  <code>{baseVariable(t.light)}</code>
                </td>
                <td>
                  <code>{baseVariable(t.dark)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <h2 id="reading-a-design-in-code">Reading a design in code</h2>
      <p>The names line up, so a value in the design tool’s inspector translates to CSS without a lookup table.</p>
      <Example example={ex['figma-handoff']} title="From the inspector to CSS" description="A primary button as the design file describes it, and the CSS that matches." />

      <h2 id="importing-the-tokens">Importing the tokens</h2>
      <ol>
        <li>In the design file, remove the collections “{COLLECTIONS.base}”, “{COLLECTIONS.semantic}” and “{COLLECTIONS.dimensions}” if an older import left them. Work in a branch of the file, so a mistake does not reach published designs.</li>
        <li>Copy the JSON below. It follows the format of the W3C Design Tokens Community Group, which the common variable-import plugins read.</li>
        <li>Run the import plugin and paste it. Map <code>base</code> to “{COLLECTIONS.base}”, <code>light</code> and <code>dark</code> to the two modes of “{COLLECTIONS.semantic}”, and <code>dimensions</code> to “{COLLECTIONS.dimensions}”.</li>
        <li>Create the text styles and effect styles from the values on <AppLink to="/foundations/text/typography">Typography</AppLink> and <AppLink to="/foundations/units">Units</AppLink>, if your plugin does not create styles.</li>
        <li>Check a few variables against the list of tokens, then publish the library.</li>
      </ol>
      <div className={c.cssToolbar}>
        <button type="button" className={c.plainButton} onClick={() => void copy(json)}>
          Copy the JSON
        </button>
      </div>
      <ScrollRegion label="Design tokens JSON" tall>
        <pre>
          <code>{json}</code>
        </pre>
      </ScrollRegion>

      <h2 id="keeping-them-in-step">Keeping them in step</h2>
      <Guidelines>
        <Guideline kind="do" caption="Change a token in code, get it reviewed, then import the JSON again." />
        <Guideline kind="dont" caption="Detach a colour in the design file and type a hex value: the component will not follow the next change, and the code has no such value." />
        <Guideline kind="do" caption="Use the semantic variables in designs; leave the base variables unpublished." />
        <Guideline kind="dont" caption="Add a variable in the design file that the code does not have. Propose the token instead." />
      </Guidelines>
    </article>
  )
}
