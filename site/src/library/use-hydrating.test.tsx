import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { hydrationSettled, useHydrating } from './use-hydrating'

/** Probe shows whether it renders as the server (useHydrating), records each render's answer and says when it committed. */
function Probe({ seen, committed = () => {} }: { seen: boolean[]; committed?: () => void }) {
  const hydrating = useHydrating()
  seen.push(hydrating)
  // after the hook's own effect, as the page's root asks once its tree committed
  useEffect(committed, [committed])
  return <output>{hydrating ? 'server' : 'client'}</output>
}

describe('useHydrating', () => {
  it('is true on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<output>server</output>')
  })

  it('is false from the first render of a component the client mounts, and nothing is left to settle', async () => {
    const seen: boolean[] = []
    const { container } = render(<Probe seen={seen} />)
    expect(seen.every((h) => !h)).toBe(true)
    expect(container.textContent).toBe('client')
    await hydrationSettled()
  })

  it('hydrates as the server rendered, then renders once more as the client, and settles only after that', async () => {
    const box = document.createElement('div')
    box.innerHTML = renderToString(<Probe seen={[]} />)
    document.body.append(box)
    const seen: boolean[] = []
    const errors: unknown[] = []
    // no act: React commits the hydration, then the transition, on its own
    let root!: ReturnType<typeof hydrateRoot>
    await new Promise<void>((committed) => {
      root = hydrateRoot(box, <Probe seen={seen} committed={committed} />, { onRecoverableError: (e) => errors.push(e) })
    })
    expect(box.textContent).toBe('server')
    await hydrationSettled()
    expect(box.textContent).toBe('client')
    expect(seen[0]).toBe(true)
    expect(seen.at(-1)).toBe(false)
    expect(errors).toEqual([])
    await act(async () => root.unmount())
    box.remove()
  })
})
