import { Heading } from '@tessera-ds/library/heading'

export default function OwnTexts() {
  return (
    <Heading level={3} text="Change log" type="toggle" viewText="Show 4 changes" closeText="Hide changes">
      <ul className="ts-m-0">
        <li>Price changed to 120.00</li>
        <li>Quantity changed to 4</li>
        <li>Delivery date moved by a week</li>
        <li>Note added</li>
      </ul>
    </Heading>
  )
}
