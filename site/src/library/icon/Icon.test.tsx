import { act, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { IconProps } from './schema'

// The icon set's registry as a page starts it, with only the shell's icons:
// an earlier file in this worker may have loaded the rest.
let Icon: typeof import('./Icon').Icon
let loadAllIcons: typeof import('./registry').loadAllIcons
let iconSetLoaded: typeof import('./registry').iconSetLoaded
beforeAll(async () => {
  vi.resetModules()
  ;({ Icon } = await import('./Icon'))
  ;({ loadAllIcons, iconSetLoaded } = await import('./registry'))
})

/** drawnWithTheSet is the markup of an icon rendered with the whole set loaded, as the docs' prerender draws it. */
async function drawnWithTheSet(name: IconProps['name']): Promise<string> {
  await loadAllIcons()
  const { container, unmount } = render(<Icon name={name} />)
  const html = container.innerHTML
  unmount()
  return html
}

/** serverBox puts html in a box in the document, as the page the browser parsed. */
function serverBox(html: string): HTMLDivElement {
  const box = document.createElement('div')
  box.innerHTML = html
  document.body.append(box)
  return box
}

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology, with no role', () => {
    const { container } = render(<Icon name="close" />)
    const icon = container.querySelector('[data-icon="close"]')!
    expect(icon.getAttribute('aria-hidden')).toBe('true')
    expect(icon.getAttribute('role')).toBeNull()
    expect(icon.getAttribute('data-size')).toBe('medium')
    expect(icon.querySelector('svg')).not.toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('is an image named by its label when it has one', () => {
    render(<Icon name="notifications" label="3 new notifications" size="large" />)
    const icon = screen.getByRole('img', { name: '3 new notifications' })
    expect(icon.getAttribute('aria-hidden')).toBeNull()
    expect(icon.getAttribute('data-size')).toBe('large')
  })

  it('draws an icon outside the shell set once the set has loaded', { timeout: 30_000 }, async () => {
    const { container } = render(<Icon name="zip" size="small" />)
    const icon = container.querySelector('[data-icon="zip"]')!
    expect(icon.getAttribute('data-state')).toBe('loading')
    await waitFor(() => expect(icon.getAttribute('data-state')).toBe('ready'), { timeout: 25_000 })
    expect(icon.querySelector('svg')).not.toBeNull()
  })

  it('hydrates what the server drew when the rest of the set landed before it, then draws the icon', { timeout: 30_000 }, async () => {
    // the server draws an icon outside the shell set as loading; the browser has the whole set by the time this part hydrates
    const box = serverBox(renderToString(<Icon name="archive" />))
    await loadAllIcons()
    expect(box.querySelector('[data-icon="archive"]')!.getAttribute('data-state')).toBe('loading')
    await act(async () => {
      hydrateRoot(box, <Icon name="archive" />)
    })
    const icon = box.querySelector('[data-icon="archive"]')!
    await waitFor(() => expect(icon.getAttribute('data-state')).toBe('ready'))
    expect(icon.querySelector('svg')).not.toBeNull()
    box.remove()
  })

  it('keeps a drawing the server made with the whole set and loads no set for it, until its name changes', { timeout: 30_000 }, async () => {
    // the docs' prerender draws every icon; a page of them hydrating must not load the set only to draw each again
    const html = await drawnWithTheSet('archive')
    vi.resetModules()
    const fresh = { ...(await import('./Icon')), ...(await import('./registry')) }
    const box = serverBox(html)
    const root = await act(async () => hydrateRoot(box, <fresh.Icon name="archive" />))
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    const icon = box.querySelector('[data-icon="archive"]')!
    expect(icon.innerHTML).toBe(html.match(/<svg.*<\/svg>/)![0])
    expect(icon.getAttribute('data-state')).toBe('ready')
    expect(fresh.iconSetLoaded()).toBe(false)
    act(() => root.render(<fresh.Icon name="zip" />))
    // the new name's element no longer shows the kept drawing while its own loads
    expect(box.querySelector('[data-icon="zip"]')!.innerHTML).toBe('')
    await waitFor(() => expect(box.querySelector('[data-icon="zip"]')?.getAttribute('data-state')).toBe('ready'), { timeout: 25_000 })
    expect(fresh.iconSetLoaded()).toBe(true)
    expect(box.querySelector('[data-icon="zip"] svg')).not.toBeNull()
    box.remove()
  })

  it('keeps a drawing the server made when the set landed before it hydrated: the same node, never emptied', { timeout: 30_000 }, async () => {
    // a live example far down hydrates after another part of the page loaded the set (the filters page's trigger)
    const box = serverBox(await drawnWithTheSet('filter'))
    const drawn = box.querySelector('[data-icon="filter"] svg')
    expect(drawn).not.toBeNull()
    await act(async () => {
      hydrateRoot(box, <Icon name="filter" />)
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    const icon = box.querySelector('[data-icon="filter"]')!
    expect(icon.getAttribute('data-state')).toBe('ready')
    expect(icon.querySelector('svg')).toBe(drawn)
    box.remove()
  })

  it('logs the props error for an unknown name, naming Icon, the prop and the rule, and draws nothing once the set has landed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(<Icon {...({ name: 'rocket_ship' } as unknown as IconProps)} />)
    const icon = container.querySelector('[data-icon="rocket_ship"]')!
    expect(icon.getAttribute('data-state')).toBe(iconSetLoaded() ? 'unknown' : 'loading')
    await waitFor(() => expect(icon.getAttribute('data-state')).toBe('unknown'))
    expect(icon.innerHTML).toBe('')
    expect(icon.getAttribute('aria-hidden')).toBe('true')
    await waitFor(() => expect(error).toHaveBeenCalledWith('Icon: invalid prop "name": must be one of the icon names (see Foundations / Icons / List)'))
  })

  it('logs an empty label and stays decorative', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(<Icon name="edit" label=" " />)
    expect(container.querySelector('[data-icon="edit"]')!.getAttribute('aria-hidden')).toBe('true')
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('Icon: invalid prop "label": may not be empty')))
  })

  it('logs an unknown size', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Icon {...({ name: 'edit', size: 'huge' } as unknown as IconProps)} />)
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('Icon: invalid prop "size"')))
  })
})
