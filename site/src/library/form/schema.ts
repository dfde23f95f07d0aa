import type { ReactNode } from 'react'
import { z } from 'zod'
import { BUTTON_SIZES } from '../button/logic'
import { FORM_DEFAULTS, FORM_SUBMIT_DEFAULTS, type FormValues, PREVENT_SUBMISSION_ON, type SubmitResult } from './logic'
import { isFunction } from '../validate'

const values = z.record(z.string(), z.unknown())
const formKey = z.string().trim().min(1, 'may not be empty')

/** ListItem is what a list controller's children get for each item. */
export interface ListItem {
  /** index of the item in the list */
  index: number
  /** value of the item */
  value: unknown
  /** remove takes the item out of the list */
  remove: () => void
}

/** ListActions is what a list controller's footer gets. */
export interface ListActions {
  /** count of items in the list */
  count: number
  /** add appends an item to the list */
  add: (item: unknown) => void
}

export const formSchema = z.object({
  value: values.optional().meta({ tsType: 'Record<string, unknown>', description: 'The values of all fields, by their formKey; controlled.' }),
  defaultValue: values.optional().meta({ tsType: 'Record<string, unknown>', description: 'The first values of an uncontrolled form; {} when not set.' }),
  onValueChange: z
    .custom<(values: FormValues) => void>(isFunction)
    .optional()
    .meta({ tsType: '(values: Record<string, unknown>) => void', description: 'Called with all the values whenever a field changes.' }),
  onSubmit: z
    .custom<(result: SubmitResult) => void>(isFunction)
    .optional()
    .meta({
      tsType: '(result: { values, validationSummary: { errors, warnings, successes } }) => void',
      description: 'Called on a submission that is not blocked: the values and every field’s message as { key, label, text }.',
    }),
  preventSubmissionOn: z
    .enum(PREVENT_SUBMISSION_ON)
    .default(FORM_DEFAULTS.preventSubmissionOn)
    .meta({ description: 'What blocks a submission: any error (error), errors and warnings (warning), or nothing (NEVER).' }),
  isLoading: z.boolean().default(FORM_DEFAULTS.isLoading).meta({ description: 'The form is busy (e.g. saving): the submit button shows a spinner and nothing submits.' }),
  label: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The form’s accessible name, when the page has several forms.' }),
  children: z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description: 'The fields (each with a formKey), controllers and the FormSubmit button.' }),
})

export const formSubmitSchema = z.object({
  label: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The button’s text; “Submit” in the reader’s language when not set.' }),
  variant: z.enum(['primary', 'secondary', 'default']).default(FORM_SUBMIT_DEFAULTS.variant).meta({ description: 'The type of button.' }),
  size: z.enum(BUTTON_SIZES).default(FORM_SUBMIT_DEFAULTS.size).meta({ description: 'The button’s size.' }),
  isBlock: z.boolean().default(FORM_SUBMIT_DEFAULTS.isBlock).meta({ description: 'Takes the whole width of its container.' }),
})

export const objectControllerSchema = z.object({
  formKey: formKey.meta({ description: 'The key of the object value in the enclosing form or controller.' }),
  children: z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description: 'The fields of the object, each with its key inside the object as formKey.' }),
})

export const listControllerSchema = z.object({
  formKey: formKey.meta({ description: 'The key of the list value in the enclosing form or controller.' }),
  children: z
    .custom<(item: ListItem) => ReactNode>((v) => typeof v === 'function', 'must be a function')
    .meta({ tsType: '(item: { index, value, remove }) => ReactNode', description: 'Renders one item; its fields take their key inside the item as formKey.' }),
  footer: z
    .custom<(list: ListActions) => ReactNode>(isFunction)
    .optional()
    .meta({ tsType: '(list: { count, add }) => ReactNode', description: 'Rendered after the items, e.g. a button that adds one.' }),
})

export type FormProps = z.input<typeof formSchema>
export type FormSubmitProps = z.input<typeof formSubmitSchema>
export type ObjectControllerProps = z.input<typeof objectControllerSchema>
export type ListControllerProps = z.input<typeof listControllerSchema>
