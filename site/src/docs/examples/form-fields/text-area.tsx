import { TextArea } from '@tessera-ds/library/text-area'
import demo from './demo.module.css'

const letter = `Dear customer,

thank you for your order O-1024. The parts left our warehouse this morning and should reach you within three working days.

The invoice follows by e-mail. If anything is missing or damaged, reply to this message and we will send a replacement.

Kind regards,
the dispatch team`

export default function TextAreas() {
  return (
    <div className={demo.column}>
      <TextArea label="Internal note" rows={3} />
      <TextArea label="Message to the customer" autoSize maxHeight={240} defaultValue={letter} />
      <TextArea label="Note from the buyer" rows={2} defaultValue="Deliver to gate 3, not to the office." isDisabled />
    </div>
  )
}
