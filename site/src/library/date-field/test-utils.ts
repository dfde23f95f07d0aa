import { waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { expect } from 'vitest'

/**
 * Helpers of the date fields' view tests. An open picker holds hundreds of
 * elements (two grids, three time lists of up to 60 options), where
 * getByRole (which computes the role, name and visibility of every element)
 * takes seconds in jsdom; these look elements up by their ARIA attributes.
 */

/** setup is user-event without the pointer-events check, which reads the computed style of every ancestor on every click. */
export const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
export type User = ReturnType<typeof setup>

/** nameOf is an element's aria-label, or the text of its aria-labelledby elements. */
function nameOf(el: Element): string {
  const label = el.getAttribute('aria-label')
  if (label !== null) return label
  const ids = el.getAttribute('aria-labelledby')
  if (ids) return ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
  return el.textContent?.trim() ?? ''
}

/** byRole finds the one element of a role (by its role attribute or tag) with this name inside container. */
export function byRole(container: ParentNode, role: string, name: string): HTMLElement {
  const selector = role === 'button' ? 'button, [role="button"]' : `[role="${role}"]`
  const found = [...container.querySelectorAll<HTMLElement>(selector)].filter((el) => nameOf(el) === name)
  if (found.length !== 1) throw new Error(`${found.length} elements of role ${role} named "${name}"`)
  return found[0]
}

/** allByRole lists the elements of a role inside container. */
export function allByRole(container: ParentNode, role: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(role === 'button' ? 'button' : `[role="${role}"]`)]
}

/** cell is the grid cell of a day. */
export function cell(iso: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[role="grid"] [data-day="${iso}"]`)
  if (!el) throw new Error(`no cell for ${iso}`)
  return el
}

/** dialog is the open picker, or null. */
export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')

/** focusedDay is the day of the focused cell. */
export const focusedDay = () => (document.activeElement as HTMLElement | null)?.dataset.day

/** gridNames are the names (month titles) of the grids shown. */
export const gridNames = () => allByRole(document, 'grid').map(nameOf)

/** openPicker clicks the button that opens the picker and waits for the focus to land on a day. */
export async function openPicker(user: User, buttonName: string): Promise<HTMLElement> {
  await user.click(byRole(document, 'button', buttonName))
  await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('gridcell'))
  return dialog()!
}

/** option is the option of a time list. */
export function option(list: HTMLElement, text: string): HTMLElement {
  const found = [...list.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === text)
  if (!found) throw new Error(`no option ${text}`)
  return found
}
