import { Button } from '@tessera-ds/library/button'
import { Popover, POPOVER_SIZES, POPOVER_WIDTHS_REM, type PopoverSize } from '@tessera-ds/library/popover'
import demo from './demo.module.css'

const text: Record<PopoverSize, string> = {
  sm: `size sm: ${POPOVER_WIDTHS_REM.sm}rem: a short hint or a few actions.`,
  md: `size md: ${POPOVER_WIDTHS_REM.md}rem: a paragraph or a small form.`,
  lg: `size lg: ${POPOVER_WIDTHS_REM.lg}rem: details with several rows.`,
  xl: `size xl: ${POPOVER_WIDTHS_REM.xl}rem: the widest; beyond it, use a drawer or a modal.`,
  auto: 'auto: Fits its content, up to 24rem.',
}

export default function Sizes() {
  return (
    <div className={demo.actions}>
      {POPOVER_SIZES.map((size) => (
        <Popover key={size} size={size} content={text[size]} label={`Size ${size}`}>
          <Button label={size} />
        </Popover>
      ))}
    </div>
  )
}
