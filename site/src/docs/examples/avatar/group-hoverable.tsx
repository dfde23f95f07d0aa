import { Avatar, AvatarGroup, type AvatarItem } from '@tessera-ds/library/avatar'
import ada from './avatar-ada.svg'
import ben from './avatar-ben.svg'
import chloe from './avatar-chloe.svg'
import dev from './avatar-dev.svg'
import emi from './avatar-emi.svg'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-member', steps: [{ hover: { role: 'button', name: 'Dev Patel' } }, { waitFor: { role: 'dialog', name: 'Dev Patel' } }] },
  { id: 'hover-more', steps: [{ hover: { role: 'button', name: { label: 'avatar.more', values: { count: 2 } } } }, { waitFor: { role: 'dialog', name: { label: 'avatar.more', values: { count: 2 } } } }] },
]

const team: AvatarItem[] = [
  { name: 'Ada Lovelace', src: ada },
  { name: 'Ben Okafor', src: ben },
  { name: 'Chloe Martin', src: chloe },
  { name: 'Dev Patel', src: dev },
  { name: 'Emi Tanaka', src: emi },
  { name: 'Femi Adeyemi', src: null },
]

function Profile({ name, src, place }: { name: string; src: string | null; place: string }) {
  return (
    <div className="ts-cluster ts-gap-4">
      <Avatar name={name} src={src} size="large" />
      <div>
        <strong>{name}</strong>
        <p className={demo.note}>{place}</p>
      </div>
    </div>
  )
}

export default function GroupHoverable() {
  return (
    <AvatarGroup
      items={team}
      count={4}
      isStack
      isHoverable
      size="large"
      label="Reviewers"
      content={(item) => <Profile name={item.name} src={item.src ?? null} place="Berlin, Germany" />}
    />
  )
}
