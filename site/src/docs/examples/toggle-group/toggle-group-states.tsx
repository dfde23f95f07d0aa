import { ToggleGroup } from '@tessera-ds/library/toggle-group'

const views = [
  { key: 'list', label: 'List' },
  { key: 'board', label: 'Board' },
  { key: 'calendar', label: 'Calendar' },
]

const shifts = [
  { key: 'early', label: 'Early' },
  { key: 'late', label: 'Late' },
  { key: 'night', label: 'Night' },
]

export default function States() {
  return (
    <div className="ts-stack ts-gap-4">
      <ToggleGroup label="Shift" options={shifts} isRequired helpText="The shift the machine runs in" />
      <ToggleGroup label="View" options={views} defaultValue="list" isDisabled />
      <ToggleGroup label="View" options={views} defaultValue="calendar" size="small" />
      <ToggleGroup label="View" options={views} isLoading helpText="Loading the saved view" />
    </div>
  )
}
