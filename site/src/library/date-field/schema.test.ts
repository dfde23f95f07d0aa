// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { propErrors } from '../validate'
import {
  dateFieldSchema,
  dateRangeFieldSchema,
  dateTimeFieldSchema,
  dateTimeRangeFieldSchema,
  RULE_BOUND,
  RULE_BOUNDS_ORDER,
  RULE_DATE,
  RULE_DATE_TIME,
  RULE_RANGE_ORDER,
  RULE_SHORTCUT,
} from './schema'

const label = 'Delivery date'

describe('date field schemas', () => {
  it('accept good props and give the defaults', () => {
    const p = dateFieldSchema.parse({ label, value: '2026-01-15' })
    expect(p).toMatchObject({ size: 'medium', isRequired: false, minimumDate: null, maximumDate: null, shortcuts: [], placeholder: null, hideClear: false, defaultOpen: false })
    expect(propErrors('DateTimeField', dateTimeFieldSchema, { label, value: '2026-01-15 09:30' })).toEqual([])
    expect(propErrors('DateTimeField', dateTimeFieldSchema, { label, defaultValue: '2026-01-15 09:30:15' })).toEqual([])
    expect(propErrors('DateRangeField', dateRangeFieldSchema, { label, value: { start: '2026-01-10', end: null } })).toEqual([])
    expect(propErrors('DateTimeRangeField', dateTimeRangeFieldSchema, { label, value: null })).toEqual([])
  })

  it('need dates as YYYY-MM-DD and date-times as YYYY-MM-DD HH:mm[:ss]', () => {
    expect(propErrors('DateField', dateFieldSchema, { label, value: '15.01.2026' })).toEqual([`DateField: invalid prop "value": ${RULE_DATE}`])
    expect(propErrors('DateField', dateFieldSchema, { label, value: '2026-02-30' })).toEqual([`DateField: invalid prop "value": ${RULE_DATE}`])
    expect(propErrors('DateField', dateFieldSchema, { label, value: '2026-01-15 10:00' })).toEqual([`DateField: invalid prop "value": ${RULE_DATE}`])
    expect(propErrors('DateTimeField', dateTimeFieldSchema, { label, value: '2026-01-15' })).toEqual([`DateTimeField: invalid prop "value": ${RULE_DATE_TIME}`])
    expect(propErrors('DateTimeRangeField', dateTimeRangeFieldSchema, { label, value: { start: '2026-01-15 25:00', end: null } })).toEqual([
      `DateTimeRangeField: invalid prop "value.start": ${RULE_DATE_TIME}`,
    ])
  })

  it('take a date or a date-time as minimum and maximum, the minimum not after the maximum', () => {
    expect(propErrors('DateField', dateFieldSchema, { label, minimumDate: '2026-01-01', maximumDate: '2026-12-31 18:00' })).toEqual([])
    expect(propErrors('DateField', dateFieldSchema, { label, minimumDate: 'tomorrow' })).toEqual([`DateField: invalid prop "minimumDate": ${RULE_BOUND}`])
    expect(propErrors('DateRangeField', dateRangeFieldSchema, { label, minimumDate: '2026-02-01', maximumDate: '2026-01-01' })).toEqual([
      `DateRangeField: invalid prop "maximumDate": ${RULE_BOUNDS_ORDER}`,
    ])
  })

  it('need a range’s start not after its end', () => {
    expect(propErrors('DateRangeField', dateRangeFieldSchema, { label, value: { start: '2026-01-20', end: '2026-01-10' } })).toEqual([
      `DateRangeField: invalid prop "value": ${RULE_RANGE_ORDER}`,
    ])
  })

  it('take presets and { label, value, keepOpen } shortcuts', () => {
    expect(propErrors('DateRangeField', dateRangeFieldSchema, { label, shortcuts: ['today', 'lastWeek', { preset: 'lastMonth', keepOpen: true }, { label: 'Q1', value: { start: '2026-01-01', end: '2026-03-31' } }] })).toEqual([])
    expect(propErrors('DateField', dateFieldSchema, { label, shortcuts: ['yesterday'] }).length).toBe(1)
    expect(propErrors('DateField', dateFieldSchema, { label, shortcuts: [{ label: 'Launch' }] })).toEqual([`DateField: invalid prop "shortcuts.0": ${RULE_SHORTCUT}`])
    expect(propErrors('DateField', dateFieldSchema, { label, shortcuts: [{ label: 'Launch', value: '2026/03/01' }] })).toEqual([`DateField: invalid prop "shortcuts.0.value": ${RULE_DATE}`])
  })

  it('keep the shared field rules', () => {
    expect(propErrors('DateField', dateFieldSchema, { label: ' ' })).toEqual(['DateField: invalid prop "label": may not be empty'])
    expect(propErrors('DateField', dateFieldSchema, { label, onValueChange: 'nope' }).length).toBe(1)
  })
})
