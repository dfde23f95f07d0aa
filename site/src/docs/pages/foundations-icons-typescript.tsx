import '../../library/utilities.css'
import { AppLink } from '../../app/AppLink'
import { Icon } from '../../library/icon/Icon'
import { ICON_NAMES } from '../../library/icon/names'
import { iconSchema, type IconProps } from '../../library/icon/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import { CodeBlock } from '../foundations/parts'
import { useRoute } from '../useRoute'

const ex = examples(
  import.meta.glob('../examples/icons-typescript/*.tsx', { eager: true }),
  import.meta.glob('../examples/icons-typescript/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** Icons, TypeScript usage: the IconName type, the Icon props and typed patterns. */
export default function IconsTypeScript() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Icon names are a TypeScript union, so an editor completes them and the compiler rejects a name the library does not have. At run time the props are
        checked once more against the same list, for names that arrive as data.
      </p>
      <CodeBlock>{`import { Icon } from '@tessera-ds/library/icon'
import { ICON_NAMES, isIconName, type IconName } from '@tessera-ds/library/icon/names'

type IconName = 'address_book' | 'alarm' | … | 'zip'   // ${ICON_NAMES.length} names
ICON_NAMES   // readonly ['address_book', 'alarm', …, 'zip'], in code-point order
isIconName(value: unknown): value is IconName`}</CodeBlock>
      <p>
        <code>names</code> holds only the names, no drawings, so a schema or a type can import it for free. The drawings load with <code>Icon</code>: the
        icons of the application frame at once, the others in one chunk the first time any of them is drawn. Until then the icon keeps its size, empty, so
        nothing moves when it appears.
      </p>

      <h2 id="props">Props</h2>
      <PropsTable schema={iconSchema} name="Icon" />
      <Playground<IconProps>
        schema={iconSchema}
        name="Icon"
        component={Icon}
        initial={{ name: 'bookmark', size: 'large' }}
        title="Playground"
        description="Pick a name, a size and a label: with a label the icon becomes an image with that name; without one it is hidden from screen readers."
      />

      <h2 id="typing-your-own-props">Typing your own props</h2>
      <p>Take <code>IconName</code> for any prop that names an icon. A typo is then a compile error, not an empty square in production.</p>
      <Example example={ex['ts-typed-prop']} title="A prop of type IconName" />

      <h2 id="mapping-values-to-icons">Mapping values to icons</h2>
      <p>
        A <code>Record</code> from your own union to <code>IconName</code> makes the compiler check both sides: every status gets an icon, and every icon exists.
      </p>
      <Example example={ex['ts-record']} title="One icon per status" />

      <h2 id="names-that-arrive-as-data">Names that arrive as data</h2>
      <p>
        A name read from a server or from storage is a <code>string</code>. Narrow it with <code>isIconName</code> and fall back to a neutral icon, rather than
        casting it.
      </p>
      <Example example={ex['ts-narrowing']} title="Narrowing a string" description="The second view was saved with the name “lorry”, which the library does not have; it falls back to “file”." />

      <h2 id="an-unknown-name-at-run-time">An unknown name at run time</h2>
      <p>
        When a wrong name gets past the compiler (a cast, plain JavaScript, data), <code>Icon</code> draws nothing in its place and logs which prop broke which
        rule:
      </p>
      <CodeBlock>{`<Icon name={'lorry' as IconName} />

// console:
Icon: invalid prop "name": must be one of the icon names (see Foundations / Icons / List)`}</CodeBlock>
      <p>
        The full list of names is on <AppLink to="/foundations/icons/list">Icons / List</AppLink>.
      </p>
    </article>
  )
}
