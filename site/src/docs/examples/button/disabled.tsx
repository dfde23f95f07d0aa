import { Button } from '@tessera-ds/library/button'

export default function Disabled() {
  return (
    <div className="ts-cluster ts-gap-3">
      <Button isDisabled variant="primary" label="Primary" />
      <Button isDisabled variant="secondary" label="Secondary" />
      <Button isDisabled variant="danger" label="Danger" />
      <Button isDisabled label="Default" />
      <Button isDisabled variant="text" label="Text" />
    </div>
  )
}
