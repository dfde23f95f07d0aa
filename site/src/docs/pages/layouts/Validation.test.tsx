import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../../../library/validate'
import { schemaDocs } from '../../kit/schema-docs'
import { caseCode, Validation } from './Validation'

const schema = z.object({ title: z.string().min(1), size: z.enum(['sm', 'md']).optional(), items: z.array(z.string()).optional() })

describe('caseCode', () => {
  it.each([
    ['the props, sorted', { props: { title: 'Edit', size: 'lg' } }, '<Modal size="lg" title="Edit" />'],
    ['no props', { props: {} }, '<Modal />'],
    ['a prop as a name', { props: { title: 'Edit', items: ['a', 'b'] }, expressions: { items: 'items' } }, '<Modal items={items} title="Edit" />'],
    ['a list as a literal', { props: { items: [] } }, '<Modal items={[]} />'],
    ['text children', { props: { children: 'Hi' } }, '<Modal>Hi</Modal>'],
    ['an element as children', { props: { children: <button type="button">x</button> } }, '<Modal><button>…</button></Modal>'],
    ['a call, for an API that is a function', { call: 'toast', props: { text: 'Saved', duration: 0 } }, "toast({ text: 'Saved', duration: 0 })"],
  ])('%s', (_name, c, want) => {
    expect(caseCode('Modal', c)).toBe(want)
  })
})

describe('Validation', () => {
  it('shows the code of each case beside the console errors of the same props', () => {
    const docs = { ...schemaDocs(schema), errors: (name: string, props: unknown) => propErrors(name, schema, props) }
    render(<Validation name="Modal" schema={docs} cases={[{ props: { title: '' } }]} />)
    const row = screen.getByText('<Modal title="" />').closest('tr')
    expect(row?.textContent).toContain('Modal')
    expect(row?.querySelectorAll('td')[1].textContent).toMatch(/title/)
  })

  it('fills the console errors in once the schema has loaded, in the browser', async () => {
    const docs = { ...schemaDocs(schema), loadErrors: () => Promise.resolve((name: string, props: unknown) => propErrors(name, schema, props)) }
    render(<Validation name="Modal" schema={docs} cases={[{ props: { title: '' } }]} />)
    const cell = screen.getByText('<Modal title="" />').closest('tr')?.querySelectorAll('td')[1]
    expect(cell?.textContent).toBe('')
    await waitFor(() => expect(cell?.textContent).toBe('Modal: invalid prop "title": ' + schema.shape.title.safeParse('').error?.issues[0].message))
  })
})
