// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { createElement, Fragment } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../../app/i18n'
import { PreferencesContext, type PreferencesValue } from '../../../app/preferences-context'
import { dateFieldSchema, dateRangeFieldSchema, dateTimeFieldSchema, dateTimeRangeFieldSchema } from '../../../library/date-field/schema'
import { Toaster } from '../../../library/toaster/Toaster'
import { Example } from '../../kit/Example'
import { examples } from '../../kit/examples'
import { parseStates } from '../../kit/parse-states'
import { PropsTable } from '../../kit/PropsTable'
import { schemaDocs } from '../../kit/schema-docs'

// A .ts file, so the page's glob over this folder's .tsx modules does not take it for an example.
const ex = examples(
  import.meta.glob('./*.tsx', { eager: true }),
  import.meta.glob('./*.tsx', { eager: true, query: '?raw', import: 'default' }),
  parseStates,
)

beforeAll(() => initI18n('en-US'))

const prefs: PreferencesValue = { theme: 'default', locale: 'en-US', setTheme: () => {}, setLocale: () => {}, setNarrow: () => {} }

describe('date field examples', { timeout: 30000 }, () => {
  it('render with valid props, ids prefixed date-, and nothing open', async () => {
    const errors = vi.spyOn(console, 'error')
    const blocks = Object.values(ex).map((example) => createElement(Example, { key: example.id, example }))
    const { container } = render(createElement(PreferencesContext.Provider, { value: prefs }, createElement(Toaster, null, createElement(Fragment, null, ...blocks))))
    const ids = [...container.querySelectorAll('[data-example]')].map((e) => e.getAttribute('data-example'))
    expect(ids.length).toBeGreaterThan(5)
    for (const id of ids) expect(id).toMatch(/^date-/)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(container.querySelectorAll('[data-date-field]').length).toBeGreaterThan(10)
    // the props checks load their schemas lazily
    await new Promise((r) => setTimeout(r, 300))
    await waitFor(() => expect(errors).not.toHaveBeenCalled())
  })

  it('give each schema a props table', () => {
    const schemas = { DateField: dateFieldSchema, DateRangeField: dateRangeFieldSchema, DateTimeField: dateTimeFieldSchema, DateTimeRangeField: dateTimeRangeFieldSchema }
    for (const [name, schema] of Object.entries(schemas)) {
      const { container, unmount } = render(createElement(PropsTable, { schema: schemaDocs(schema), name }))
      const props = [...container.querySelectorAll('[data-prop]')].map((r) => r.getAttribute('data-prop'))
      expect(props, name).toEqual(expect.arrayContaining(['label', 'value', 'minimumDate', 'maximumDate', 'shortcuts', 'open']))
      unmount()
    }
  })
})
