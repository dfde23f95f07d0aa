import { AppLink } from '../../app/AppLink'
import { Icon } from '../../library/icon/Icon'
import { PALETTES, STEPS } from '../../library/tokens/tokens'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import c from '../foundations/colors.module.css'
import { pairMin, semanticToken } from '../foundations/colors'
import { CodeBlock, Guideline, Guidelines } from '../foundations/parts'
import { countWord } from '../foundations/typography'
import { useRoute } from '../useRoute'

// The brand in the code below: the purple palette one step darker, so white text on its step 60 stays readable.
const purple = PALETTES.find((p) => p.name === 'purple')!.colors
const button = { fill: semanticToken('interactive-01').light, text: semanticToken('text-04').light }
const step = (name: string) => name.replace(/^.*-/, '')

const ex = examples(
  import.meta.glob('../examples/theming/*.tsx', { eager: true }),
  import.meta.glob('../examples/theming/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** Theming: overriding tokens with CSS custom properties, with a live brand colour demo. */
export default function Theming() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <div className={c.outdated} role="note" aria-label="Outdated">
        <Icon name="warning" />
        <p>
          <strong>This guide is outdated.</strong> Theming works as described, but the library does not yet promise which tokens a theme may change: a future
          version may rename steps or add tokens a theme then has to set. Check the <AppLink to="/foundations/colors/list-of-tokens">list of tokens</AppLink>{' '}
          when you upgrade.
        </p>
      </div>
      <p>
        Every colour of the library is a CSS custom property, so a theme is a set of new values for some of them. Nothing is compiled in: a theme can be a
        stylesheet loaded after <code>tokens.css</code>, a rule scoped to one part of the page, or a few properties set from a script at run time.
      </p>

      <h2 id="where-to-override">Where to override</h2>
      <p>
        Override the <strong>base palette</strong> for a brand: the semantic tokens refer to it, so buttons, links, focus rings and selections all follow.
        Override a <strong>semantic token</strong> only for a deliberate exception, such as a different page background in an embedded view.
      </p>
      <CodeBlock>{`/* a brand, for the whole application: load after tokens.css */
:root {
  --primary-60: ${purple[70]};
  --primary-70: ${purple[80]};
  /* … every step from ${STEPS[0]} to ${STEPS[STEPS.length - 1]} */
}

/* a brand for one part of the page only */
.partner-portal {
  --primary-60: ${purple[70]};
}`}</CodeBlock>
      <p>
        A custom property that refers to another, such as <code>--interactive-01: var(--primary-60)</code>, is resolved where it is declared. The semantic
        tokens are declared on <code>:root</code>, so a brand set on a smaller part of the page only reaches the tokens when that part declares them again. Add{' '}
        <code>data-color-scheme="light"</code> (or <code>"dark"</code>) to the element that carries the brand: the token rules apply to it, and the tokens follow
        the new palette inside it.
      </p>
      <CodeBlock>{`<section class="partner-portal" data-color-scheme="light">
  <!-- buttons, links and focus rings here use the partner's colour -->
</section>`}</CodeBlock>

      <h2 id="try-it">Try it</h2>
      <p>
        The demo below is a scoped theme set at run time. Picking a brand colour writes the {countWord(STEPS.length)} primary steps on the demo’s container through the CSSOM (
        <code>element.style.setProperty</code>), the same call an application makes when a customer’s colour arrives from its settings. The scheme select
        switches the container between the light and the dark tokens. A custom colour becomes step 60; the other steps are mixed from it with{' '}
        <code>color-mix()</code>.
      </p>
      <Example example={ex['theming-brand']} title="Brand colour at run time" description="A settings screen built only on semantic tokens, themed by overriding the primary palette on its container." />

      <h2 id="the-dark-scheme">The dark scheme</h2>
      <p>
        The dark scheme is a theme that ships with the library: the same semantic names, other base colours. The site itself stays light; any part of a page can
        turn dark with <code>data-color-scheme="dark"</code>, and a brand set on the same element still applies.
      </p>
      <Example example={ex['theming-dark']} title="Light and dark side by side" description="The same screen twice; the second sits in a dark scope with the purple brand." />

      <h2 id="theming-help">Guidelines</h2>
      <Guidelines>
        <Guideline kind="do" caption={`Set all ${countWord(STEPS.length)} steps of a palette, so hover, pressed and tinted states stay in the same hue.`} />
        <Guideline
          kind="dont"
          caption={`Pick a brand colour that fails ${pairMin('text-04', 'interactive-01')}:1 with ${button.text}: primary buttons carry ${button.text} text on step ${step(button.fill)}.`}
        />
        <Guideline kind="do" caption="Scope a theme with data-color-scheme on the element that carries it." />
        <Guideline kind="dont" caption="Override support colours for branding: red, orange, green and blue carry meaning." />
      </Guidelines>
    </article>
  )
}
