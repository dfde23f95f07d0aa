import { Avatar } from '@tessera-ds/library/avatar'
import ben from './avatar-ben.svg'
import emi from './avatar-emi.svg'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover', steps: [{ hover: { role: 'button', name: 'Femi Adeyemi' } }, { waitFor: { role: 'dialog', name: 'Femi Adeyemi' } }] },
  { id: 'focus', steps: [{ focus: { role: 'button', name: 'Emi Tanaka' } }, { waitFor: { role: 'dialog', name: 'Emi Tanaka' } }] },
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

export default function Hoverable() {
  return (
    <div className="ts-cluster ts-gap-4">
      <Avatar name="Emi Tanaka" src={emi} isHoverable />
      <Avatar name="Femi Adeyemi" isHoverable />
      <Avatar name="Ben Okafor" src={ben} size="large" isHoverable content={<Profile name="Ben Okafor" src={ben} place="ben.okafor@example.com · Office: Berlin" />} />
    </div>
  )
}
