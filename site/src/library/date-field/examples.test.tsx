import { render, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { PreferencesContext, type PreferencesValue } from '../../app/preferences-context'
import { PropsTable } from '../../docs/kit/PropsTable'
import { Toaster } from '../toaster/Toaster'
import { DATE_FIELD_SCHEMAS, DateFieldExamples, DateFieldNotes } from './examples'

beforeAll(() => initI18n('en-US'))

const prefs: PreferencesValue = { theme: 'default', locale: 'en-US', narrow: false, setTheme: () => {}, setLocale: () => {}, setNarrow: () => {} }

describe('date field examples', { timeout: 30000 }, () => {
  it('render with valid props, unique ids, and nothing open', async () => {
    const errors = vi.spyOn(console, 'error')
    const { container } = render(
      <PreferencesContext.Provider value={prefs}>
        <Toaster>
          <DateFieldExamples />
          <DateFieldNotes />
        </Toaster>
      </PreferencesContext.Provider>,
    )
    const ids = [...container.querySelectorAll('[data-example]')].map((e) => e.getAttribute('data-example'))
    expect(ids.length).toBeGreaterThan(5)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^date-/)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(container.querySelectorAll('[data-date-field]').length).toBeGreaterThan(10)
    // the props checks load their schemas lazily
    await new Promise((r) => setTimeout(r, 300))
    await waitFor(() => expect(errors).not.toHaveBeenCalled())
  })

  it('give each schema a props table', () => {
    for (const { name, schema } of DATE_FIELD_SCHEMAS) {
      const { container, unmount } = render(<PropsTable schema={schema} name={name} />)
      const props = [...container.querySelectorAll('[data-prop]')].map((r) => r.getAttribute('data-prop'))
      expect(props, name).toEqual(expect.arrayContaining(['label', 'value', 'minimumDate', 'maximumDate', 'shortcuts', 'open']))
      unmount()
    }
  })
})
