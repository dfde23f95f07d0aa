import { useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'

export default function Duration() {
  const toast = useToast()
  return (
    <div className={demo.actions}>
      <button type="button" className={demo.button} onClick={() => toast({ type: 'info', text: 'This one stays until you close it.', duration: null })}>
        Stays until closed
      </button>
      <button type="button" className={demo.button} onClick={() => toast({ type: 'info', text: 'Gone in 2 seconds.', duration: 2000 })}>
        2 seconds
      </button>
      <button type="button" className={demo.button} onClick={() => toast({ type: 'info', text: 'Gone in 10 seconds.', duration: 10_000 })}>
        10 seconds
      </button>
    </div>
  )
}
