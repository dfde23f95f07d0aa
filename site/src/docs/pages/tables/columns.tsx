import { Tag } from '../../../library/tag/Tag'
import type { TagColorStyle } from '../../../library/tag/logic'
import type { CellValue } from '../../../library/table/logic'
import type { TableColumn } from '../../../library/table/schema'
import { ORDER_COLUMNS, STATUS_OPTIONS } from './data'

const STATUS_COLORS: Record<string, TagColorStyle> = { open: 'blue-light', packed: 'violet-light', shipped: 'mint-light', delivered: 'green-light', returned: 'orange-light' }

/** statusTag draws a status cell as a tag in the status's colour. */
export function statusTag(value: CellValue) {
  if (typeof value !== 'string') return null
  return <Tag text={STATUS_OPTIONS.find((o) => o.value === value)?.label ?? value} colorStyle={STATUS_COLORS[value] ?? 'gray-light'} />
}

/** ORDER_COLUMNS_WITH_TAGS are the orders' columns, the status drawn as a tag. */
export const ORDER_COLUMNS_WITH_TAGS: TableColumn[] = ORDER_COLUMNS.map((c) => (c.id === 'status' ? { ...c, render: statusTag } : c))
