import demo from './demo.module.css'

export default function SkeletonShapes() {
  return (
    <div className="ts-stack ts-gap-4" aria-hidden="true">
      <div className={demo.row}>
        <span className="ts-skeleton ts-skeleton-circle ts-skeleton-sm" />
        <span className="ts-skeleton ts-skeleton-circle" />
        <span className="ts-skeleton ts-skeleton-circle ts-skeleton-lg" />
        <span className="ts-skeleton ts-skeleton-square ts-skeleton-sm" />
        <span className="ts-skeleton ts-skeleton-square" />
        <span className="ts-skeleton ts-skeleton-square ts-skeleton-lg" />
      </div>
      <span className="ts-skeleton ts-skeleton-rect ts-skeleton-sm" style={{ width: '40%' }} />
      <span className="ts-skeleton ts-skeleton-rect" style={{ width: '60%' }} />
      <span className="ts-skeleton ts-skeleton-rect ts-skeleton-lg" style={{ width: '80%' }} />
    </div>
  )
}
