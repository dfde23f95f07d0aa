import { Toaster, useToast, type ToasterProps } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'

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
          <button type="button" className={`${demo.button} ${demo.undo}`} onClick={undo}>
            Undo
          </button>
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
      <button type="button" className={demo.button} onClick={() => toast({ type: 'info', text: 'The export format changed.', duration: null, data: link })}>
        Toast with a link
      </button>
      <button type="button" className={demo.button} onClick={() => toast({ type: 'success', text: '3 orders archived.', duration: 10_000, data: undo })}>
        Toast with an action
      </button>
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
