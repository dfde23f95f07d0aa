import { useLayoutEffect, useRef, type CSSProperties } from 'react'
import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import type { Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import { controlAttributes } from '../text-field/control'
import { useValidatedProps } from '../use-validated-props'
import { autoSizeHeight, TEXT_AREA_DEFAULTS } from './logic'
import type { TextAreaProps } from './schema'
import styles from './TextArea.module.css'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.textAreaSchema)

/** sizesToContent tells whether the browser sizes a text area to its content in CSS (field-sizing: content). */
function sizesToContent(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content')
}

/**
 * TextArea takes text of several lines, DEFAULT_ROWS rows high unless told.
 * With autoSize it grows with its text (the content's height plus
 * AUTO_SIZE_EXTRA px) up to maxHeight, past which it scrolls; it never gets
 * lower than its rows.
 */
export function TextArea(props: TextAreaProps) {
  useValidatedProps('TextArea', loadSchema, props)
  const { label, size, isRequired, isOptional, helpText, rows, autoSize, maxHeight } = withDefaults(props, TEXT_AREA_DEFAULTS)
  const field = useField<string>('TextArea', '', { ...props, validators: props.validators as readonly Validator<string>[] | undefined })
  const ref = useRef<HTMLTextAreaElement>(null)

  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    if (!autoSize) {
      el.style.height = ''
      el.style.overflowY = ''
      return
    }
    // Where CSS sizes a field to its content (field-sizing), the stylesheet
    // does it from the first paint, before any script: nothing to measure.
    if (sizesToContent()) return
    // Measure the content at the rows' height, then set the height it needs.
    el.style.height = 'auto'
    const { height, overflow } = autoSizeHeight(el.scrollHeight, maxHeight)
    el.style.height = `${height}px`
    el.style.overflowY = overflow
  }, [autoSize, maxHeight, field.value, rows])

  return (
    <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} labelFor={field.id} component="TextArea">
      <textarea
        {...controlAttributes(field, props)}
        ref={ref}
        className={`${fieldStyles.control} ${styles.textArea}`}
        data-auto-size={autoSize || undefined}
        style={autoSize ? ({ '--text-area-rows': rows, '--text-area-max-height': maxHeight ? `${maxHeight}px` : 'none' } as CSSProperties) : undefined}
        rows={rows}
        value={field.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        onChange={(e) => field.setValue(e.target.value)}
        onBlur={field.markTouched}
      />
    </FieldFrame>
  )
}
