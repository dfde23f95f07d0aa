import type { ReactNode } from 'react'
import { UNITS } from '../../library/tokens/tokens'
import c from '../foundations/colors.module.css'
import { designTokensJSON } from '../foundations/design-tool'
import { useCopy } from '../foundations/use-copy'

/** UNIT_4 is the unit the mapping table shows as its example. */
export const UNIT_4 = UNITS.find((u) => u.name === 'unit-4')!

/** TOKENS_JSON is the design tokens JSON the page shows and copies. */
export const TOKENS_JSON = `${JSON.stringify(designTokensJSON(), null, 2)}\n`

/** CopyToolbar is the toolbar above a listing, with a button that copies text and confirms it with a toast. */
export function CopyToolbar({ text, children }: { text: string; children: ReactNode }) {
  const copy = useCopy()
  return (
    <div className={c.cssToolbar}>
      <button type="button" className={c.plainButton} onClick={() => void copy(text)}>
        {children}
      </button>
    </div>
  )
}
