import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { initI18n } from '../../app/i18n'
import { PreferencesContext, type PreferencesValue } from '../../app/preferences-context'
import { Toaster } from '../../library/toaster/Toaster'
import { nonEmpty } from '../../library/validate'
import { Playground } from './Playground'
import { DEFER_LAYOUT } from './defer-layout'
import { PropsTable } from './PropsTable'
import { schemaDocs } from './schema-docs'

const prefs: PreferencesValue = { theme: 'default', locale: 'de-DE', setTheme: () => {}, setLocale: () => {}, setNarrow: () => {} }

function wrap(children: ReactNode) {
  return (
    <PreferencesContext.Provider value={prefs}>
      <Toaster>{children}</Toaster>
    </PreferencesContext.Provider>
  )
}

const badgeSchema = z.object({
  label: z.string().min(1).meta({ description: 'The text on the badge.' }),
  tone: z.enum(['neutral', 'good', 'bad']).default('neutral').meta({ description: 'Its colour.' }),
  count: z.number().int().min(0).max(99).nullable().default(null).meta({ description: 'A number after the label.' }),
  isRound: z.boolean().default(false).meta({ description: 'Round corners.' }),
  items: nonEmpty(z.object({ id: z.string() })).optional().meta({ description: 'Not used.' }),
  onClick: z.custom<() => void>((v) => v === undefined || typeof v === 'function').optional().meta({ tsType: '() => void', description: 'Called on click.' }),
})

type BadgeProps = z.input<typeof badgeSchema>

function Badge({ label, tone = 'neutral', count = null, isRound = false }: BadgeProps) {
  return (
    <span data-testid="badge" data-tone={tone} data-round={String(isRound)}>
      {label}
      {count !== null && ` (${count})`}
    </span>
  )
}

beforeAll(async () => {
  await initI18n('en-US')
})

describe('PropsTable', () => {
  it('shows one row per prop with its type, default, rule and description', () => {
    render(<PropsTable schema={schemaDocs(badgeSchema)} name="Badge" />)
    const table = screen.getByRole('table', { name: 'Props of Badge' })
    // plain selectors: role queries over every cell are slow in jsdom
    const headers = [...table.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent)
    expect(headers).toEqual(['Prop', 'Type', 'Default', 'Rule', 'Description'])
    const rows = [...table.querySelectorAll('tbody tr')]
    const cells = (name: string) => {
      const row = rows.find((r) => r.getAttribute('data-prop') === name)!
      return [row.querySelector('th[scope="row"]')!.textContent, ...[...row.querySelectorAll('td')].map((c) => c.textContent)]
    }
    expect(rows.map((r) => r.getAttribute('data-prop'))).toEqual(['count', 'isRound', 'items', 'items[].id', 'label', 'onClick', 'tone'])
    expect(cells('label')).toEqual(['labelrequired', 'string', 'none', 'may not be empty', 'The text on the badge.'])
    expect(cells('tone')).toEqual(['tone', `'neutral' | 'good' | 'bad'`, `'neutral'`, '—', 'Its colour.'])
    expect(cells('count')).toEqual(['count', 'number (integer, 0–99) | null', 'null', '—', 'A number after the label.'])
    expect(cells('items')).toEqual(['items', 'Array<{ … }>', '—', 'array may not be empty', 'Not used.'])
    expect(cells('onClick')[1]).toBe('() => void')
  })

  it('waits for its layout only as the prerender renders it', () => {
    const table = <PropsTable schema={schemaDocs(badgeSchema)} name="Badge" />
    expect(render(table).container.querySelector(`[${DEFER_LAYOUT}]`), 'a page the app renders is laid out at once').toBeNull()
    vi.stubEnv('SSR', true)
    try {
      expect(renderToString(table)).toMatch(new RegExp(`<div class="[^"]*" role="region" [^>]*${DEFER_LAYOUT}=""`))
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('Playground', () => {
  it('derives controls from the schema and re-renders the component and its code on change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(wrap(<Playground schema={schemaDocs(badgeSchema)} name="Badge" component={Badge} initial={{ label: 'New' }} />))
    const block = document.querySelector('[data-example="playground"]')!
    expect(block.getAttribute('lang')).toBe('de-DE')
    const code = () => block.querySelector('pre code')!.textContent
    expect(code()).toBe('<Badge label="New" />')
    expect(screen.getByTestId('badge').textContent).toBe('New')

    expect(screen.getByRole('switch', { name: 'isRound' })).toBeTruthy()
    const tone = screen.getByRole('combobox', { name: 'tone' }) as HTMLSelectElement
    expect([...tone.options].map((o) => o.value)).toEqual(['neutral', 'good', 'bad'])
    const count = screen.getByRole('spinbutton', { name: 'count' }) as HTMLInputElement
    expect([count.min, count.max, count.step]).toEqual(['0', '99', '1'])
    expect(screen.queryByRole('textbox', { name: 'items' })).toBeNull()
    expect(screen.getByText(/Set in code/).textContent).toContain('items, onClick')

    await act(async () => {
      fireEvent.change(tone, { target: { value: 'good' } })
      fireEvent.click(screen.getByRole('switch', { name: 'isRound' }))
      fireEvent.change(count, { target: { value: '7' } })
      fireEvent.change(screen.getByRole('textbox', { name: 'label' }), { target: { value: 'Done' } })
    })
    const badge = screen.getByTestId('badge')
    expect(badge.getAttribute('data-tone')).toBe('good')
    expect(badge.getAttribute('data-round')).toBe('true')
    expect(badge.textContent).toBe('Done (7)')
    expect(code()).toBe('<Badge count={7} isRound label="Done" tone="good" />')

    await act(async () => {
      fireEvent.change(tone, { target: { value: 'neutral' } })
      fireEvent.change(count, { target: { value: '' } })
    })
    expect(code()).toBe('<Badge isRound label="Done" />')
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('Done'))
  })
})
