import type { ReactNode } from 'react'
import { BASE_COLORS, SEMANTIC_TOKENS, type BaseColorName, type TokenGroup } from '../../library/tokens/tokens'
import c from '../foundations/colors.module.css'
import { useCopy } from '../foundations/use-copy'

/** GROUP_TITLES are the headings of the token groups' tables. */
export const GROUP_TITLES: Record<TokenGroup, string> = {
  ui: 'Backgrounds and surfaces',
  text: 'Text',
  interactive: 'Interactive',
  support: 'Support: error, warning, success, information',
  field: 'Fields',
  icon: 'Icons',
}

/** Value is a base colour as a token's light or dark value: a chip, its custom property and its hex value. */
export function Value({ name }: { name: BaseColorName }) {
  return (
    <span className={c.value}>
      <span className={c.chip} style={{ background: `var(--${name})` }} />
      <span className={c.valueText}>
        <code>--{name}</code>
        <span>{BASE_COLORS.get(name)}</span>
      </span>
    </span>
  )
}

/** valueOf is the colour a semantic token takes in a scheme. */
export const valueOf = (scheme: 'light' | 'dark', token: string) => BASE_COLORS.get(SEMANTIC_TOKENS.find((t) => t.name === token)![scheme])!

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
