import { Button } from '@tessera-ds/library/button'

export default function Loading() {
  return (
    <div className="ts-cluster ts-gap-3">
      <Button isLoading icon="upload" label="Uploading" />
      <Button isLoading variant="primary" icon="arrow_forward" iconPosition="right" label="Sending" />
      <Button isLoading variant="secondary" label="Saving" />
      <Button isLoading variant="danger" label="Deleting" />
      <Button isLoading variant="text" icon="refresh" helpText="Refreshing" />
    </div>
  )
}
