import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Line } from '@tessera-ds/library/line'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover', steps: [{ hover: { role: 'button', name: 'Show 3 older updates' } }] },
  { id: 'focus', steps: [{ focus: { role: 'button', name: 'Show 3 older updates' } }] },
]

const messages = ['Parcel handed to the carrier', 'Parcel in the sorting centre', 'Parcel out for delivery', 'Delivered to the front desk']

export default function OlderMessages() {
  const [shown, setShown] = useState(1)
  const hidden = messages.length - shown
  return (
    <div>
      {hidden > 0 && <Line text={`Show ${hidden} older updates`} onClick={() => setShown(messages.length)} />}
      <ul className="ts-m-0">
        {messages.slice(messages.length - shown).map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {hidden === 0 && (
        <p>
          <Button label="Reset the example" onClick={() => setShown(1)} />
        </p>
      )}
    </div>
  )
}
