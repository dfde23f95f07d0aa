import { Button } from '@tessera-ds/library/button'
import { Toaster, useToast, type ToasterProps } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'action', steps: [{ click: { role: 'button', name: 'Toast with an action' } }, { waitFor: { role: 'button', name: 'Undo' } }] },
]

interface LinkData {
  href: string
  label: string
}

interface UndoData {
  onUndo: () => void
}

const render: ToasterProps['render'] = {
  info: (toast) => {
    const data = toast.data as LinkData | undefined
    return (
      <>
        <span>{toast.text}</span>
        {data && <a href={data.href}>{data.label}</a>}
      </>
    )
  },
  success: (toast, { close }) => {
    const data = toast.data as UndoData | undefined
    const undo = () => {
      data?.onUndo()
      close()
    }
    return (
      <span className={demo.withAction}>
        {toast.text}
        {data && (
          <Button size="small" label="Undo" onClick={undo} />
        )}
      </span>
    )
  },
}

function CustomButtons() {
  const toast = useToast()
  const link: LinkData = { href: '#export-format', label: 'Read what changed' }
  const undo: UndoData = { onUndo: () => toast({ type: 'info', text: 'Archiving undone' }) }
  return (
    <div className={demo.actions}>
      <Button label="Toast with a link" onClick={() => toast({ type: 'info', text: 'The export format changed.', duration: null, data: link })} />
      <Button label="Toast with an action" onClick={() => toast({ type: 'success', text: '3 orders archived.', duration: 10_000, data: undo })} />
    </div>
  )
}

export default function Custom() {
  return (
    <Toaster inline label="Custom content example" render={render}>
      <CustomButtons />
    </Toaster>
  )
}
