import { Avatar } from '@tessera-ds/library/avatar'
import chloe from './avatar-chloe.svg'

/** An image that cannot be decoded: it fails to load without a request leaving the page. */
const broken = 'data:image/png;base64,AAAA'

export default function Fallbacks() {
  return (
    <div className="ts-cluster ts-gap-4">
      <Avatar name="Chloe Martin" src={chloe} size="large" />
      <Avatar name="Chloe Martin" size="large" />
      <Avatar name="Dev Patel" src={broken} size="large" />
      <Avatar name="Élodie Ürün" size="large" />
      <Avatar name="Олена Коваль" size="large" />
      <Avatar size="large" />
    </div>
  )
}
