import { Button } from '@tessera-ds/library/button'
import { useState } from 'react'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'end', steps: [{ click: { role: 'button', name: 'Move across' } }] },
]

const DURATIONS = ['duration-short', 'duration-medium', 'duration-long']

export default function Motion() {
  const [end, setEnd] = useState(false)
  return (
    <div className={demo.motion} data-state={end ? 'end' : 'start'}>
      <div>
        <Button label={end ? 'Move back' : 'Move across'} pressed={end} onPressedChange={setEnd} />
      </div>
      {DURATIONS.map((name) => (
        <div key={name} id={`token-${name}`} className={demo.motionRow}>
          <code>--{name}</code>
          <div className={demo.motionTrack}>
            <span className={demo.motionDot} style={{ transitionDuration: `var(--${name})` }} />
          </div>
        </div>
      ))}
    </div>
  )
}
