import { ToggleGroup } from '@tessera-ds/library/toggle-group'

const days = [
  { key: 'mon', label: 'Mon' },
  { key: 'tue', label: 'Tue' },
  { key: 'wed', label: 'Wed' },
  { key: 'thu', label: 'Thu' },
  { key: 'fri', label: 'Fri' },
  { key: 'sat', label: 'Sat' },
  { key: 'sun', label: 'Sun', isDisabled: true },
]

export default function SeveralPressed() {
  return <ToggleGroup label="Delivery days" options={days} isMultiple defaultValue={['mon', 'thu']} />
}
