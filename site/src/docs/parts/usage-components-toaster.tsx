import { useRef } from 'react'
import { Button } from '../../library/button/Button'
import type { ToasterProps } from '../../library/toaster/schema'
import { Toaster, useToast } from '../../library/toaster/Toaster'
import styles from '../pages/layouts/page.module.css'

function QueueButtons() {
  const toast = useToast()
  const next = useRef(1)
  return (
    <div className={styles.actions}>
      <Button
        label="Queue five toasts"
        onClick={() => {
          for (let i = 0; i < 5; i++) toast({ type: 'info', text: `Toast ${next.current++}`, duration: null })
        }}
      />
      <Button label="Queue one for 5 s" onClick={() => toast({ type: 'success', text: `Toast ${next.current++} (5 s)` })} />
      <Button variant="text" label="Clear all" onClick={() => toast.clear()} />
    </div>
  )
}

/** PlaygroundToaster is an inline toaster with buttons that show toasts in it. */
export function PlaygroundToaster(props: ToasterProps) {
  return (
    <Toaster {...props}>
      <QueueButtons />
    </Toaster>
  )
}

/** SETUP_CODE is the code of the toaster page's setup: one Toaster around the application, useToast inside it. */
export const SETUP_CODE = `import { Toaster, useToast } from '@tessera-ds/library/toaster'

export function App() {
  return (
    <Toaster>
      <Routes />
    </Toaster>
  )
}

// anywhere inside
const toast = useToast()
toast({ type: 'error', text: 'The file could not be uploaded.' })`
