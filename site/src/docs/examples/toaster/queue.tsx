import { useRef } from 'react'
import { Button } from '@tessera-ds/library/button'
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
      <Button label="Queue five toasts" onClick={queueFive} />
      <Button label="Queue one for 5 s" onClick={() => toast({ type: 'success', text: `Toast ${next.current++} (5 s)` })} />
      <Button variant="text" label="Clear all" onClick={() => toast.clear()} />
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
