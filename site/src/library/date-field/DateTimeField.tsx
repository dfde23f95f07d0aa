import { useValidatedProps } from '../use-validated-props'
import { withDefaults } from '../with-defaults'
import { DATE_TIME_FIELD_DEFAULTS } from './logic'
import type { DateTimeFieldProps } from './schema'
import { SingleDateFieldView } from './SingleDateFieldView'

const loadSchema = () => import('./schema').then((m) => m.dateTimeFieldSchema)

/**
 * DateTimeField asks for a day and a time of day (YYYY-MM-DD HH:mm:ss; typed
 * text may leave out the seconds). The picker shows a calendar and lists of
 * hours, minutes and seconds; it stays open until Done, Escape or a click
 * outside.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  useValidatedProps('DateTimeField', loadSchema, props)
  return <SingleDateFieldView kind="date-time" component="DateTimeField" props={withDefaults(props, DATE_TIME_FIELD_DEFAULTS)} />
}
