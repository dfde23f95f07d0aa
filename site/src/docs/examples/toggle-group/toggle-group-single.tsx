import { ToggleGroup } from '@tessera-ds/library/toggle-group'
import type { ExampleState } from '../../kit/states'

const views = [
  { key: 'list', label: 'List' },
  { key: 'board', label: 'Board' },
  { key: 'calendar', label: 'Calendar' },
]

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'selected', steps: [{ click: { role: 'button', name: 'List' } }] },
  { id: 'hover', steps: [{ hover: { role: 'button', name: 'Calendar' } }] },
  { id: 'focus', steps: [{ focus: { role: 'button', name: 'Board' } }] },
]

export default function OnePressed() {
  return <ToggleGroup label="View" options={views} defaultValue="board" />
}
