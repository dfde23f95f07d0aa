import type { CSSProperties, ElementType } from 'react'
import { useValidatedProps } from '../use-validated-props'
import styles from './Grid.module.css'
import { COL_DEFAULTS, colLayout, ROW_DEFAULTS, rowStyle } from './logic'
import type { ColProps, RowProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadRowSchema = () => import('./schema').then((m) => m.rowSchema)
const loadColSchema = () => import('./schema').then((m) => m.colSchema)

/** Row lays its columns out on a GRID_COLUMNS-column grid, with a gutter between them (DEFAULT_GUTTER px) and a gap between wrapped lines (DEFAULT_GAP). */
export function Row(props: RowProps) {
  useValidatedProps('Row', loadRowSchema, props)
  const Tag: ElementType = withDefaults(props, ROW_DEFAULTS).tag
  return (
    <Tag className={styles.row} data-grid-row="" style={rowStyle(props) as CSSProperties}>
      {props.children}
    </Tag>
  )
}

/** Col spans some of its row's GRID_COLUMNS columns (all of them unless told), with spans per breakpoint from the tokens' BREAKPOINTS widths up. */
export function Col(props: ColProps) {
  useValidatedProps('Col', loadColSchema, props)
  const Tag: ElementType = withDefaults(props, COL_DEFAULTS).tag
  const { classes, style } = colLayout(props)
  return (
    <Tag className={[styles.col, ...classes.map((c) => styles[c])].join(' ')} data-grid-col="" style={style as CSSProperties}>
      {props.children}
    </Tag>
  )
}
