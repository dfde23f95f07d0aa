import { Button, ButtonGroup } from '@tessera-ds/library/button'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  {
    id: 'focus-pressed',
    steps: [{ click: { role: 'button', name: 'Italic' } }, { focus: { role: 'button', name: 'Italic' } }],
  },
]

export default function Groups() {
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <ButtonGroup>
        <Button variant="primary" label="Edit" />
        <Button variant="secondary" label="Delete" />
      </ButtonGroup>
      <ButtonGroup label="Text style">
        <Button label="Bold" defaultPressed={false} />
        <Button label="Italic" defaultPressed={false} />
        <Button label="Underline" defaultPressed={false} />
      </ButtonGroup>
      <ButtonGroup label="Zoom">
        <Button size="small" icon="search_minus" helpText="Zoom out" />
        <Button size="small" icon="fullscreen" helpText="Fit to the window" />
        <Button size="small" icon="search_plus" helpText="Zoom in" />
      </ButtonGroup>
    </div>
  )
}
