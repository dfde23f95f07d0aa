import { Heading } from '@tessera-ds/library/heading'

export default function SizeApartFromLevel() {
  return (
    <>
      <Heading level={2} size={4} text="Recent activity" />
      <Heading level={4} size={2} text="12 open orders" />
    </>
  )
}
