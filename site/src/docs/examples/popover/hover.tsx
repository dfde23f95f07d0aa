import { Button } from '@tessera-ds/library/button'
import { Popover } from '@tessera-ds/library/popover'

export default function Hover() {
  return (
    <Popover trigger="hover" content="Orders are archived after 90 days without a change." label="Why archived">
      <Button label="Why archived?" />
    </Popover>
  )
}
