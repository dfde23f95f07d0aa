import { Breadcrumb, type BreadcrumbItem } from '@tessera-ds/library/breadcrumb'
import { useToast } from '@tessera-ds/library/toaster'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-crumb', steps: [{ hover: { role: 'button', name: 'Usage' } }] },
  { id: 'focus-crumb', steps: [{ focus: { role: 'button', name: 'Usage' } }] },
]

export default function Trail() {
  const toast = useToast()
  const go = (title: string) => () => toast({ type: 'info', text: `This would lead to ${title}` })
  const items: BreadcrumbItem[] = [
    { title: 'Tessera', isCompleted: true, onClick: go('Tessera') },
    { title: 'Usage', isCompleted: true, onClick: go('Usage') },
    { title: 'Components', isCompleted: true, onClick: go('Components') },
    { title: 'Breadcrumb' },
  ]
  return <Breadcrumb label="Page trail" activeIndex={3} items={items} />
}
