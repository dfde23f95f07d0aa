import { ToggleGroup } from '@tessera-ds/library/toggle-group'

const views = [
  { key: 'list', label: 'List' },
  { key: 'board', label: 'Board' },
  { key: 'calendar', label: 'Calendar' },
]

export default function OnePressed() {
  return <ToggleGroup label="View" options={views} defaultValue="board" />
}
