// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { KeyboardEvent, MouseEvent } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSplitButton, type SplitButtonOptions } from './use-split-button'

const actions = [{ label: 'Save as draft', onClick: vi.fn() }, { label: 'Save as template', isDisabled: true }, { label: 'Save and close', onClick: vi.fn() }]
const defaults: SplitButtonOptions = { actions, defaultOpen: false, isDisabled: false, isLoading: false }
const setup = (o: Partial<SplitButtonOptions> = {}) => renderHook((p: SplitButtonOptions) => useSplitButton(p), { initialProps: { ...defaults, ...o } })
type Api = { current: ReturnType<typeof useSplitButton> }
const key = (k: string) => ({ key: k, preventDefault: vi.fn() }) as unknown as KeyboardEvent<HTMLButtonElement> & KeyboardEvent<HTMLUListElement>

/**
 * mountItems gives the hook a real arrow button, menu and items (as the view's
 * refs would), so the menu can be placed and the focus can move.
 */
function mountItems(r: Api) {
  const button = document.createElement('button')
  const menu = document.createElement('ul')
  document.body.append(button, menu)
  act(() => {
    r.current.getArrowButtonProps().ref(button)
    r.current.getMenuProps().ref(menu)
  })
  const items = actions.map((_, i) => {
    const li = document.createElement('li')
    li.tabIndex = -1
    document.body.append(li)
    r.current.getItemProps(i).ref(li)
    return li
  })
  return items
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('useSplitButton', () => {
  it('starts closed, the arrow button a menu button that controls the menu only when open', () => {
    const { result } = setup()
    const arrow = result.current.getArrowButtonProps()
    expect(result.current.open).toBe(false)
    expect(arrow).toMatchObject({ 'aria-haspopup': 'menu', 'aria-expanded': false, 'aria-controls': undefined })
    act(() => arrow.onClick())
    expect(result.current.open).toBe(true)
    expect(result.current.getArrowButtonProps()['aria-controls']).toBe(result.current.getMenuProps().id)
    expect(result.current.getMenuProps()['aria-labelledby']).toBe(arrow.id)
    act(() => result.current.getArrowButtonProps().onClick())
    expect(result.current.open).toBe(false)
  })

  it('opens on ArrowDown with the first action focused once placed, and moves past disabled ones', async () => {
    const { result } = setup()
    const items = mountItems(result)
    const down = key('ArrowDown')
    act(() => result.current.getArrowButtonProps().onKeyDown(down))
    expect(down.preventDefault).toHaveBeenCalled()
    expect(result.current.open).toBe(true)
    // not before the menu is placed: the browser would scroll to where it was
    expect(document.activeElement).not.toBe(items[0])
    await waitFor(() => expect(document.activeElement).toBe(items[0]))
    act(() => result.current.getMenuProps().onKeyDown(key('ArrowDown')))
    expect(document.activeElement).toBe(items[2])
    act(() => result.current.getMenuProps().onKeyDown(key('Home')))
    expect(document.activeElement).toBe(items[0])
  })

  it('opens on ArrowUp with the last action focused', async () => {
    const { result } = setup()
    const items = mountItems(result)
    act(() => result.current.getArrowButtonProps().onKeyDown(key('ArrowUp')))
    await waitFor(() => expect(document.activeElement).toBe(items[2]))
  })

  it('runs the focused action on Enter and closes, and skips a disabled one clicked', () => {
    const { result } = setup({ defaultOpen: true })
    const items = mountItems(result)
    act(() => result.current.getItemProps(1).onClick())
    expect(result.current.open).toBe(true)
    expect(result.current.getItemProps(1)['aria-disabled']).toBe(true)
    items[2].focus()
    act(() => result.current.getMenuProps().onKeyDown(key('Enter')))
    expect(actions[2].onClick).toHaveBeenCalled()
    expect(result.current.open).toBe(false)
  })

  it('closes on Escape and Tab', () => {
    const onOpenChange = vi.fn()
    const { result } = setup({ defaultOpen: true, onOpenChange })
    act(() => result.current.getMenuProps().onKeyDown(key('Escape')))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    act(() => result.current.getArrowButtonProps().onClick())
    act(() => result.current.getMenuProps().onKeyDown(key('Tab')))
    expect(result.current.open).toBe(false)
  })

  it('closes on a press outside', () => {
    const { result } = setup({ defaultOpen: true })
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    })
    expect(result.current.open).toBe(false)
  })

  it('neither runs nor opens while loading', () => {
    const onClick = vi.fn()
    const { result } = setup({ isLoading: true, onClick })
    expect(result.current.state).toBe('loading')
    const click = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement>
    result.current.getMainButtonProps().onClick(click)
    expect(onClick).not.toHaveBeenCalled()
    expect(click.preventDefault).toHaveBeenCalled()
    expect(result.current.getMainButtonProps()).toMatchObject({ 'aria-busy': true, 'aria-disabled': true })
    act(() => result.current.getArrowButtonProps().onKeyDown(key('ArrowDown')))
    expect(result.current.open).toBe(false)
  })
})
