import { Toast, TOAST_TYPES, TOAST_WIDTH_PX, type ToastType } from '@tessera-ds/library/toaster'

const messages: Record<ToastType, { header: string; text: string }> = {
  error: { header: 'Upload failed', text: 'The file could not be uploaded. Check the connection and try again.' },
  info: { header: 'New version', text: 'Version 2.4 of the price list is in use from today.' },
  success: { header: 'Order saved', text: 'PO-2041 was saved and sent for approval.' },
  warning: { header: 'Material running low', text: 'Only 2 kg of PA12 are left.' },
}

export default function Types() {
  return (
    <div style={{ display: 'grid', gap: 'var(--unit-2)', maxWidth: `${TOAST_WIDTH_PX}px` }}>
      {TOAST_TYPES.map((type, i) => (
        <Toast key={type} type={type} header={messages[type].header} text={messages[type].text} progress={0.2 + i * 0.2} />
      ))}
    </div>
  )
}
