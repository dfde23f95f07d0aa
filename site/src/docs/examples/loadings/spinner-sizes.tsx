import demo from './demo.module.css'

export default function SpinnerSizes() {
  return (
    <div className={demo.row}>
      <span className="ts-spinner ts-spinner-sm" aria-hidden="true" />
      <span className="ts-spinner" aria-hidden="true" />
      <span className="ts-spinner ts-spinner-lg" aria-hidden="true" />
    </div>
  )
}
