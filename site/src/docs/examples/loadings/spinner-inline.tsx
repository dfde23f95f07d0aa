import demo from './demo.module.css'

export default function SpinnerInline() {
  return (
    <div className="ts-stack ts-gap-4">
      <div>
        <button type="button" className={demo.primaryButton} aria-busy="true">
          <span className="ts-spinner ts-spinner-inline ts-spinner-on-primary" aria-hidden="true" style={{ marginInlineEnd: 0 }} />
          Uploading
        </button>
      </div>
      <p className="ts-m-0">
        <span className="ts-spinner ts-spinner-inline ts-spinner-muted" aria-hidden="true" />
        Checking the address…
      </p>
    </div>
  )
}
