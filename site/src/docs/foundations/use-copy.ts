import { useCallback } from 'react'
import { useToast } from '../../library/toaster/Toaster'
import { copyMessage } from '../kit/copy'

/** useCopy returns a function that copies text to the clipboard and confirms it, or the failure, with a toast. */
export function useCopy(): (text: string) => Promise<void> {
  const toast = useToast()
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text)
        toast({ type: 'success', text: copyMessage(text) })
      } catch {
        toast({ type: 'error', text: 'Copying to the clipboard failed' })
      }
    },
    [toast],
  )
}
