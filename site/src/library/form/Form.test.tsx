import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { FieldFrame } from '../field/Field'
import type { Validator } from '../field/logic'
import { useField, type FieldApi, type FieldOptions } from '../field/use-field'
import { RadioGroup } from '../radio-group/RadioGroup'
import { Toggle } from '../toggle/Toggle'
import { Form, FormSubmit, ListController, ObjectController } from './Form'
import type { FormValues, SubmitResult } from './logic'
import { initI18n } from '../../app/i18n'

beforeAll(() => initI18n('en-US'))

/** TextInput is a minimal text field on the shared field base, for these tests only. */
function TextInput(props: FieldOptions<string | null>) {
  const field = useField<string | null>('TextInput', null, props)
  return (
    <FieldFrame field={field as FieldApi<unknown>} label={props.label} labelFor={field.id} isRequired={props.isRequired} component="TextInput">
      <input
        id={field.id}
        value={field.value ?? ''}
        aria-invalid={field.shown?.type === 'error' || undefined}
        onChange={(e) => field.setValue(e.target.value === '' ? null : e.target.value)}
        onBlur={field.markTouched}
      />
    </FieldFrame>
  )
}

const looksLikeEmail: Validator<string | null> = (v) => (v && !v.includes('@') ? { type: 'warning', text: 'Looks like a typo' } : { type: 'empty' })
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement

describe('Form', () => {
  it('binds fields by formKey to one values object and submits them with the summary', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn<(r: SubmitResult) => void>()
    render(
      <Form defaultValue={{ name: 'Ada', gift: false }} onSubmit={onSubmit}>
        <TextInput label="Name" formKey="name" isRequired />
        <TextInput label="Email" formKey="email" validators={[looksLikeEmail]} />
        <Toggle label="Gift wrap" formKey="gift" />
        <RadioGroup label="Delivery" formKey="delivery" options={[{ value: 'standard', label: 'Standard' }, { value: 'express', label: 'Express' }]} validators={[() => ({ type: 'success', text: 'Available' })]} />
        <FormSubmit />
      </Form>,
    )
    expect(box('Name').value).toBe('Ada')
    await user.type(box('Email'), 'ada.example.com')
    await user.click(screen.getByRole('switch', { name: 'Gift wrap' }))
    await user.click(screen.getByText('Express'))
    await user.click(submitButton())
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0][0]).toEqual({
      values: { name: 'Ada', email: 'ada.example.com', gift: true, delivery: 'express' },
      validationSummary: {
        errors: [],
        warnings: [{ key: 'email', label: 'Email', text: 'Looks like a typo' }],
        successes: [{ key: 'delivery', label: 'Delivery', text: 'Available' }],
      },
    })
  })

  it('controlled: value and onValueChange carry the whole values object', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [values, setValues] = useState<FormValues>({ city: 'Paris' })
      return (
        <Form value={values} onValueChange={setValues}>
          <TextInput label="City" formKey="city" />
          <output>{JSON.stringify(values)}</output>
        </Form>
      )
    }
    render(<Controlled />)
    await user.clear(box('City'))
    await user.type(box('City'), 'Rome')
    expect(screen.getByText('{"city":"Rome"}')).toBeTruthy()
  })

  it('FormSubmit: “Submit” from the locale, disabled while an error would block, enabled with warnings only', async () => {
    const user = userEvent.setup()
    render(
      <Form>
        <TextInput label="Name" formKey="name" isRequired />
        <TextInput label="Email" formKey="email" validators={[looksLikeEmail]} />
        <FormSubmit />
      </Form>,
    )
    await waitFor(() => expect(submitButton().disabled).toBe(true))
    await user.type(box('Name'), 'Ada')
    await user.type(box('Email'), 'ada')
    await waitFor(() => expect(submitButton().disabled).toBe(false))
    expect(document.querySelector('form')?.dataset.state).toBe('valid')
  })

  it.each([
    ['error', false],
    ['warning', true],
    ['NEVER', false],
  ] as const)('preventSubmissionOn %s: a warning blocks → %s', async (prevent, blocks) => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(
      <Form preventSubmissionOn={prevent} defaultValue={{ email: 'ada' }} onSubmit={onSubmit}>
        <TextInput label="Email" formKey="email" validators={[looksLikeEmail]} />
        <FormSubmit />
      </Form>,
    )
    await waitFor(() => expect(submitButton().disabled).toBe(blocks))
    await user.click(box('Email'))
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(blocks ? 0 : 1)
    expect(screen.queryByRole('dialog') !== null).toBe(blocks)
  })

  it('NEVER submits even with errors, and the errors go to the summary', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn<(r: SubmitResult) => void>()
    render(
      <Form preventSubmissionOn="NEVER" onSubmit={onSubmit}>
        <TextInput label="Name" formKey="name" isRequired />
        <FormSubmit />
      </Form>,
    )
    await user.click(submitButton())
    expect(onSubmit.mock.calls[0][0].validationSummary.errors).toEqual([{ key: 'name', label: 'Name', text: 'This field is required' }])
  })

  it('a blocked submission by Enter opens the popup listing errors and warnings, and shows every field’s message', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(
      <Form preventSubmissionOn="warning" defaultValue={{ email: 'ada', company: 'ACME' }} onSubmit={onSubmit}>
        <TextInput label="Name" formKey="name" isRequired />
        <TextInput label="Email" formKey="email" validators={[looksLikeEmail]} />
        <TextInput label="Company" formKey="company" validators={[() => ({ type: 'error' })]} />
        <FormSubmit />
      </Form>,
    )
    expect(screen.queryByText('This field is required')).toBeNull()
    await user.click(box('Email'))
    await user.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    const dialog = await screen.findByRole('dialog', { name: 'Form Submission Not Allowed' })
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Errors', 'Warnings'])
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Name: This field is required', 'Company', 'Email: Looks like a typo'])
    expect(document.querySelector('form')?.dataset.state).toBe('blocked')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('This field is required')).toBeTruthy()
    expect(box('Name').getAttribute('aria-invalid')).toBe('true')
    expect(document.querySelector('form')?.dataset.state).toBe('invalid')
  })

  it('the Enter that opened the popup does not close it when its keypress reaches the popup’s button', async () => {
    const user = userEvent.setup()
    render(
      <Form>
        <TextInput label="Name" formKey="name" isRequired />
      </Form>,
    )
    await user.click(box('Name'))
    await user.keyboard('{Enter>}')
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    await user.keyboard('{/Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Enter in a radio or on a button does not submit', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(
      <Form onSubmit={onSubmit}>
        <RadioGroup label="Delivery" formKey="delivery" options={[{ value: 'standard', label: 'Standard' }]} />
      </Form>,
    )
    await user.click(screen.getByRole('radio'))
    await user.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('isLoading: the submit button is busy and nothing submits', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(
      <Form isLoading defaultValue={{ name: 'Ada' }} onSubmit={onSubmit}>
        <TextInput label="Name" formKey="name" />
        <FormSubmit label="Save" />
      </Form>,
    )
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save.getAttribute('aria-busy')).toBe('true')
    await user.click(save)
    await user.click(box('Name'))
    await user.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(document.querySelector('form')?.dataset.state).toBe('loading')
  })

  it('ObjectController: nested keys edit an object value; the summary key is the path', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn<(r: SubmitResult) => void>()
    render(
      <Form preventSubmissionOn="NEVER" defaultValue={{ address: { street: 'Main St 1' } }} onSubmit={onSubmit}>
        <ObjectController formKey="address">
          <TextInput label="Street" formKey="street" />
          <TextInput label="City" formKey="city" isRequired />
        </ObjectController>
        <FormSubmit />
      </Form>,
    )
    expect(box('Street').value).toBe('Main St 1')
    await user.click(submitButton())
    expect(onSubmit.mock.calls[0][0].validationSummary.errors).toEqual([{ key: 'address.city', label: 'City', text: 'This field is required' }])
    await user.type(box('City'), 'Springfield')
    await user.click(submitButton())
    expect(onSubmit.mock.calls[1][0].values).toEqual({ address: { street: 'Main St 1', city: 'Springfield' } })
  })

  it('ObjectController: logs a value that is not a non-null, non-array object', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <Form defaultValue={{ address: null, tags: [] }}>
        <ObjectController formKey="address">
          <TextInput label="City" formKey="city" />
        </ObjectController>
        <ObjectController formKey="tags" />
      </Form>,
    )
    await waitFor(() => expect(error).toHaveBeenCalledWith('ObjectController needs a non-null, non-array object value (formKey "address" holds null)'))
    expect(error).toHaveBeenCalledWith('ObjectController needs a non-null, non-array object value (formKey "tags" holds an array)')
  })

  it('ListController: one scope per item, add and remove, paths in the summary', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn<(r: SubmitResult) => void>()
    render(
      <Form preventSubmissionOn="NEVER" defaultValue={{ contacts: [{ email: 'a@example.com' }, { email: 'b' }] }} onSubmit={onSubmit}>
        <ListController
          formKey="contacts"
          footer={({ count, add }) => (
            <button type="button" onClick={() => add({ email: null })}>
              Add contact {count + 1}
            </button>
          )}
        >
          {({ index, remove }) => (
            <div>
              <TextInput label={`Email ${index + 1}`} formKey="email" validators={[looksLikeEmail]} />
              <button type="button" onClick={remove}>
                Remove {index + 1}
              </button>
            </div>
          )}
        </ListController>
        <FormSubmit />
      </Form>,
    )
    expect(box('Email 2').value).toBe('b')
    await user.click(screen.getByRole('button', { name: 'Add contact 3' }))
    await user.type(box('Email 3'), 'c@example.com')
    await user.click(submitButton())
    expect(onSubmit.mock.calls[0][0]).toEqual({
      values: { contacts: [{ email: 'a@example.com' }, { email: 'b' }, { email: 'c@example.com' }] },
      validationSummary: { errors: [], warnings: [{ key: 'contacts.1.email', label: 'Email 2', text: 'Looks like a typo' }], successes: [] },
    })
    await user.click(screen.getByRole('button', { name: 'Remove 1' }))
    expect(screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['b', 'c@example.com'])
    await user.click(submitButton())
    expect(onSubmit.mock.calls[1][0]).toEqual({
      values: { contacts: [{ email: 'b' }, { email: 'c@example.com' }] },
      validationSummary: { errors: [], warnings: [{ key: 'contacts.0.email', label: 'Email 1', text: 'Looks like a typo' }], successes: [] },
    })
  })

  it('ListController: logs a value that is not a list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <Form defaultValue={{ contacts: { email: 'x' } }}>
        <ListController formKey="contacts">{() => null}</ListController>
      </Form>,
    )
    await waitFor(() => expect(error).toHaveBeenCalledWith('ListController needs an array value (formKey "contacts" holds an object)'))
  })

  it('FormSubmit outside a form is a developer error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<FormSubmit />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('FormSubmit: form submit control outside a form'))
    expect(submitButton()).toBeTruthy()
  })

  it('a field reporting an unknown validation type is a developer error on submit, and blocks', async () => {
    const user = userEvent.setup()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onSubmit = vi.fn()
    render(
      <Form defaultValue={{ vat: 'x' }} onSubmit={onSubmit}>
        <TextInput label="VAT" formKey="vat" validation={{ type: 'info', text: 'Hm' } as never} />
      </Form>,
    )
    await user.click(box('VAT'))
    await user.keyboard('{Enter}')
    expect(error).toHaveBeenCalledWith('Form: unexpected validation state on submit: field "vat" reported type "info" (preventSubmissionOn "error")')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('logs invalid props', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Form preventSubmissionOn={'always' as 'error'} />)
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Form: invalid prop "preventSubmissionOn"/)))
  })
})
