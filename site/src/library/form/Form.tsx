import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { useControllable } from '../use-controllable'
import { FormContext, type FormScope } from '../field/form-context'
import { Modal } from '../modal/Modal'
import { useValidatedProps } from '../use-validated-props'
import styles from './Form.module.css'
import { decideSubmit, enterSubmits, entryText, FORM_DEFAULTS, FORM_SUBMIT_DEFAULTS, FORM_SUBMIT_OUTSIDE, formReducer, formState, type FormValues, getAt, INITIAL_FORM, listControllerError, listKeys, objectControllerError, orderReported, outsideFormError, type Path, pathKey, type Reported, sameReport, setAt, submits, type ValidationSummary, withItem, withoutItem } from './logic'
import type { FormProps, FormSubmitProps, ListControllerProps, ObjectControllerProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadFormSchema = () => import('./schema').then((m) => m.formSchema)
const loadSubmitSchema = () => import('./schema').then((m) => m.formSubmitSchema)
const loadObjectSchema = () => import('./schema').then((m) => m.objectControllerSchema)
const loadListSchema = () => import('./schema').then((m) => m.listControllerSchema)

/** FormRoot is what a form shares with its controllers: its values and where to write them and report to. */
interface FormRoot {
  values: FormValues
  /** read returns the latest value at path, also between a write and the next render. */
  read: (path: Path) => unknown
  setAt: (path: Path, value: unknown) => void
  report: (key: string, entry: Reported | null) => void
  showValidation: boolean
}

const RootContext = createContext<FormRoot | null>(null)
const PrefixContext = createContext<Path>([])
const SubmitContext = createContext<{ blocked: boolean; isLoading: boolean } | null>(null)

const NO_VALUES: FormValues = {}

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

interface Reports {
  entries: Record<string, Reported>
  /** order is the order in which keys first reported: the order of the summary. */
  order: ReadonlyMap<string, number>
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
  const [values, setValues] = useControllable<FormValues>(props.value, props.defaultValue ?? NO_VALUES, props.onValueChange)
  const latest = useRef(values)
  useLayoutEffect(() => {
    latest.current = values
  }, [values])

  const write = useCallback(
    (path: Path, value: unknown) => {
      const next = setAt(latest.current, path, value)
      latest.current = next
      setValues(next)
    },
    [setValues],
  )
  const read = useCallback((path: Path) => getAt(latest.current, path), [])

  const [reports, setReports] = useState<Reports>({ entries: {}, order: new Map() })
  const report = useCallback((key: string, entry: Reported | null) => {
    setReports((prev) => {
      if (sameReport(prev.entries[key], entry)) return prev
      const entries = { ...prev.entries }
      if (entry) entries[key] = entry
      else delete entries[key]
      const order = entry && !prev.order.has(key) ? new Map(prev.order).set(key, prev.order.size) : prev.order
      return { entries, order }
    })
  }, [])

  const [model, dispatch] = useReducer(formReducer, INITIAL_FORM)
  const decision = useMemo(() => decideSubmit(orderReported(reports.entries, reports.order), preventSubmissionOn), [reports, preventSubmissionOn])

  const root = useMemo<FormRoot>(() => ({ values, read, setAt: write, report, showValidation: model.attempted }), [values, read, write, report, model.attempted])
  const control = useMemo(() => ({ blocked: decision.blocked, isLoading }), [decision.blocked, isLoading])

  // The Enter that opened the popup is still down: its keypress may reach the popup's button, which must not close it.
  const enterHeld = useRef(false)
  useEffect(() => {
    const release = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Enter') enterHeld.current = false
    }
    const reset = () => {
      enterHeld.current = false
    }
    document.addEventListener('keyup', release, true)
    document.addEventListener('pointerdown', reset, true)
    return () => {
      document.removeEventListener('keyup', release, true)
      document.removeEventListener('pointerdown', reset, true)
    }
  }, [])
  const attempt = () => {
    for (const problem of decision.problems) console.error(problem)
    dispatch({ type: 'submit', decision, isLoading })
    if (submits(decision, isLoading)) onSubmit?.({ values: latest.current, validationSummary: decision.summary })
  }
  const onFormSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    attempt()
  }
  // Enter in a text field submits even while the submit button is disabled, so a blocked submission shows why.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter' || e.defaultPrevented || e.nativeEvent.isComposing || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return
    if (!enterSubmits(e.target as HTMLInputElement)) return
    e.preventDefault()
    enterHeld.current = true
    attempt()
  }
  const close = () => dispatch({ type: 'close-popup' })

  return (
    <RootContext.Provider value={root}>
      <SubmitContext.Provider value={control}>
        <form
          className={styles.form}
          noValidate
          aria-label={label}
          aria-busy={isLoading || undefined}
          data-form=""
          data-state={formState({ isLoading, popupOpen: model.popup !== null, blocked: decision.blocked })}
          data-prevent-submission-on={preventSubmissionOn}
          onSubmit={onFormSubmit}
          onKeyDown={onKeyDown}
        >
          <Scope prefix={[]}>{children}</Scope>
        </form>
      </SubmitContext.Provider>
      <Modal
        open={model.popup !== null}
        onOpenChange={(open) => !open && close()}
        title={t('form.title')}
        footer={<Button variant="primary" label={t('form.close')} onClick={() => !enterHeld.current && close()} />}
      >
        {model.popup && <BlockedSummary summary={model.popup} />}
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
