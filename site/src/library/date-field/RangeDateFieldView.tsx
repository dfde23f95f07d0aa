import { FloatingNode } from '@floating-ui/react'
import { useRef } from 'react'
import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import type { FieldApi } from '../field/use-field'
import { InFloatingTree } from '../overlay/dialog'
import { FieldButtons } from './FieldButtons'
import { Picker } from './Picker'
import type { WithDefaults } from '../with-defaults'
import type { DATE_RANGE_FIELD_DEFAULTS } from './logic'
import type { DateRangeFieldProps } from './schema'
import { useRangeDateField, type End } from './use-range-date-field'
import styles from './DateField.module.css'

export interface RangeDateFieldViewProps {
  kind: 'date-range' | 'date-time-range'
  component: string
  /** props are the field's props, its defaults filled in (withDefaults with its own defaults object) */
  props: WithDefaults<DateRangeFieldProps, typeof DATE_RANGE_FIELD_DEFAULTS>
}

const ENDS: readonly End[] = ['start', 'end']

/** RangeDateFieldView is DateRangeField and DateTimeRangeField: a start and an end input that take typed text, and a two-month picker. */
export function RangeDateFieldView(p: RangeDateFieldViewProps) {
  return (
    <InFloatingTree>
      <RangeDateFieldInner {...p} />
    </InFloatingTree>
  )
}

function RangeDateFieldInner({ kind, component, props }: RangeDateFieldViewProps) {
  const { label, size, isRequired, isOptional, helpText, shortcuts } = props
  const startRef = useRef<HTMLInputElement>(null)
  const range = useRangeDateField({ ...props, kind, component })
  const { field, picker } = range
  const { setRoot, setReference } = picker

  return (
    <FloatingNode id={picker.nodeId}>
      <div
        ref={setRoot}
        className={styles.root}
        data-date-field={kind}
        data-state={picker.state}
        data-selection={range.selection.state}
        onClick={picker.onRootClick}
        onMouseDown={picker.onRootMouseDown}
      >
        <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} component={component}>
          <div ref={setReference} className={`${fieldStyles.control} ${styles.control}`}>
            {ENDS.map((end) => (
              <span key={end} className={styles.rangeEnd}>
                {end === 'end' && (
                  <span className={styles.separator} aria-hidden="true">
                    –
                  </span>
                )}
                <input ref={end === 'start' ? startRef : undefined} className={`${fieldStyles.input} ${styles.input}`} {...range.getEndInputProps(end)} />
              </span>
            ))}
            <FieldButtons
              kind={kind}
              picker={picker}
              blocked={range.blocked}
              showClear={range.showClear}
              onClear={() => {
                range.clear()
                startRef.current?.focus()
              }}
            />
          </div>
        </FieldFrame>
        {range.open && (
          <Picker
            kind={kind}
            picker={picker}
            returnFocus={startRef}
            bounds={range.bounds}
            value={field.value}
            onPickDay={range.onPickDay}
            onTime={range.onTime}
            shortcuts={shortcuts}
            onShortcut={range.onShortcut}
          />
        )}
      </div>
    </FloatingNode>
  )
}
