import { Breadcrumb, type BreadcrumbItem } from '@tessera-ds/library/breadcrumb'
import { Button } from '@tessera-ds/library/button'
import { checkoutSteps as steps, useCheckout } from '../shared/checkout'
import demo from './demo.module.css'

export default function Checkout() {
  const { active, reached, isLast, setActive, next, startAgain } = useCheckout()
  const items: BreadcrumbItem[] = steps.map((title, index) => ({ title, isCompleted: index < reached, onClick: () => setActive(index) }))
  return (
    <div className={demo.stack}>
      <Breadcrumb label="Checkout steps" current="step" items={items} activeIndex={active} />
      <div className="ts-cluster ts-gap-4">
        <Button variant="primary" label="Next step" isDisabled={isLast} onClick={next} />
        <Button label="Start again" onClick={startAgain} />
        <span className={demo.note} aria-live="polite">
          Step {active + 1} of {steps.length}: {steps[active]}
        </span>
      </div>
    </div>
  )
}
