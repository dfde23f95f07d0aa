import { Actionbar } from '@tessera-ds/library/actionbar'
import { useViews } from '../shared/app'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-control', steps: [{ hover: { role: 'button', name: 'All orders' } }] },
  { id: 'focus-control', steps: [{ focus: { role: 'button', name: 'All orders' } }] },
]

export default function Top() {
  const views = useViews()
  return <Actionbar variant="top" headerTitle="Orders, top bar" items={views} />
}
