export default function SkeletonText() {
  return (
    <div className="ts-stack ts-gap-4" aria-hidden="true">
      <div className="ts-skeleton-text">
        <span className="ts-skeleton-line" />
        <span className="ts-skeleton-line" />
        <span className="ts-skeleton-line" />
        <span className="ts-skeleton-line" />
      </div>
      <span className="ts-skeleton ts-skeleton-block" />
    </div>
  )
}
