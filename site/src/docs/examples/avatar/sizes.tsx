import { Avatar, AVATAR_SIZES } from '@tessera-ds/library/avatar'
import ada from './avatar-ada.svg'

export default function Sizes() {
  return (
    <div className="ts-cluster ts-gap-4">
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} name="Ada Lovelace" src={ada} size={size} />
      ))}
      {AVATAR_SIZES.map((size) => (
        <Avatar key={`initials-${size}`} name="Ben Okafor" size={size} />
      ))}
    </div>
  )
}
