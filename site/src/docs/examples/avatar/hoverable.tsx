import { Avatar } from '@tessera-ds/library/avatar'
import ben from './avatar-ben.svg'
import emi from './avatar-emi.svg'
import demo from './demo.module.css'

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
