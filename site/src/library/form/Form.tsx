import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { FormContext, type FormScope } from '../field/form-context'
import { Modal } from '../modal/Modal'
import { useValidatedProps } from '../use-validated-props'
import styles from './Form.module.css'
import { entryText, FORM_DEFAULTS, FORM_SUBMIT_DEFAULTS, FORM_SUBMIT_OUTSIDE, getAt, listControllerError, listKeys, objectControllerError, outsideFormError, type Path, pathKey, type Reported, type ValidationSummary, withItem, withoutItem } from './logic'
import type { FormProps, FormSubmitProps, ListControllerProps, ObjectControllerProps } from './schema'
import { useForm, type FormControl, type FormRoot } from './use-form'
import { withDefaults } from '../with-defaults'

const loadFormSchema = () => import('./schema').then((m) => m.formSchema)
const loadSubmitSchema = () => import('./schema').then((m) => m.formSubmitSchema)
const loadObjectSchema = () => import('./schema').then((m) => m.objectControllerSchema)
const loadListSchema = () => import('./schema').then((m) => m.listControllerSchema)

const RootContext = createContext<FormRoot | null>(null)
const PrefixContext = createContext<Path>([])
const SubmitContext = createContext<FormControl | null>(null)

/** Scope gives the fields under it a FormScope whose keys live under prefix. */
function Scope({ prefix, children }: { prefix: Path; children: ReactNode }) {
  const root = useContext(RootContext)!
  const json = JSON.stringify(prefix)
  const path = useMemo(() => JSON.parse(json) as Path, [json])
  const rootReport = root.report
  const report = useCallback((key: string, entry: Reported | null) => rootReport(pathKey([...path, key]), entry), [rootReport, path])
  const scope = useMemo<FormScope>(
    () => ({
      value: (key) => getAt(root.values, [...path, key]),
      setValue: (key, value) => root.setAt([...path, key], value),
      report,
      showValidation: root.showValidation,
    }),
    [root, path, report],
  )
  return (
    <PrefixContext.Provider value={path}>
      <FormContext.Provider value={scope}>{children}</FormContext.Provider>
    </PrefixContext.Provider>
  )
}

/**
 * Form binds the fields inside it (by formKey) to one values object,
 * collects their validations and submits them together. A submission (the
 * FormSubmit button, or Enter in a text field) is blocked per
 * preventSubmissionOn: then a popup lists the errors and warnings, and every
 * field shows its message. Otherwise onSubmit gets the values and the
 * validation summary.
 */
export function Form(props: FormProps) {
  useValidatedProps('Form', loadFormSchema, props)
  const { preventSubmissionOn, isLoading, onSubmit, label, children } = withDefaults(props, FORM_DEFAULTS)
  const { t } = useTranslation()
  const form = useForm({ value: props.value, defaultValue: props.defaultValue, onValueChange: props.onValueChange, preventSubmissionOn, isLoading, onSubmit })
  return (
    <RootContext.Provider value={form.root}>
      <SubmitContext.Provider value={form.control}>
        <form className={styles.form} noValidate aria-label={label} {...form.getFormProps()}>
          <Scope prefix={[]}>{children}</Scope>
        </form>
      </SubmitContext.Provider>
      <Modal {...form.getPopupProps()} title={t('form.title')} footer={<Button variant="primary" label={t('form.close')} onClick={form.onCloseButton} />}>
        {form.popup && <BlockedSummary summary={form.popup} />}
      </Modal>
    </RootContext.Provider>
  )
}

/** BlockedSummary is the body of the popup: the errors, then the warnings, each as "<label>: <text>". */
function BlockedSummary({ summary }: { summary: ValidationSummary }) {
  const { t } = useTranslation()
  const sections = [
    { type: 'errors', title: t('form.errors'), entries: summary.errors },
    { type: 'warnings', title: t('form.warnings'), entries: summary.warnings },
  ].filter((s) => s.entries.length > 0)
  return (
    <div className={styles.summary} data-form-summary="">
      {sections.map((s) => (
        <section key={s.type} className={styles.section} data-summary={s.type}>
          <h3 className={styles.sectionTitle}>{s.title}</h3>
          <ul className={styles.list}>
            {s.entries.map((e) => (
              <li key={e.key} data-key={e.key}>
                {entryText(e)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/**
 * FormSubmit is the form's submit button: “Submit” unless labelled, disabled
 * while the form's validations would block a submission, with a spinner
 * while the form is loading. Outside a Form it is a developer error.
 */
export function FormSubmit(props: FormSubmitProps) {
  useValidatedProps('FormSubmit', loadSubmitSchema, props)
  const submit = withDefaults(props, FORM_SUBMIT_DEFAULTS)
  const control = useContext(SubmitContext)
  const { t } = useTranslation()
  const outside = control === null
  useEffect(() => {
    if (outside) console.error(FORM_SUBMIT_OUTSIDE)
  }, [outside])
  return (
    <Button
      type="submit"
      variant={submit.variant}
      size={submit.size}
      isBlock={submit.isBlock}
      label={props.label ?? t('form.submit')}
      isDisabled={control?.blocked ?? false}
      isLoading={control?.isLoading ?? false}
    />
  )
}

/**
 * ObjectController gives the fields inside it the keys of an object value
 * of the form: a field with formKey "city" inside
 * <ObjectController formKey="address"> edits values.address.city. The value
 * must be a non-null object that is not a list (a developer error otherwise).
 */
export function ObjectController(props: ObjectControllerProps) {
  useValidatedProps('ObjectController', loadObjectSchema, props)
  const root = useContext(RootContext)
  const parent = useContext(PrefixContext)
  const path = [...parent, props.formKey]
  const error = root ? objectControllerError(props.formKey, getAt(root.values, path)) : outsideFormError('ObjectController', false)
  useEffect(() => {
    if (error) console.error(error)
  }, [error])
  if (!root) return <>{props.children}</>
  return <Scope prefix={path}>{props.children}</Scope>
}

/**
 * ListController renders its children once per item of a list value of the
 * form, each item a scope of its own: inside, formKey "email" edits
 * values.contacts[index].email. The children get { index, value, remove };
 * the footer gets { count, add }. The value must be a list (a developer error
 * otherwise).
 */
export function ListController(props: ListControllerProps) {
  useValidatedProps('ListController', loadListSchema, props)
  const root = useContext(RootContext)
  const parent = useContext(PrefixContext)
  const path = [...parent, props.formKey]
  const list = root ? getAt(root.values, path) : undefined
  const items = Array.isArray(list) ? list : []
  const error = root ? listControllerError(props.formKey, list) : outsideFormError('ListController', false)
  useEffect(() => {
    if (error) console.error(error)
  }, [error])

  // Stable React keys, so an item's fields keep their state when an item before them is removed.
  const [itemKeys, setItemKeys] = useState(() => ({ ids: items.map((_, i) => `item-${i}`), next: items.length }))
  const count = items.length
  const keys = listKeys(itemKeys.ids, count)

  if (!root) return null
  const add = (item: unknown) => {
    setItemKeys((s) => ({ ids: [...listKeys(s.ids, count), `item-${s.next}`], next: s.next + 1 }))
    root.setAt(path, withItem(root.read(path), item))
  }
  const remove = (index: number) => {
    setItemKeys((s) => ({ ...s, ids: listKeys(s.ids, count).filter((_, i) => i !== index) }))
    root.setAt(path, withoutItem(root.read(path), index))
  }
  return (
    <>
      {items.map((item, index) => (
        <Scope key={keys[index]} prefix={[...path, index]}>
          {props.children({ index, value: item, remove: () => remove(index) })}
        </Scope>
      ))}
      {props.footer?.({ count, add })}
    </>
  )
}
