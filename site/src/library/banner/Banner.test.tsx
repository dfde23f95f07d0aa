import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import { Banner as Plain } from './Banner'
import type { BannerProps } from './schema'

beforeAll(() => initI18n('en-US'))

const Translated = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
const Banner = (props: BannerProps) => (
  <Translated>
    <Plain {...props} />
  </Translated>
)

describe('Banner', () => {
  it('is an alert for an error and a status otherwise, with the type for screen readers', () => {
    render(
      <>
        <Banner type="error" text="Payment failed" />
        <Banner type="success" header="Saved" text="All changes are stored" />
      </>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Payment failed')
    expect(alert.dataset.type).toBe('error')
    expect(alert.querySelector('[data-icon="error"]')).not.toBeNull()
    const status = screen.getByRole('status')
    expect(status.textContent).toMatch(/Success: ?Saved/)
    expect(status.querySelector('[data-icon="check_circle"]')).not.toBeNull()
  })

  it('renders its action as a button, or as a link with an href', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <>
        <Banner text="Update ready" action={{ label: 'Install', onClick }} />
        <Banner text="New terms" action={{ label: 'Read them', href: '#terms' }} />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Install' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(screen.getByRole('link', { name: 'Read them' }).getAttribute('href')).toBe('#terms')
  })

  it('closes uncontrolled and shows no close button unless closable', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { rerender } = render(<Banner text="Hello" />)
    expect(screen.queryByRole('button', { name: 'Close message' })).toBeNull()
    rerender(<Banner text="Hello" closable onOpenChange={onOpenChange} />)
    await user.click(screen.getByRole('button', { name: 'Close message' }))
    expect(screen.queryByText('Hello')).toBeNull()
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('is restored when controlled', async () => {
    const user = userEvent.setup()
    function Restorable() {
      const [open, setOpen] = useState(true)
      return (
        <>
          <Banner text="Hello" closable open={open} onOpenChange={setOpen} />
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Restore
            </button>
          )}
        </>
      )
    }
    render(<Restorable />)
    await user.click(screen.getByRole('button', { name: 'Close message' }))
    expect(screen.queryByText('Hello')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Restore' }))
    expect(screen.getByText('Hello')).toBeTruthy()
  })

  it('logs a console error for an invalid type and still renders as info', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // @ts-expect-error an invalid type on purpose
    render(<Banner type="danger" text="Careful" />)
    expect(screen.getByRole('status').dataset.type).toBe('info')
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Banner: invalid prop "type": /)))
    error.mockRestore()
  })
})
