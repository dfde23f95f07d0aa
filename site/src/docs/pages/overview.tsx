import { AppLink } from '../../app/AppLink'
import { entryHref, ROUTES, SECTIONS } from '../../app/menu'
import styles from '../docs.module.css'
// The code shown is this module, which the tests run against the library (overview.test.tsx).
import save from '../examples/overview/save.tsx?raw'

/** The overview: what Tessera is, how to use its library, and what its harness checks. */
export default function Overview() {
  const pages = ROUTES.length
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Tessera</h1>
        <p className={styles.summary}>
          A design system in one repository: the foundations a product is built on, the components and layouts that use them, this site that documents every one
          with live examples, and a harness that proves each page still looks and behaves as it should.
        </p>
      </header>

      <h2 id="what-is-in-it">What is in it</h2>
      <div className={styles.prose}>
        <table>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">What it gives you</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Foundations</td>
              <td>Colour palettes and semantic tokens with a dark set, a type scale, a 4 px unit scale and a named icon set.</td>
            </tr>
            <tr>
              <td>Components</td>
              <td>Buttons, fields, forms, tables, overlays and more: typed, validated at run time, localised in six languages and accessible by keyboard.</td>
            </tr>
            <tr>
              <td>Layouts</td>
              <td>The navbar, action bar, user menu and a 24-column grid that frame an application.</td>
            </tr>
            <tr>
              <td>The harness</td>
              <td>A Go test that opens every page of this site in Chromium at four widths, four navbar themes and six languages, and compares what it sees with reviewed screenshots.</td>
            </tr>
          </tbody>
        </table>
      </div>

      <h2 id="using-the-library">Using the library</h2>
      <p>
        Every component lives in its own folder with its view, its styles, its props schema and its rules. Import what you need; the props are checked by the
        schema on every render, so a wrong prop shows up at once as a console error that names the component, the prop and the rule it broke.
      </p>
      <pre>
        <code>{save.trimEnd()}</code>
      </pre>
      <p>
        Colours, spacing and type come only from design tokens, CSS custom properties such as <code>--primary-60</code> or <code>--unit-4</code>, so a theme is a set
        of token values and nothing more. The labels a component shows (“No items”, “Clear all”, plural counters) come from the locale files in German, English,
        Spanish, French, Japanese and Ukrainian.
      </p>

      <h2 id="reading-this-site">Reading this site</h2>
      <p>
        The navbar on the left holds the sections; the bar next to it lists the pages of the current one, each with its tags. Hover a tag to see what it means.
        The pickers at the foot of the navbar change its theme and the language of every live example; add <code>?theme=dark</code> or <code>?locale=ja-JP</code> to
        a link to share a page that way.
      </p>

      <h2 id="what-the-harness-checks">What the harness checks</h2>
      <p>
        <code>go test ./harness</code> starts the same Go server that serves this site, with the same embedded files, and drives a real Chromium through all {pages}{' '}
        pages at 600, 840, 960 and 1280 px. On every page it checks the title, the console and the network, runs axe-core for WCAG 2 A and AA rules, and compares
        the first screen, the navbar and every live example with the committed baselines. A change shows up in the pull request as an image diff and in an HTML
        report with side-by-side, slider and onion-skin views.
      </p>

      <h2 id="where-to-go-next">Where to go next</h2>
      <ul className={styles.cards}>
        {SECTIONS.flatMap((s) => s.entries)
          .filter((e) => e.path !== '/')
          .map((e) => (
            <li key={e.path}>
              <AppLink to={entryHref(e)}>{e.title}</AppLink>
              <p>{e.summary ?? `${e.pages?.length ?? 0} pages: ${e.pages?.map((p) => p.title).join(', ')}`}</p>
            </li>
          ))}
      </ul>
    </article>
  )
}
