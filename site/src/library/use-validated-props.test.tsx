import { render, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { useValidatedProps } from './use-validated-props'

const schema = z.object({ label: z.string().min(1) })
const loadSchema = () => Promise.resolve(schema)

function Probe(props: { label: string }) {
  useValidatedProps('Probe', loadSchema, props)
  return null
}

describe('useValidatedProps', () => {
  it('logs a console error for each broken rule, naming the component and the prop, once idle', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Probe label="" />)
    expect(errors).not.toHaveBeenCalled()
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1))
    expect(errors.mock.calls[0][0]).toMatch(/^Probe: invalid prop "label": /)
  })

  it('checks every component of a page, and only their last props', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <Probe key={i} label={i % 10 === 0 ? '' : 'ok'} />
        ))}
      </>,
    )
    rerender(
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <Probe key={i} label={i % 15 === 0 ? '' : 'ok'} />
        ))}
      </>,
    )
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2))
    await new Promise((r) => setTimeout(r, 50))
    expect(errors).toHaveBeenCalledTimes(2)
  })

  it('checks nothing for a component gone before the browser was idle', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { unmount } = render(<Probe label="" />)
    unmount()
    await new Promise((r) => setTimeout(r, 50))
    expect(errors).not.toHaveBeenCalled()
  })

  it('says so when the schema does not load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken() {
      useValidatedProps('Broken', () => Promise.reject(new Error('offline')), {})
      return null
    }
    render(<Broken />)
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Broken: could not load its props schema:', expect.any(Error)))
  })
})
