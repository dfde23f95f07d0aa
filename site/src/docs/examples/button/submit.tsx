import type { FormEvent } from 'react'
import { Button } from '@tessera-ds/library/button'
import { useToast } from '@tessera-ds/library/toaster'

export default function Submit() {
  const toast = useToast()
  const subscribe = (event: FormEvent) => {
    event.preventDefault()
    toast({ type: 'success', text: 'The form was submitted' })
  }
  return (
    <form className="ts-cluster ts-gap-3" onSubmit={subscribe} aria-label="Newsletter">
      <Button type="submit" variant="primary" label="Subscribe" />
      <Button type="reset" variant="text" label="Clear" />
    </form>
  )
}
