import { Spinner } from '@tessera-ds/library/loadings'
import demo from './demo.module.css'

export default function SpinnerComponent() {
  return (
    <div className={demo.row}>
      <Spinner />
      <Spinner size="large" label="Loading orders" />
      <span>
        <Spinner size="small" tone="muted" decorative inline />
        Saving…
      </span>
    </div>
  )
}
