import { useValidatedProps } from '../use-validated-props'
import styles from './Button.module.css'
import type { ButtonGroupProps } from './schema'

const loadSchema = () => import('./schema').then((m) => m.buttonGroupSchema)

/** ButtonGroup joins related buttons into one block: a group (role="group") that a label may name. */
export function ButtonGroup(props: ButtonGroupProps) {
  useValidatedProps('ButtonGroup', loadSchema, props)
  return (
    <div role="group" className={styles.group} data-button-group="" aria-label={props.label}>
      {props.children}
    </div>
  )
}
