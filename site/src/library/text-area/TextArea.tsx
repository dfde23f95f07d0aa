import { useLayoutEffect, useRef } from 'react'
import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import type { Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import { controlAttributes } from '../text-field/control'
import { useValidatedProps } from '../use-validated-props'
import { autoSizeHeight, DEFAULT_ROWS } from './logic'
import type { TextAreaProps } from './schema'
import styles from './TextArea.module.css'

const loadSchema = () => import('./schema').then((m) => m.textAreaSchema)

/**
 * TextArea takes text of several lines, DEFAULT_ROWS rows high unless told.
 * With autoSize it grows with its text (the content's height plus
 * AUTO_SIZE_EXTRA px) up to maxHeight, past which it scrolls; it never gets
 * lower than its rows.
 */
export function TextArea(props: TextAreaProps) {
  useValidatedProps('TextArea', loadSchema, props)
  const { label, size = 'medium', isRequired, isOptional, helpText, rows = DEFAULT_ROWS, autoSize = false, maxHeight = null } = props
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
