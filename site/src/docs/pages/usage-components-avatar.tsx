import { Avatar } from '../../library/avatar/Avatar'
import { AvatarGroup } from '../../library/avatar/AvatarGroup'
import { AVATAR_SIZES } from '../../library/avatar/logic'
import { avatarGroupSchema, avatarSchema, type AvatarGroupProps, type AvatarItem, type AvatarProps } from '../../library/avatar/schema'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import ada from './display-a/avatar-ada.svg'
import ben from './display-a/avatar-ben.svg'
import chloe from './display-a/avatar-chloe.svg'
import dev from './display-a/avatar-dev.svg'
import emi from './display-a/avatar-emi.svg'
import demo from './display-a/demo.module.css'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

/** BROKEN is an image that cannot be decoded: it fails to load without a request leaving the page. */
const BROKEN = 'data:image/png;base64,AAAA'

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

function Profile({ name, src, place }: { name: string; src: string | null; place: string }) {
  return (
    <div className={demo.row}>
      <Avatar name={name} src={src} size="large" />
      <div>
        <strong>{name}</strong>
        <p className={demo.note}>{place}</p>
      </div>
    </div>
  )
}

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
      <Example
        id="sizes"
        title="Small, medium and large"
        description="24, 32 and 48 px; medium unless told."
        code={`<Avatar name="Ada Lovelace" src={ada} size="small" />
<Avatar name="Ada Lovelace" src={ada} />
<Avatar name="Ada Lovelace" src={ada} size="large" />`}
      >
        <div className={demo.row}>
          {AVATAR_SIZES.map((size) => (
            <Avatar key={size} name="Ada Lovelace" src={ada} size={size} />
          ))}
          {AVATAR_SIZES.map((size) => (
            <Avatar key={`initials-${size}`} name="Ben Okafor" size={size} />
          ))}
        </div>
      </Example>

      <h3 id="picture-and-fallbacks">Picture and fallbacks</h3>
      <p>
        Without <code>src</code>, or when the picture fails to load, the avatar shows the initials of the first and last words of the name, on a colour picked
        from the name (the same name always gets the same colour). Without a name it shows a person icon and is called “Unknown person” in the reader’s
        language.
      </p>
      <Example
        id="fallback"
        title="Picture, initials, icon"
        description="A picture; no picture; a picture that fails to load; names in other scripts; no name."
        code={`<Avatar name="Chloe Martin" src={chloe} />
<Avatar name="Chloe Martin" />
<Avatar name="Dev Patel" src="/people/missing.png" />
<Avatar name="Élodie Ürün" />
<Avatar name="Олена Коваль" />
<Avatar />`}
      >
        <div className={demo.row}>
          <Avatar name="Chloe Martin" src={chloe} size="large" />
          <Avatar name="Chloe Martin" size="large" />
          <Avatar name="Dev Patel" src={BROKEN} size="large" />
          <Avatar name="Élodie Ürün" size="large" />
          <Avatar name="Олена Коваль" size="large" />
          <Avatar size="large" />
        </div>
      </Example>

      <h3 id="hoverable">Hoverable</h3>
      <p>
        <code>isHoverable</code> makes the avatar a button that lifts on hover and shows the name in a popover while the pointer is over it or it has the
        focus. <code>content</code> replaces the name with richer content, such as a short profile.
      </p>
      <Example
        id="hoverable"
        title="Name on hover"
        description="Hover or tab to the avatars."
        code={`<Avatar name="Emi Tanaka" src={emi} isHoverable />
<Avatar
  name="Ben Okafor"
  src={ben}
  size="large"
  isHoverable
  content={<Profile name="Ben Okafor" place="Office: Berlin" />}
/>`}
      >
        <div className={demo.row}>
          <Avatar name="Emi Tanaka" src={emi} isHoverable />
          <Avatar name="Femi Adeyemi" isHoverable />
          <Avatar name="Ben Okafor" src={ben} size="large" isHoverable content={<Profile name="Ben Okafor" src={ben} place="ben.okafor@example.com · Office: Berlin" />} />
        </div>
      </Example>

      <h2 id="avatar-group">Avatar group</h2>
      <p>
        A group takes <code>items</code>, each a name and a picture (or <code>null</code>), shows the first <code>count</code> of them (2 unless told) and a{' '}
        <strong>+N</strong> badge for the rest. It is a list named “People” in the reader’s language, or by <code>label</code>.
      </p>
      <Example
        id="group"
        title="Side by side"
        description="Six people, three shown."
        code={`${ITEMS_CODE}

<AvatarGroup items={team} count={3} />`}
      >
        <AvatarGroup items={TEAM} count={3} label="Project team" />
      </Example>
      <Example
        id="group-stack"
        title="Stacked"
        description="isStack overlaps the avatars, in each size. The default count of 2 shows two people and +4."
        code={`<AvatarGroup items={team} isStack size="small" />
<AvatarGroup items={team} isStack />
<AvatarGroup items={team} isStack size="large" />`}
      >
        <div className={demo.stack}>
          {AVATAR_SIZES.map((size) => (
            <AvatarGroup key={size} items={TEAM} isStack size={size} label={`Team, ${size}`} />
          ))}
        </div>
      </Example>
      <Example
        id="group-hoverable"
        title="With a popover per avatar"
        description="Hover or tab to an avatar for its person, or to the count for the people behind it."
        code={`<AvatarGroup
  items={team}
  count={4}
  isStack
  isHoverable
  content={(item) => (
    <Profile name={item.name} src={item.src} place="Berlin, Germany" />
  )}
/>`}
      >
        <AvatarGroup
          items={TEAM}
          count={4}
          isStack
          isHoverable
          size="large"
          label="Reviewers"
          content={(item) => <Profile name={item.name} src={item.src ?? null} place="Berlin, Germany" />}
        />
      </Example>

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
          { code: 'items={[]}', props: { items: [] } },
          { code: "items={[{ name: '' }]}", props: { items: [{ name: '' }] } },
          { code: 'items={team} count={0}', props: { items: TEAM, count: 0 } },
        ]}
      />
      <Validation intro={false} name="Avatar" schema={avatarSchema} cases={[{ code: 'size="md"', props: { size: 'md' } }]} />

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
