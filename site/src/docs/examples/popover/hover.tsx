import { Popover } from '@tessera-ds/library/popover'
import demo from './demo.module.css'

export default function Hover() {
  return (
    <Popover trigger="hover" content="Orders are archived after 90 days without a change." label="Why archived">
      <button type="button" className={demo.button}>
        Why archived?
      </button>
    </Popover>
  )
}
