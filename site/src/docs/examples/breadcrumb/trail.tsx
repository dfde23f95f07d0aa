import { Breadcrumb, type BreadcrumbItem } from '@tessera-ds/library/breadcrumb'
import { useToast } from '@tessera-ds/library/toaster'

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
