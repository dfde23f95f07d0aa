import { useValidatedProps } from '../use-validated-props'
import { withDefaults } from '../with-defaults'
import { DATE_RANGE_FIELD_DEFAULTS } from './logic'
import type { DateRangeFieldProps } from './schema'
import { RangeDateFieldView } from './RangeDateFieldView'

const loadSchema = () => import('./schema').then((m) => m.dateRangeFieldSchema)

/**
 * DateRangeField asks for a range of days ({ start, end }, each YYYY-MM-DD or
 * null). The picker shows two months: the first pick starts the range, the
 * second ends it (an end before the start swaps them) and closes the picker.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  useValidatedProps('DateRangeField', loadSchema, props)
  return <RangeDateFieldView kind="date-range" component="DateRangeField" props={withDefaults(props, DATE_RANGE_FIELD_DEFAULTS)} />
}
