import { Button } from '@tessera-ds/library/button'

export function Save({ onSave }: { onSave: () => void }) {
  return <Button variant="primary" label="Save" onClick={onSave} />
}
