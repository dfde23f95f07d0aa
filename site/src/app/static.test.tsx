// React's act() warns unless the environment says it supports it (testing-library sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydration, keepStaticLinks, LivePart, NEAR, partsHydrated, routerPath, Static, type LinkClick } from './static'

describe('routerPath', () => {
  const click = (over: Partial<LinkClick>): LinkClick => ({ href: '/tessera/usage/components/button', target: '', download: false, button: 0, modified: false, ...over })
  const origin = 'https://docs.example'
  it.each<[string, Partial<LinkClick>, string | null]>([
    ['a page of the site', {}, '/usage/components/button'],
    ['its query and hash kept', { href: '/tessera/usage/components/button?theme=dark#sizes' }, '/usage/components/button?theme=dark#sizes'],
    ['an absolute address of the site', { href: 'https://docs.example/tessera/' }, '/'],
    ['target _self', { target: '_self' }, '/usage/components/button'],
    ['another origin', { href: 'https://elsewhere.example/tessera/' }, null],
    ['outside the base', { href: '/other/' }, null],
    ['a new tab', { target: '_blank' }, null],
    ['a download', { download: true }, null],
    ['a middle click', { button: 1 }, null],
    ['a click with a modifier', { modified: true }, null],
  ])('%s', (_, over, want) => {
    expect(routerPath(click(over), origin, '/tessera/')).toBe(want)
  })
})

describe('Static', () => {
  afterEach(() => {
    hydration(false)
    document.body.innerHTML = ''
  })

  let bump = () => {}
  function Page({ word }: { word: string }) {
    const [n, setN] = useState(0)
    bump = () => setN(n + 1)
    return (
      <article>
        <Static as="p" className="prose">
          {word} <a href="/tessera/usage/components/button">button</a> {n}
        </Static>
        <button type="button" onClick={() => setN(n + 1)}>
          live {n}
        </button>
      </article>
    )
  }

  async function hydrate(serverWord: string, clientWord: string) {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page word={serverWord} />)
    document.body.append(container)
    const errors: unknown[] = []
    hydration(true)
    await act(async () => {
      hydrateRoot(container, <Page word={clientWord} />, { onRecoverableError: (e) => errors.push(e) })
    })
    hydration(false)
    return { container, errors }
  }

  it('keeps the HTML the build rendered through the first hydration and every update after it', async () => {
    // The client's words differ: a hydrated paragraph would take them (or fail), a kept one does not render them.
    const { container, errors } = await hydrate('Built', 'Client')
    expect(errors).toEqual([])
    expect(container.querySelector('p')!.textContent).toBe('Built button 0')
    await act(async () => bump())
    expect(container.querySelector('p')!.textContent).toBe('Built button 0')
    expect(container.querySelector('button')!.textContent).toBe('live 1')
  })

  it('renders its children when mounted outside the first hydration', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const { createRoot } = await import('react-dom/client')
    await act(async () => createRoot(container).render(<Page word="Client" />))
    expect(container.querySelector('p')!.textContent).toBe('Client button 0')
    await act(async () => bump())
    expect(container.querySelector('p')!.textContent).toBe('Client button 1')
  })

  it('sends a click on a kept link to the router, and leaves other links to the browser', async () => {
    const { container } = await hydrate('Built', 'Built')
    const navigate = vi.fn()
    const stop = keepStaticLinks(navigate)
    const outside = document.createElement('a')
    outside.href = '/tessera/usage/components/card'
    container.append(outside)
    const kept = container.querySelector('p a')!
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    kept.dispatchEvent(plain)
    expect(navigate).toHaveBeenCalledWith('/usage/components/button')
    expect(plain.defaultPrevented).toBe(true)
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
    kept.dispatchEvent(modified)
    expect(modified.defaultPrevented).toBe(false)
    const other = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    outside.dispatchEvent(other)
    expect(other.defaultPrevented).toBe(false)
    expect(navigate).toHaveBeenCalledTimes(1)
    stop()
  })
})

describe('LivePart', () => {
  afterEach(() => {
    hydration(false)
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
  })

  function Counter({ name }: { name: string }) {
    const [n, setN] = useState(0)
    return (
      <button type="button" onClick={() => setN(n + 1)}>
        {name} {n}
      </button>
    )
  }

  // Each test names its parts apart: a part puts off its hydration once per page, and the module is the page's.
  function Page({ names }: { names: string[] }) {
    return (
      <article>
        {names.map((name) => (
          <LivePart key={name} id={name}>
            <Counter name={name} />
          </LivePart>
        ))}
      </article>
    )
  }

  // The observer says a part came near when the test calls the function it left.
  function stubObserver() {
    const comeNear: (() => void)[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private cb: IntersectionObserverCallback) {}
        observe() {
          comeNear.push(() => this.cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver))
        }
        disconnect() {}
      },
    )
    return comeNear
  }

  // The first part is in the first screen, the second three screens down.
  async function firstLoad(names: string[]) {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page names={names} />)
    document.body.append(container)
    container.querySelectorAll('[data-live-part]').forEach((el, i) => {
      const top = i === 0 ? 0 : 3 * window.innerHeight + NEAR
      el.getBoundingClientRect = () => ({ top, bottom: top + 40 }) as DOMRect
    })
    const errors: unknown[] = []
    hydration(true)
    let ready = false
    await act(async () => {
      hydrateRoot(container, <Page names={names} />, { onRecoverableError: (e) => errors.push(e) })
    })
    hydration(false)
    void partsHydrated().then(() => (ready = true))
    await act(async () => {})
    const [near, far] = container.querySelectorAll('button')
    return { near, far, errors, ready: () => ready }
  }

  const isHydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))

  it('hydrates a part far below the first screen only where a click lands, and the page is ready without it', async () => {
    stubObserver()
    const { near, far, errors, ready } = await firstLoad(['a-near', 'a-far'])
    expect(isHydrated(near)).toBe(true)
    expect(isHydrated(far)).toBe(false)
    expect(ready()).toBe(true)
    // React hydrates the boundary a click lands in before it dispatches the click
    await act(async () => far.click())
    expect(isHydrated(far)).toBe(true)
    expect(far.textContent).toBe('a-far 1')
    expect(errors).toEqual([])
  })

  it('hydrates a far part once the observer says it came near', async () => {
    const comeNear = stubObserver()
    const { far } = await firstLoad(['b-near', 'b-far'])
    expect(isHydrated(far)).toBe(false)
    await act(async () => comeNear.forEach((f) => f()))
    expect(isHydrated(far)).toBe(true)
  })

  it('hydrates every part with the page when the page asks so, and is ready once they have', async () => {
    stubObserver()
    vi.stubGlobal('__tesseraHydrateAll', true)
    const { near, far, ready } = await firstLoad(['c-near', 'c-far'])
    expect(isHydrated(near)).toBe(true)
    expect(isHydrated(far)).toBe(true)
    expect(ready()).toBe(true)
  })
})
