import { useEffect, useId, useRef, useState } from 'react'
import { AppLink } from '../../app/AppLink'
import { Icon } from '../../library/icon/Icon'
import { contrastRatio } from '../../library/tokens/contrast'
import { PURE } from '../../library/tokens/tokens'
import { Example } from '../kit/Example'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import c from '../foundations/colors.module.css'
import { CodeBlock, Guideline, Guidelines } from '../foundations/parts'
import t from '../foundations/theming.module.css'
import { applyRamp, BRAND_PRESETS, customRamp, fillOf, presetRamp } from '../foundations/theming'
import { useRoute } from '../useRoute'

const CUSTOM = 'custom'
const CUSTOM_START = '#0f766e'

/** DemoApp is a small settings screen written with semantic tokens only, so a theme reaches every part of it. */
function DemoApp({ name }: { name: string }) {
  const checkId = useId()
  return (
    <div className={t.app}>
      <div className={t.appBar}>
        <Icon name="settings" />
        <span>Project settings</span>
      </div>
      <div className={t.appBody}>
        <p className={t.appLead}>
          Choose who can see <strong>{name}</strong>. <a href="#theming-help">How sharing works</a>
        </p>
        <ul className={t.appList} aria-label="Visibility">
          <li>Only me</li>
          <li aria-current="true">
            <Icon name="check" size="small" />
            My team
          </li>
          <li>Everyone in the company</li>
        </ul>
        <label className={t.appCheck} htmlFor={checkId}>
          <input id={checkId} type="checkbox" defaultChecked />
          Notify the team
        </label>
        <div className={t.appActions}>
          <button type="button" className={t.primary}>
            Save
          </button>
          <button type="button" className={t.secondary}>
            Cancel
          </button>
          <span className={t.tag}>Beta</span>
        </div>
      </div>
    </div>
  )
}

function BrandDemo() {
  const [preset, setPreset] = useState(BRAND_PRESETS[0].id)
  const [custom, setCustom] = useState(CUSTOM_START)
  const [scheme, setScheme] = useState<'light' | 'dark'>('light')
  const scope = useRef<HTMLDivElement>(null)
  const selectId = useId()
  const colorId = useId()
  const schemeId = useId()
  const readoutId = useId()

  useEffect(() => {
    const el = scope.current
    if (!el) return
    const chosen = BRAND_PRESETS.find((p) => p.id === preset)
    applyRamp(el, preset === CUSTOM ? customRamp(custom) : chosen && chosen.palette !== 'primary' ? presetRamp(chosen.palette) : null)
  }, [preset, custom])

  const fill = preset === CUSTOM ? custom : fillOf(BRAND_PRESETS.find((p) => p.id === preset)!)
  const ratio = contrastRatio(fill, PURE.white)
  return (
    <div>
      <div className={c.controls}>
        <label className={c.control} htmlFor={selectId}>
          Brand colour
          <select id={selectId} value={preset} onChange={(e) => setPreset(e.target.value)} aria-describedby={readoutId}>
            {BRAND_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
            <option value={CUSTOM}>Custom…</option>
          </select>
        </label>
        {preset === CUSTOM && (
          <label className={c.control} htmlFor={colorId}>
            Custom colour
            <input id={colorId} type="color" value={custom} onChange={(e) => setCustom(e.target.value)} />
          </label>
        )}
        <label className={c.control} htmlFor={schemeId}>
          Scheme
          <select id={schemeId} value={scheme} onChange={(e) => setScheme(e.target.value as 'light' | 'dark')}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <button
          type="button"
          className={c.plainButton}
          onClick={() => {
            setPreset(BRAND_PRESETS[0].id)
            setScheme('light')
          }}
        >
          Reset
        </button>
      </div>
      <div ref={scope} data-color-scheme={scheme} className={t.scope} data-theme-preset={preset}>
        <DemoApp name="Harbour redesign" />
      </div>
      <p id={readoutId} className={c.readout} aria-live="polite">
        White text on this brand colour: <strong>{ratio.toFixed(1)}:1</strong>
        {ratio >= 4.5 ? ', enough for text.' : ', below the 4.5:1 that text needs: choose a darker colour.'}
      </p>
    </div>
  )
}

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
  --primary-60: #6e3e9c;
  --primary-70: #552f78;
  /* … every step from 10 to 100 */
}

/* a brand for one part of the page only */
.partner-portal {
  --primary-60: #6e3e9c;
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
        The demo below is a scoped theme set at run time. Picking a brand colour writes the ten primary steps on the demo’s container through the CSSOM (
        <code>element.style.setProperty</code>), the same call an application makes when a customer’s colour arrives from its settings. The scheme select
        switches the container between the light and the dark tokens. A custom colour becomes step 60; the other steps are mixed from it with{' '}
        <code>color-mix()</code>.
      </p>
      <Example
        id="theming-brand"
        language="js"
        title="Brand colour at run time"
        description="A settings screen built only on semantic tokens, themed by overriding the primary palette on its container."
        code={`const scope = document.querySelector('.partner-portal')

// a palette of the library
const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
for (const step of steps) {
  scope.style.setProperty(
    \`--primary-\${step}\`,
    \`var(--purple-\${step})\`,
  )
}

// or one colour from a setting, the others mixed from it
const mix = (percent, other) =>
  \`color-mix(in oklab, \${brand} \${percent}%, \${other})\`
scope.style.setProperty('--primary-60', brand)
scope.style.setProperty('--primary-70', mix(82, 'black'))
scope.style.setProperty('--primary-10', mix(8, 'white'))

// back to the default
scope.style.removeProperty('--primary-60')`}
      >
        <BrandDemo />
      </Example>

      <h2 id="the-dark-scheme">The dark scheme</h2>
      <p>
        The dark scheme is a theme that ships with the library: the same semantic names, other base colours. The site itself stays light; any part of a page can
        turn dark with <code>data-color-scheme="dark"</code>, and a brand set on the same element still applies.
      </p>
      <Example
        id="theming-dark"
        language="html"
        title="Light and dark side by side"
        description="The same screen twice; the second sits in a dark scope with the purple brand."
        code={`<div data-color-scheme="light">…</div>

<div data-color-scheme="dark" class="partner-portal">…</div>`}
      >
        <div className={t.pair}>
          <div data-color-scheme="light" className={t.scope}>
            <DemoApp name="Harbour redesign" />
          </div>
          <div data-color-scheme="dark" className={`${t.scope} ${t.purple}`}>
            <DemoApp name="Harbour redesign" />
          </div>
        </div>
      </Example>

      <h2 id="theming-help">Guidelines</h2>
      <Guidelines>
        <Guideline kind="do" caption="Set all ten steps of a palette, so hover, pressed and tinted states stay in the same hue." />
        <Guideline kind="dont" caption="Pick a brand colour that fails 4.5:1 with white: primary buttons carry white text on step 60." />
        <Guideline kind="do" caption="Scope a theme with data-color-scheme on the element that carries it." />
        <Guideline kind="dont" caption="Override support colours for branding: red, orange, green and blue carry meaning." />
      </Guidelines>
    </article>
  )
}
