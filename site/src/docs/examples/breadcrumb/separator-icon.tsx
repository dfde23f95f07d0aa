import { Breadcrumb, type BreadcrumbItem } from '@tessera-ds/library/breadcrumb'
import { useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'

export default function IconSeparators() {
  const toast = useToast()
  const go = (title: string) => () => toast({ type: 'info', text: `This would lead to ${title}` })
  const items: BreadcrumbItem[] = [
    { title: 'Tessera', isCompleted: true, onClick: go('Tessera') },
    { title: 'Usage', isCompleted: true, onClick: go('Usage') },
    { title: 'Components', isCompleted: true, onClick: go('Components') },
    { title: 'Breadcrumb' },
  ]
  return (
    <div className={demo.stack}>
      <Breadcrumb label="Trail with chevrons" activeIndex={3} items={items} />
      <Breadcrumb label="Trail with arrows" activeIndex={3} items={items} separator={{ style: 'icon', value: 'arrow_forward' }} />
    </div>
  )
}
