import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { useValidatedProps } from '../use-validated-props'
import './loadings.css'
import { SKELETON_DEFAULTS, skeletonClasses, skeletonLineWidths, spinnerClasses } from './logic'
import type { SkeletonProps, SpinnerProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSpinnerSchema = () => import('./schema').then((m) => m.spinnerSchema)
const loadSkeletonSchema = () => import('./schema').then((m) => m.skeletonSchema)

/**
 * Spinner is the loadings' spinning ring: a status with the locale's
 * “Loading” (or its label) for screen readers, or decorative beside text
 * that already says what loads.
 */
export function Spinner(props: SpinnerProps) {
  useValidatedProps('Spinner', loadSpinnerSchema, props)
  const { t } = useTranslation()
  const className = spinnerClasses(props).join(' ')
  if (props.decorative) return <span className={className} data-loading="spinner" aria-hidden="true" />
  const label = typeof props.label === 'string' && props.label.trim() !== '' ? props.label : t('loadings.loading')
  return (
    <span role="status" data-loading="spinner" className="ts-spinner-status">
      <span className={className} aria-hidden="true" />
      <span className="ts-loading-label">{label}</span>
    </span>
  )
}

/**
 * Skeleton draws the grey shape of content that is still loading. It is
 * hidden from screen readers: the region that loads says so (aria-busy and a
 * status), once, not every shape.
 */
export function Skeleton(props: SkeletonProps) {
  useValidatedProps('Skeleton', loadSkeletonSchema, props)
  const { shape, lines } = withDefaults(props, SKELETON_DEFAULTS)
  const style: CSSProperties = {}
  if (props.width && shape !== 'circle' && shape !== 'square') style.inlineSize = props.width
  if (props.height && shape === 'block') style.blockSize = props.height
  if (shape === 'text') {
    return (
      <span className={skeletonClasses(props).join(' ')} style={style} data-loading="skeleton" data-shape="text" aria-hidden="true">
        {skeletonLineWidths(lines).map((w, i) => (
          <span key={i} className="ts-skeleton-line" style={w === '100%' ? undefined : { inlineSize: w }} />
        ))}
      </span>
    )
  }
  return <span className={skeletonClasses(props).join(' ')} style={style} data-loading="skeleton" data-shape={shape} aria-hidden="true" />
}
