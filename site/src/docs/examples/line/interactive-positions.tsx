import { Line } from '@tessera-ds/library/line'
import { useToast } from '@tessera-ds/library/toaster'

export default function InteractivePositions() {
  const toast = useToast()
  return (
    <>
      <Line text="Load more" position="left" onClick={() => toast({ type: 'info', text: 'The left line’s button was clicked' })} />
      <Line text="Load more" onClick={() => toast({ type: 'info', text: 'The centred line’s button was clicked' })} />
      <Line text="Load more" position="right" onClick={() => toast({ type: 'info', text: 'The right line’s button was clicked' })} />
    </>
  )
}
