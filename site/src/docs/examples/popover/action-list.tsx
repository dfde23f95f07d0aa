import { Button } from '@tessera-ds/library/button'
import { Popover } from '@tessera-ds/library/popover'
import { useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: 'Actions' } }, { waitFor: { role: 'dialog', name: 'Order actions' } }] },
]

const actions = [
  { label: 'Assign to me', disabled: false },
  { label: 'Duplicate', disabled: false },
  { label: 'Delete (no permission)', disabled: true },
]

function Menu({ close }: { close: () => void }) {
  const toast = useToast()
  return (
    <ul className={demo.menu}>
      {actions.map((action) => (
        <li key={action.label}>
          <Button
            variant="text"
            label={action.label}
            isBlock
            isDisabled={action.disabled}
            onClick={() => {
              close()
              toast({ type: 'info', text: `${action.label}: clicked` })
            }}
          />
        </li>
      ))}
    </ul>
  )
}

export default function ActionList() {
  return (
    <Popover size="sm" placement="bottom-start" label="Order actions" content={({ close }) => <Menu close={close} />}>
      <Button label="Actions" />
    </Popover>
  )
}
