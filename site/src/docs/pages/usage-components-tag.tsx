import '../../library/utilities.css'
import { tagListSchema, tagSchema, type TagProps } from '../../library/tag/schema'
import { Tag } from '../../library/tag/Tag'
import { useToast } from '../../library/toaster/Toaster'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import styles from './layouts/page.module.css'

function PlaygroundTag(props: TagProps) {
  return <Tag {...props} />
}

const ex = examples(
  import.meta.glob('../examples/tag/*.tsx', { eager: true }),
  import.meta.glob('../examples/tag/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** The tag's page: the 22 colour styles, label and text, closable tags in a list, disabled, custom content, props and playground. */
export default function TagPage() {
  const route = useRoute()
  const toast = useToast()
  const playgroundInitial: TagProps = { text: 'Ready to ship', colorStyle: 'green-light', onClose: () => toast({ type: 'info', text: 'onClose was called' }) }
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A tag is a short label on an item: a status, a category, a filter that applies. It is not a button: to act on an item, use a button; to let people remove
        a tag (a filter, a skill, a recipient), make it closable.
      </p>

      <h2 id="colour-styles">Colour styles</h2>
      <p>
        Ten hues and the brand’s primary, each <code>-filled</code> (strong, for the one tag that must stand out) or <code>-light</code> (quiet, for most tags):
        22 styles in <code>colorStyle</code>, <code>gray-light</code> unless told. Every style keeps the text at WCAG AA contrast (4.5:1 or more). Colour alone
        must not carry meaning: the text says it, the colour helps to scan.
      </p>
      <Example example={ex['colors-filled']} title="Filled" />
      <Example example={ex['colors-light']} title="Light" />

      <h2 id="label-and-text">Label and text</h2>
      <p>
        <code>label</code> names what the text is, shown before it as “label: text”, for tags whose value alone would be unclear, such as applied filters.
      </p>
      <Example example={ex.label} title="With a label" />

      <h2 id="closable">Closable</h2>
      <p>
        With <code>onClose</code> the tag gets a close button named “Remove …” after the tag, in the reader’s language. The tag does not remove itself: the parent
        drops it from its list. Inside a <code>TagList</code>, focus moves to the next tag’s close button (or the previous one, or the list) so the keyboard keeps
        its place.
      </p>
      <Example example={ex.closable} title="Removable skills" />

      <h2 id="disabled">Disabled</h2>
      <Example example={ex.disabled} title="Disabled" description="Greyed with a dashed edge, still readable, and without a close button even with onClose." />

      <h2 id="custom-content">Custom content</h2>
      <Example example={ex['custom-content']} title="An icon and text" description="children replace the text; keep them short and on one line." />

      <h2 id="lists-of-tags">Lists of tags</h2>
      <p>
        Several tags belong in a <code>TagList</code>: a <code>ul</code> with <code>role=&quot;list&quot;</code> and a name, one item per tag, so screen readers
        say how many there are. A single tag in a line of text needs no list.
      </p>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>The tag is text; the close button is a real button named “Remove &lt;text&gt;” (or “Remove tag” for custom content).</li>
        <li>All 22 styles pass AA contrast; the disabled style too, since it still carries information.</li>
        <li>Group tags in a named <code>TagList</code>; closing a tag there keeps keyboard focus in the list.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Tag"
        schema={tagSchema}
        cases={[
          { props: { text: 'New', colorStyle: 'pink-light' } },
          { props: {} },
          { props: { text: ' ' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={tagSchema} name="Tag" />
      <PropsTable schema={tagListSchema} name="TagList" />

      <h2 id="playground">Playground</h2>
      <Playground schema={tagSchema} name="Tag" component={PlaygroundTag} initial={playgroundInitial} expressions={{ onClose: 'remove' }} />
    </article>
  )
}
