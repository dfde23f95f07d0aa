/** The checkout the breadcrumb examples walk through: its steps, and how far a person got. */
import { useState } from 'react'

/** checkoutSteps are the steps of the checkout, in order. */
export const checkoutSteps = ['Cart', 'Address', 'Shipping', 'Payment', 'Review']

/**
 * useCheckout keeps the step a person is on (active) and the furthest one
 * they reached; next goes one step on, startAgain back to the first.
 */
export function useCheckout() {
  const [reached, setReached] = useState(2)
  const [active, setActive] = useState(2)
  const last = checkoutSteps.length - 1
  const next = () => {
    const to = Math.min(active + 1, last)
    setActive(to)
    setReached(Math.max(reached, to))
  }
  const startAgain = () => {
    setReached(0)
    setActive(0)
  }
  return { active, reached, isLast: active === last, setActive, next, startAgain }
}
