import { useRef } from 'react'
import { Toaster, useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'

function QueueButtons() {
  const toast = useToast()
  const next = useRef(1)
  const queueFive = () => {
    for (let i = 0; i < 5; i++) toast({ type: 'info', text: `Toast ${next.current++}`, duration: null })
  }
  return (
    <div className={demo.actions}>
      <button type="button" className={demo.button} data-queue="five" onClick={queueFive}>
        Queue five toasts
      </button>
      <button type="button" className={demo.button} data-queue="timed" onClick={() => toast({ type: 'success', text: `Toast ${next.current++} (5 s)` })}>
        Queue one for 5 s
      </button>
      <button type="button" className={demo.button} data-queue="clear" onClick={() => toast.clear()}>
        Clear all
      </button>
    </div>
  )
}

export default function Queue() {
  return (
    <Toaster inline label="Queue example">
      <QueueButtons />
    </Toaster>
  )
}
