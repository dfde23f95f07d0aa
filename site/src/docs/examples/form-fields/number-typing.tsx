import { NumberField } from '@tessera-ds/library/number-field'
import demo from './demo.module.css'

export default function NumberTyping() {
  return (
    <div className={demo.column}>
      <NumberField label="Measured value" step={0} />
    </div>
  )
}
