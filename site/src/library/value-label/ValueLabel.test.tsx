import { render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import { ValueLabel } from './ValueLabel'

beforeAll(async () => {
  await initI18n('en-US')
})

const parts = (container: HTMLElement) => {
  const root = container.querySelector<HTMLElement>('[data-value-label]')!
  return { root, term: root.querySelector('dt')!, value: root.querySelector('dd')! }
}

describe('ValueLabel', () => {
  it('shows the label as a term and the value as its definition', () => {
    const { container } = render(<ValueLabel label="Customer" value="Ada Lovelace" />)
    const { root, term, value } = parts(container)
    expect(root.tagName).toBe('DL')
    expect(term.textContent).toBe('Customer')
    expect(value.textContent).toBe('Ada Lovelace')
    expect(root.dataset.state).toBe('filled')
    expect(root.dataset.validation).toBe('none')
  })
  it('says “Not set” from the locale when the value is empty', () => {
    const { container } = render(<ValueLabel label="Customer" value="  " />)
    expect(parts(container).value.textContent).toBe('Not set')
    expect(parts(container).root.dataset.state).toBe('empty')
  })
  it('shows a skeleton and is busy while loading', () => {
    const { container } = render(<ValueLabel label="Customer" value="Ada" isLoading />)
    const { root, value } = parts(container)
    expect(root.dataset.state).toBe('loading')
    expect(value.getAttribute('aria-busy')).toBe('true')
    expect(value.querySelector('[data-loading="skeleton"]')).toBeTruthy()
    expect(value.textContent).toBe('Loading')
  })
  it('shows a validation state as icon, text and colour, and describes the value with it', () => {
    const { container } = render(<ValueLabel label="VAT number" value="DE123" validation={{ type: 'error', text: 'Not found in the register' }} />)
    const { root, value } = parts(container)
    expect(root.dataset.validation).toBe('error')
    expect(screen.getByRole('img', { name: 'Error' })).toBeTruthy()
    const message = document.getElementById(value.getAttribute('aria-describedby')!)!
    expect(message.textContent).toBe('Not found in the register')
  })
  it('writes numbers in the example locale', async () => {
    const de = i18n.cloneInstance({ lng: 'de-DE', initAsync: false })
    await de.loadLanguages('de-DE')
    await de.changeLanguage('de-DE')
    const { container } = render(
      <I18nextProvider i18n={de}>
        <ValueLabel label="Gewicht" value={1234.5} />
        <ValueLabel label="Leer" />
      </I18nextProvider>,
    )
    const [weight, empty] = container.querySelectorAll('dd')
    expect(weight.textContent).toBe('1.234,5')
    expect(empty.textContent).toBe('Nicht gesetzt')
  })
  it('shows custom content in place of the value', () => {
    const { container } = render(
      <ValueLabel label="Order">
        <a href="#o-1">O-1</a>
      </ValueLabel>,
    )
    expect(parts(container).root.dataset.state).toBe('filled')
    expect(screen.getByRole('link', { name: 'O-1' })).toBeTruthy()
  })
  it('logs a console error for an unknown validation type and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<ValueLabel label="Weight" value={3} validation={{ type: 'info' as never, text: 'Hm' }} />)
    expect(screen.getByText('Hm')).toBeTruthy()
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^ValueLabel: invalid prop "validation.type": Invalid option/)))
  })
})
