import { Icon, type IconName } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

type Status = 'draft' | 'in_review' | 'approved' | 'rejected'

const STATUS_ICONS: Record<Status, IconName> = {
  draft: 'edit',
  in_review: 'hourglass',
  approved: 'check_circle',
  rejected: 'block',
}

const STATUS_TEXT: Record<Status, string> = { draft: 'Draft', in_review: 'In review', approved: 'Approved', rejected: 'Rejected' }

export default function StatusIcons() {
  return (
    <ul className={demo.statusList}>
      {(Object.keys(STATUS_ICONS) as Status[]).map((status) => (
        <li key={status}>
          <Icon name={STATUS_ICONS[status]} size="small" />
          {STATUS_TEXT[status]}
        </li>
      ))}
    </ul>
  )
}
