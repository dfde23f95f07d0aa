import { Icon } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

export default function WritingEmpty() {
  return (
    <div className={demo.empty}>
      <Icon name="invoice" size="large" />
      <p className={demo.dialogTitle}>No invoices yet</p>
      <p>Invoices appear here once an order is shipped.</p>
    </div>
  )
}
