import { Button, BUTTON_VARIANTS } from '@tessera-ds/library/button'
import { useToast } from '@tessera-ds/library/toaster'

const names = { primary: 'Primary', secondary: 'Secondary', danger: 'Danger', default: 'Default', text: 'Text' }

export default function Types() {
  const toast = useToast()
  return (
    <div className="ts-cluster ts-gap-3">
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} variant={variant} label={names[variant]} onClick={() => toast({ type: 'info', text: `The ${variant} button was clicked` })} />
      ))}
    </div>
  )
}
