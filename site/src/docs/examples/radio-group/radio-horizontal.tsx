import { RadioGroup } from '@tessera-ds/library/radio-group'

const sizes = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L' },
  { value: 'xl', label: 'XL', isDisabled: true },
]

export default function InARow() {
  return <RadioGroup label="Size" direction="horizontal" options={sizes} defaultValue="m" />
}
