import { Button } from '@tessera-ds/library/button'
import { useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'

export default function Duration() {
  const toast = useToast()
  return (
    <div className={demo.actions}>
      <Button label="Stays until closed" onClick={() => toast({ type: 'info', text: 'This one stays until you close it.', duration: null })} />
      <Button label="2 seconds" onClick={() => toast({ type: 'info', text: 'Gone in 2 seconds.', duration: 2000 })} />
      <Button label="10 seconds" onClick={() => toast({ type: 'info', text: 'Gone in 10 seconds.', duration: 10_000 })} />
    </div>
  )
}
