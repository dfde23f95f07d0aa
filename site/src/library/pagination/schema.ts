import { z } from 'zod'
import { isTotalAllowed, PAGINATION_DEFAULTS, PAGING_STYLES, RULE_TOTAL_NULL_FLEX_ONLY } from './logic'
import { isFunction } from '../validate'

export const paginationSchema = z
  .object({
    total: z.number().int().min(0).nullable().meta({ description: 'How many items there are in all; null when unknown, which only the flex style allows (no last page).' }),
    pageSize: z.number().int().min(1).default(PAGINATION_DEFAULTS.pageSize).meta({ description: 'How many items a page holds.' }),
    pagingStyle: z
      .enum(PAGING_STYLES)
      .default(PAGINATION_DEFAULTS.pagingStyle)
      .meta({ description: 'expand: a button for every page; flex: the first, the last and the pages around the current one; fraction: “current / max” between the arrows.' }),
    adjacentAmount: z.number().int().min(0).default(PAGINATION_DEFAULTS.adjacentAmount).meta({ description: 'In flex style, how many pages show on each side of the current one.' }),
    page: z.number().int().min(1).optional().meta({ description: 'The current page (from 1), controlled.' }),
    defaultPage: z.number().int().min(1).default(PAGINATION_DEFAULTS.defaultPage).meta({ description: 'The page it starts on, uncontrolled.' }),
    onPageChange: z.custom<(page: number) => void>(isFunction).optional().meta({ tsType: '(page: number) => void', description: 'Called with the page a button asks for.' }),
    isFixedWidth: z.boolean().default(PAGINATION_DEFAULTS.isFixedWidth).meta({ description: 'Gives every page button the width of the widest page number, so the bar does not shift as the page changes.' }),
    label: z.string().trim().min(1).optional().meta({ description: 'The navigation landmark’s name; “Pages” in the reader’s language unless told. Give each pagination on a page its own.' }),
  })
  .refine((p) => isTotalAllowed(p.pagingStyle, p.total), { message: RULE_TOTAL_NULL_FLEX_ONLY, path: ['total'] })

export type PaginationProps = z.input<typeof paginationSchema>
