import { Actionbar, type ActionbarProps } from '@tessera-ds/library/actionbar'
import { useClicked } from '../shared/app'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-active', steps: [{ hover: { role: 'button', name: 'All orders' } }] },
  { id: 'focus-active', steps: [{ focus: { role: 'button', name: 'All orders' } }] },
]

export default function Items() {
  const clicked = useClicked()
  // A view is a button that shows it; in an application, a link or its router's Link.
  const view = (title: string) => ({ title, component: 'button', props: { type: 'button', onClick: () => clicked(title) } }) as const
  const items: ActionbarProps['items'] = [
    { ...view('All orders'), isActive: true },
    view('Waiting for approval'),
    view('In production'),
    { title: 'Archive', isDisabled: true },
  ]
  return <Actionbar variant="side" headerTitle="Orders, item states" items={items} />
}
