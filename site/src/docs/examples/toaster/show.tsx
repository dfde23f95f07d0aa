import { Button } from '@tessera-ds/library/button'
import { TOAST_TYPES, useToast, type ToastType } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

const texts: Record<ToastType, string> = {
  error: 'The file could not be uploaded. Check the connection and try again.',
  info: 'Version 2.4 of the price list is in use from today.',
  success: 'PO-2041 was saved and sent for approval.',
  warning: 'Only 2 kg of PA12 are left.',
}

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'error', steps: [{ click: { role: 'button', name: 'error' } }, { waitFor: { role: 'alert' } }] },
  { id: 'info', steps: [{ click: { role: 'button', name: 'info' } }] },
  { id: 'success', steps: [{ click: { role: 'button', name: 'success' } }] },
  { id: 'warning', steps: [{ click: { role: 'button', name: 'warning' } }] },
  { id: 'hover-close', steps: [{ click: { role: 'button', name: 'info' } }, { hover: { role: 'button', name: { label: 'toaster.close' } } }] },
  { id: 'focus-close', steps: [{ click: { role: 'button', name: 'info' } }, { focus: { role: 'button', name: { label: 'toaster.close' } } }] },
]

export default function Show() {
  const toast = useToast()
  return (
    <div className={demo.actions}>
      {TOAST_TYPES.map((type) => (
        <Button key={type} label={type} onClick={() => toast({ type, text: texts[type] })} />
      ))}
      <Button label="With a header" onClick={() => toast({ type: 'success', header: 'Order saved', text: texts.success })} />
    </div>
  )
}
