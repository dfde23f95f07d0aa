import { Button } from '@tessera-ds/library/button'

export default function SpinnerInline() {
  return (
    <div className="ts-stack ts-gap-4">
      <div>
        <Button variant="primary" label="Uploading" isLoading />
      </div>
      <p className="ts-m-0">
        <span className="ts-spinner ts-spinner-inline ts-spinner-muted" aria-hidden="true" />
        Checking the address…
      </p>
    </div>
  )
}
