import { Heading } from '@tessera-ds/library/heading'

export default function OpenAtFirst() {
  return (
    <Heading level={3} text="Contact" type="toggle" defaultOpen>
      <p className="ts-m-0">Jo Example, +1 555 0100</p>
    </Heading>
  )
}
