import { useValidatedProps } from '../use-validated-props'
import { withDefaults } from '../with-defaults'
import { DATE_FIELD_DEFAULTS } from './logic'
import type { DateFieldProps } from './schema'
import { SingleDateFieldView } from './SingleDateFieldView'

const loadSchema = () => import('./schema').then((m) => m.dateFieldSchema)

/**
 * DateField asks for one day (YYYY-MM-DD). The day can be typed or picked in
 * a calendar dialog that opens from the calendar button, a click on the
 * label or Alt+ArrowDown; days before minimumDate or after maximumDate
 * cannot be picked. Picking a day closes the calendar.
 */
export function DateField(props: DateFieldProps) {
  useValidatedProps('DateField', loadSchema, props)
  return <SingleDateFieldView kind="date" component="DateField" props={withDefaults(props, DATE_FIELD_DEFAULTS)} />
}
