import { useState } from 'react'
import { Breadcrumb, type BreadcrumbItem } from '@tessera-ds/library/breadcrumb'
import demo from './demo.module.css'

const steps = ['Cart', 'Address', 'Shipping', 'Payment', 'Review']

export default function TextSeparator() {
  const [reached, setReached] = useState(2)
  const [active, setActive] = useState(2)
  const items: BreadcrumbItem[] = steps.map((title, index) => ({ title, isCompleted: index < reached, onClick: () => setActive(index) }))
  const next = () => {
    const to = Math.min(active + 1, steps.length - 1)
    setActive(to)
    setReached(Math.max(reached, to))
  }
  const startAgain = () => {
    setReached(0)
    setActive(0)
  }
  return (
    <div className={demo.stack}>
      <Breadcrumb label="Checkout steps, text separator" current="step" items={items} activeIndex={active} separator={{ style: 'text', value: '/' }} />
      <div className="ts-cluster ts-gap-4">
        <button type="button" className={demo.button} onClick={next} disabled={active === steps.length - 1}>
          Next step
        </button>
        <button type="button" className={demo.button} onClick={startAgain}>
          Start again
        </button>
        <span className={demo.note} aria-live="polite">
          Step {active + 1} of {steps.length}: {steps[active]}
        </span>
      </div>
    </div>
  )
}
