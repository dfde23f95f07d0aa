import { Avatar } from '../../library/avatar/Avatar'
import { AvatarGroup } from '../../library/avatar/AvatarGroup'
import { avatarGroupSchema, avatarSchema, type AvatarGroupProps, type AvatarItem, type AvatarProps } from '../../library/avatar/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import ada from './display-a/avatar-ada.svg'
import ben from './display-a/avatar-ben.svg'
import chloe from './display-a/avatar-chloe.svg'
import dev from './display-a/avatar-dev.svg'
import emi from './display-a/avatar-emi.svg'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const TEAM: AvatarItem[] = [
  { name: 'Ada Lovelace', src: ada },
  { name: 'Ben Okafor', src: ben },
  { name: 'Chloe Martin', src: chloe },
  { name: 'Dev Patel', src: dev },
  { name: 'Emi Tanaka', src: emi },
  { name: 'Femi Adeyemi', src: null },
]

const ITEMS_CODE = `const team = [
  { name: 'Ada Lovelace', src: ada },
  { name: 'Ben Okafor', src: ben },
  { name: 'Chloe Martin', src: chloe },
  { name: 'Dev Patel', src: dev },
  { name: 'Emi Tanaka', src: emi },
  { name: 'Femi Adeyemi', src: null },
]`

const ex = examples(
  import.meta.glob('../examples/avatar/*.tsx', { eager: true }),
  import.meta.glob('../examples/avatar/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const avatarInitial: AvatarProps = { name: 'Ada Lovelace', src: ada, size: 'large', isHoverable: true }
const groupInitial: AvatarGroupProps = { items: TEAM, count: 3, isStack: true, isHoverable: true }

/** The avatar's page: sizes, picture and fallbacks, hoverable with a popover, groups with a count, stacked, validation, props and playgrounds. */
export default function AvatarPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        An avatar stands for a person: the author of a comment, the owner of an order, the people on a team. It shows their picture, or the initials of their
        name when there is no picture or it fails to load, or a person icon when even the name is unknown. An avatar group shows a few people and counts the
        rest.
      </p>

      <h2 id="avatar">Avatar</h2>
      <h3 id="sizes">Sizes</h3>
      <Example example={ex.sizes} title="Small, medium and large" description="24, 32 and 48 px; medium unless told." />

      <h3 id="picture-and-fallbacks">Picture and fallbacks</h3>
      <p>
        Without <code>src</code>, or when the picture fails to load, the avatar shows the initials of the first and last words of the name, on a colour picked
        from the name (the same name always gets the same colour). Without a name it shows a person icon and is called “Unknown person” in the reader’s
        language.
      </p>
      <Example
        example={ex.fallback}
        title="Picture, initials, icon"
        description="A picture; no picture; a picture that fails to load; names in other scripts; no name."
      />

      <h3 id="hoverable">Hoverable</h3>
      <p>
        <code>isHoverable</code> makes the avatar a button that lifts on hover and shows the name in a popover while the pointer is over it or it has the
        focus. <code>content</code> replaces the name with richer content, such as a short profile.
      </p>
      <Example example={ex.hoverable} title="Name on hover" description="Hover or tab to the avatars." />

      <h2 id="avatar-group">Avatar group</h2>
      <p>
        A group takes <code>items</code>, each a name and a picture (or <code>null</code>), shows the first <code>count</code> of them (2 unless told) and a{' '}
        <strong>+N</strong> badge for the rest. It is a list named “People” in the reader’s language, or by <code>label</code>.
      </p>
      <Example example={ex.group} title="Side by side" description="Six people, three shown." />
      <Example
        example={ex['group-stack']}
        title="Stacked"
        description="isStack overlaps the avatars, in each size. The default count of 2 shows two people and +4."
      />
      <Example
        example={ex['group-hoverable']}
        title="With a popover per avatar"
        description="Hover or tab to an avatar for its person, or to the count for the people behind it."
      />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          An avatar is an image named by the person’s name; the picture inside it is decorative (<code>alt=&quot;&quot;</code>) so the name is not read twice.
        </li>
        <li>
          A hoverable avatar is a <code>button</code> named by the name. Its popover opens on hover and on keyboard focus and closes with Escape.
        </li>
        <li>
          A group is a list; the <strong>+N</strong> badge is read as “N more”. The avatar shows what it draws as <code>data-state</code>:{' '}
          <code>image</code>, <code>initials</code> or <code>icon</code>.
        </li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="AvatarGroup"
        schema={avatarGroupSchema}
        cases={[
          { props: { items: [] } },
          { props: { items: [{ name: '' }] } },
          { props: { items: TEAM, count: 0 }, expressions: { items: 'team' } },
        ]}
      />
      <Validation intro={false} name="Avatar" schema={avatarSchema} cases={[{ props: { size: 'md' } }]} />

      <h2 id="props">Props</h2>
      <PropsTable schema={avatarSchema} name="Avatar" />
      <PropsTable schema={avatarGroupSchema} name="AvatarGroup" />

      <h2 id="playground">Playground</h2>
      <Playground schema={avatarSchema} name="Avatar" component={Avatar} initial={avatarInitial} omit={['src']} expressions={{ src: 'ada' }} title="Avatar" />
      <Playground
        schema={avatarGroupSchema}
        name="AvatarGroup"
        id="playground-group"
        component={AvatarGroup}
        initial={groupInitial}
        expressions={{ items: 'team' }}
        title="Avatar group"
        code={(_, generated) => `${ITEMS_CODE}\n\n${generated}`}
      />
    </article>
  )
}
