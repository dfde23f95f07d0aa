import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-pressed', steps: [{ hover: { role: 'button', name: 'Pin to the top' } }] },
  { id: 'pressed', steps: [{ click: { role: 'button', name: 'Bold' } }] },
]

export default function Toggle() {
  const [bold, setBold] = useState(false)
  const [pinned, setPinned] = useState(true)
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <div className="ts-cluster ts-gap-3">
        <Button label="Bold" icon="check" pressed={bold} onPressedChange={setBold} />
        <output className={demo.status}>Bold is {bold ? 'ON' : 'OFF'}</output>
      </div>
      <div className="ts-cluster ts-gap-3">
        <Button label="Pin to the top" variant="text" icon="pin" pressed={pinned} onPressedChange={setPinned} />
        <output className={demo.status}>Pinned is {pinned ? 'ON' : 'OFF'}</output>
      </div>
    </div>
  )
}
