import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Actionbar } from './Actionbar'
import type { ActionbarProps } from './schema'

const items: ActionbarProps['items'] = [
  { title: 'Button', props: { href: '#button' } },
  { title: 'Tag', isActive: true, props: { href: '#tag' }, badges: [{ text: 'ts', description: 'Written in TypeScript' }] },
  { title: 'Archive', isDisabled: true },
]

const root = (c: HTMLElement) => c.querySelector<HTMLElement>('[data-actionbar]')!

/**
 * screenWidth stands in for the screen's width: every media query matches while it is narrow (below 840 px). The function
 * it returns changes the width and tells the queries' listeners, as a resize across 840 px does.
 */
function screenWidth(narrow: boolean) {
  const listeners = new Set<() => void>()
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        media,
        get matches() {
          return narrow
        },
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      }) as unknown as MediaQueryList,
  )
  return (next: boolean) =>
    act(() => {
      narrow = next
      for (const l of listeners) l()
    })
}

afterEach(() => vi.restoreAllMocks())

describe('Actionbar as a column', () => {
  it('is a landmark named by its title, with the whole list and no control', () => {
    const { container } = render(<Actionbar headerTitle="Components" items={items} />)
    expect(screen.getByRole('navigation', { name: 'Components' })).toBeTruthy()
    expect(root(container).dataset.state).toBe('column')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: /Tag/ }).getAttribute('aria-current')).toBe('page')
    expect(container.querySelector('ul')!.hidden).toBe(false)
  })
})

describe('Actionbar badges', () => {
  const tagged: ActionbarProps['items'] = [
    { title: 'Accordion', props: { href: '#accordion' }, badges: [{ text: 'ts', description: 'Written in TypeScript' }, { text: 'zod', description: 'Uses zod' }] },
    { title: 'Grid', props: { href: '#grid' }, badges: [{ text: 'css', description: 'Not a component, just CSS' }] },
    { title: 'Button', props: { href: '#button' } },
  ]

  it.each([
    ['Accordion', 'Written in TypeScript; Uses zod', ['ts', 'zod']],
    ['Grid', 'Not a component, just CSS', ['css']],
    ['Button', '', []],
  ])('names the link %s by its title alone, its badges described (%s) and still shown', (title, description, shown) => {
    render(<Actionbar headerTitle="Components" items={tagged} />)
    const link = screen.getByRole('link', { name: title, description })
    expect([...link.querySelectorAll('[data-badge]')].map((b) => b.textContent)).toEqual(shown)
  })

  it('keeps tag text out of every name in the first render’s two presentations, with ids of their own', () => {
    const html = renderToString(<Actionbar headerTitle="Components" items={tagged} />)
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />)
    expect(screen.getAllByRole('link', { name: 'Accordion', description: 'Written in TypeScript; Uses zod' })).toHaveLength(1)
    expect(screen.queryAllByRole('link', { name: /\b(ts|zod|css)\b/ })).toEqual([])
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('Actionbar as a bar', () => {
  it('collapses to a control that names the current page, its badges as its description (variant top)', () => {
    const { container } = render(<Actionbar headerTitle="Components" items={items} variant="top" />)
    const control = screen.getByRole('button', { name: 'Tag', description: 'Written in TypeScript' })
    expect(screen.getByRole('navigation', { name: 'Components' })).toBeTruthy()
    expect(control.getAttribute('aria-expanded')).toBe('false')
    const list = document.getElementById(control.getAttribute('aria-controls')!)!
    expect(list.tagName).toBe('UL')
    expect(list.hidden).toBe(true)
    expect(root(container).dataset.state).toBe('closed')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('collapses for variant auto on a narrow screen', () => {
    screenWidth(true)
    const { container } = render(<Actionbar headerTitle="Components" items={items} />)
    expect(root(container).dataset.state).toBe('closed')
    expect(screen.getByRole('button', { name: 'Tag' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('names the section when no item is active', () => {
    render(<Actionbar headerTitle="Components" items={[{ title: 'Button', props: { href: '#b' } }]} variant="top" />)
    expect(screen.getByRole('button', { name: 'Components' })).toBeTruthy()
  })

  it('opens and closes with Enter and Space, the list in the tab order while open', async () => {
    const user = userEvent.setup()
    const { container } = render(<Actionbar headerTitle="Components" items={items} variant="top" />)
    await user.tab()
    const control = screen.getByRole('button', { name: 'Tag' })
    expect(document.activeElement).toBe(control)
    await user.keyboard('{Enter}')
    expect(control.getAttribute('aria-expanded')).toBe('true')
    expect(root(container).dataset.state).toBe('open')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Button' }))
    await user.tab({ shift: true })
    await user.keyboard(' ')
    expect(control.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(control.getAttribute('aria-controls')!)!.hidden).toBe(true)
  })

  it('closes on Escape and returns the focus to the control', async () => {
    const user = userEvent.setup()
    render(<Actionbar headerTitle="Components" items={items} variant="top" />)
    const control = screen.getByRole('button', { name: 'Tag' })
    await user.click(control)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Button' }))
    await user.keyboard('{Escape}')
    expect(control.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(control)
  })

  it('closes when an item is chosen, after the item’s own click', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn((e: Event) => e.preventDefault())
    render(<Actionbar headerTitle="Components" items={[{ title: 'Button', props: { href: '#b', onClick } }, ...items.slice(1)]} variant="top" />)
    const control = screen.getByRole('button', { name: 'Tag' })
    await user.click(control)
    await user.click(screen.getByRole('link', { name: 'Button' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(control.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(control)
  })

  it('stays closed when an item is chosen with Enter, the focus back on the control', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn((e: Event) => e.preventDefault())
    render(<Actionbar headerTitle="Components" items={[{ title: 'Button', props: { href: '#b', onClick } }, ...items.slice(1)]} variant="top" />)
    const control = screen.getByRole('button', { name: 'Tag' })
    await user.click(control)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(control)
    expect(control.getAttribute('aria-expanded')).toBe('false')
    await user.keyboard('{Enter}')
    expect(control.getAttribute('aria-expanded')).toBe('true')
  })

  it('closes when the presentation changes to the column', async () => {
    const user = userEvent.setup()
    const { container, rerender } = render(<Actionbar headerTitle="Components" items={items} variant="top" />)
    await user.click(screen.getByRole('button', { name: 'Tag' }))
    rerender(<Actionbar headerTitle="Components" items={items} variant="side" />)
    expect(root(container).dataset.state).toBe('column')
    rerender(<Actionbar headerTitle="Components" items={items} variant="top" />)
    expect(root(container).dataset.state).toBe('closed')
  })

  it('ignores Escape while closed', () => {
    const { container } = render(<Actionbar headerTitle="Components" items={items} variant="top" />)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Tag' }), { key: 'Escape' })
    expect(root(container).dataset.state).toBe('closed')
  })
})

describe('Actionbar button items', () => {
  it('renders a button item that calls its onClick, like a link item', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const { container } = render(<Actionbar headerTitle="Orders" items={[{ title: 'Export', component: 'button', props: { type: 'button', onClick } }, ...items]} />)
    const button = screen.getByRole('button', { name: 'Export' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toBe(container.querySelector('a')!.className)
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('Actionbar before the width is known', () => {
  const items = [{ title: 'Open', isActive: true }, { title: 'Closed' }]
  const parse = (html: string) => {
    const root = document.createElement('div')
    root.innerHTML = html
    return [...root.querySelectorAll('nav')].map((n) => {
      const title = n.querySelector('h2')!
      const list = n.querySelector('ul')!
      return `${n.dataset.presentation}:${n.dataset.media ?? ''}:${n.getAttribute('aria-labelledby') === title.id}:${list.hidden}`
    })
  }

  it('variant auto renders both presentations on a server, each labelled by its own title, with ids of their own', () => {
    const html = renderToString(<Actionbar headerTitle="Orders" items={items} />)
    expect(parse(html)).toEqual(['column:wide:true:false', 'bar:narrow:true:true'])
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each([
    ['narrow', true, 'bar'],
    ['wide', false, 'column'],
  ] as const)('hydrated on a %s screen, keeps the presentation it shows as the element the server drew', async (_, narrow, shown) => {
    const box = document.createElement('div')
    box.innerHTML = renderToString(<Actionbar headerTitle="Orders" items={items} />)
    document.body.append(box)
    const drawn = box.querySelector(`nav[data-presentation="${shown}"]`)
    if (narrow) screenWidth(true)
    await act(async () => {
      hydrateRoot(box, <Actionbar headerTitle="Orders" items={items} />)
    })
    expect(box.querySelectorAll('nav')).toHaveLength(1)
    // the same node: what it holds (the control's icon, drawn by the server) is not made again
    expect(box.querySelector('nav')).toBe(drawn)
    expect(parse(box.innerHTML)).toEqual([narrow ? 'bar::true:true' : 'column::true:false'])
  })

  it('keeps its element when the width crosses 840 px after it was known', () => {
    const resize = screenWidth(false)
    const { container } = render(<Actionbar headerTitle="Orders" items={items} />)
    const shown = root(container)
    expect(shown.dataset.state).toBe('column')
    resize(true)
    expect(container.querySelectorAll('nav')).toHaveLength(1)
    expect(root(container)).toBe(shown)
    expect(shown.dataset.state).toBe('closed')
  })

  it.each([
    ['top', ['bar::true:true']],
    ['side', ['column::true:false']],
  ] as const)('variant %s renders one', (variant, want) => {
    expect(parse(renderToString(<Actionbar headerTitle="Orders" items={items} variant={variant} />))).toEqual(want)
  })
})
