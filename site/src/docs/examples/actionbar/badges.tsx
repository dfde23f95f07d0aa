import { Actionbar, type ActionbarProps } from '@tessera-ds/library/actionbar'
import { useClicked } from '../shared/app'

export default function Badges() {
  const clicked = useClicked()
  const view = (title: string) => ({ title, component: 'button', props: { type: 'button', onClick: () => clicked(title) } }) as const
  const items: ActionbarProps['items'] = [
    { ...view('Overview'), isActive: true },
    { ...view('Import'), badges: [{ text: 'new', description: 'Added in this release' }] },
    { ...view('Export'), badges: [{ text: 'beta', description: 'Works, but may still change' }] },
    { ...view('Legacy reports'), badges: [{ text: 'deprecated', description: 'Please don’t use this anymore' }] },
  ]
  return <Actionbar variant="side" headerTitle="Data" items={items} />
}
