import demo from './demo.module.css'

export default function SpinnerTones() {
  return (
    <div className={demo.row}>
      <span className="ts-spinner" aria-hidden="true" />
      <span className="ts-spinner ts-spinner-muted" aria-hidden="true" />
      <span className={demo.primary}>
        <span className="ts-spinner ts-spinner-on-primary" aria-hidden="true" />
      </span>
    </div>
  )
}
