import { Button } from '@tessera-ds/library/button'

export default function Sizes() {
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <div className="ts-cluster ts-gap-3">
        <Button variant="primary" size="small" label="Small" />
        <Button variant="primary" label="Medium (default)" />
        <Button variant="primary" size="large" label="Large" />
      </div>
      <div className="ts-cluster ts-gap-3">
        <Button size="small" label="Small" />
        <Button label="Medium (default)" />
        <Button size="large" label="Large" />
      </div>
    </div>
  )
}
