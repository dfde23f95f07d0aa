import { Skeleton, Spinner } from '@tessera-ds/library/loadings'
import demo from './demo.module.css'

export default function SkeletonCard() {
  return (
    <section className={demo.card} aria-busy="true" aria-label="Customer">
      <Skeleton shape="circle" size="large" />
      <div className={`ts-stack ts-gap-3 ${demo.grow}`}>
        <Skeleton size="large" width="50%" />
        <Skeleton shape="text" lines={3} />
      </div>
      <Spinner size="small" tone="muted" />
    </section>
  )
}
