import { ValueLabel } from '@tessera-ds/library/value-label'

export default function Loading() {
  return (
    <>
      <ValueLabel label="Stock" isLoading />
      <ValueLabel label="Reserved" value={12} isLoading />
    </>
  )
}
