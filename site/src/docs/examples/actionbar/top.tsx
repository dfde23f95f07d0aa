import { Actionbar } from '@tessera-ds/library/actionbar'
import { useViews } from '../shared/app'

export default function Top() {
  const views = useViews()
  return <Actionbar variant="top" headerTitle="Orders, top bar" items={views} />
}
