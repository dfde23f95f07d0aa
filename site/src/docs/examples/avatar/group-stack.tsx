import { AvatarGroup, AVATAR_SIZES, type AvatarItem } from '@tessera-ds/library/avatar'
import ada from './avatar-ada.svg'
import ben from './avatar-ben.svg'
import chloe from './avatar-chloe.svg'
import dev from './avatar-dev.svg'
import emi from './avatar-emi.svg'
import demo from './demo.module.css'

const team: AvatarItem[] = [
  { name: 'Ada Lovelace', src: ada },
  { name: 'Ben Okafor', src: ben },
  { name: 'Chloe Martin', src: chloe },
  { name: 'Dev Patel', src: dev },
  { name: 'Emi Tanaka', src: emi },
  { name: 'Femi Adeyemi', src: null },
]

export default function Stacked() {
  return (
    <div className={demo.stack}>
      {AVATAR_SIZES.map((size) => (
        <AvatarGroup key={size} items={team} isStack size={size} label={`Team, ${size}`} />
      ))}
    </div>
  )
}
