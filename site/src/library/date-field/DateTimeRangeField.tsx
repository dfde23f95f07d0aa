import { useValidatedProps } from '../use-validated-props'
import { withDefaults } from '../with-defaults'
import { DATE_TIME_RANGE_FIELD_DEFAULTS } from './logic'
import type { DateTimeRangeFieldProps } from './schema'
import { RangeDateFieldView } from './RangeDateFieldView'

const loadSchema = () => import('./schema').then((m) => m.dateTimeRangeFieldSchema)

/**
 * DateTimeRangeField asks for a range of date-times ({ start, end }, each
 * YYYY-MM-DD HH:mm:ss or null). The picker shows two months and a start time
 * and an end time; picked days start at 00:00:00 and end at 23:59:59 until a
 * time is chosen. It stays open until Done, Escape or a click outside.
 */
export function DateTimeRangeField(props: DateTimeRangeFieldProps) {
  useValidatedProps('DateTimeRangeField', loadSchema, props)
  return <RangeDateFieldView kind="date-time-range" component="DateTimeRangeField" props={withDefaults(props, DATE_TIME_RANGE_FIELD_DEFAULTS)} />
}
