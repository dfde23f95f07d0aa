import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useControllable } from '../use-controllable'
import { decideSubmit, enterSubmits, formReducer, formState, type FormValues, getAt, INITIAL_FORM, NO_REPORTS, orderReported, type Path, type PreventSubmissionOn, type Reported, setAt, submits, type SubmitResult, withReport } from './logic'

/** FormRoot is what a form shares with its controllers: its values and where to write them and report to. */
export interface FormRoot {
  values: FormValues
  /** read returns the latest value at path, also between a write and the next render. */
  read: (path: Path) => unknown
  setAt: (path: Path, value: unknown) => void
  report: (key: string, entry: Reported | null) => void
  showValidation: boolean
}

/** FormControl is what the submit button reads: whether a submission would be blocked, and whether the form is loading. */
export interface FormControl {
  blocked: boolean
  isLoading: boolean
}

/** FormOptions are what useForm reads: Form's props, their defaults applied. */
export interface FormOptions {
  value?: FormValues
  defaultValue?: FormValues
  onValueChange?: (values: FormValues) => void
  preventSubmissionOn: PreventSubmissionOn
  isLoading: boolean
  onSubmit?: (result: SubmitResult) => void
}

const NO_VALUES: FormValues = {}

/**
 * useForm is the behaviour of Form: its values (controlled or kept here),
 * what its fields report, the decision a submission would meet (decideSubmit)
 * and the popup of a blocked one (formReducer), and the submit rules: the
 * form's submit event, or Enter in a text field, attempts a submission, which
 * calls onSubmit unless it is blocked or the form is loading. The view gets
 * the root its fields and controllers read, the submit button's control, and
 * prop getters for the form and the popup.
 */
export function useForm({ value, defaultValue, onValueChange, preventSubmissionOn, isLoading, onSubmit }: FormOptions) {
  const [values, setValues] = useControllable<FormValues>(value, defaultValue ?? NO_VALUES, onValueChange)
  const latest = useRef(values)
  useLayoutEffect(() => {
    latest.current = values
  }, [values])

  const write = useCallback(
    (path: Path, next: unknown) => {
      const all = setAt(latest.current, path, next)
      latest.current = all
      setValues(all)
    },
    [setValues],
  )
  const read = useCallback((path: Path) => getAt(latest.current, path), [])

  const [reports, setReports] = useState(NO_REPORTS)
  const report = useCallback((key: string, entry: Reported | null) => setReports((prev) => withReport(prev, key, entry)), [])

  const [model, dispatch] = useReducer(formReducer, INITIAL_FORM)
  const decision = useMemo(() => decideSubmit(orderReported(reports.entries, reports.order), preventSubmissionOn), [reports, preventSubmissionOn])

  const root = useMemo<FormRoot>(() => ({ values, read, setAt: write, report, showValidation: model.attempted }), [values, read, write, report, model.attempted])
  const control = useMemo<FormControl>(() => ({ blocked: decision.blocked, isLoading }), [decision.blocked, isLoading])

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
  const close = () => dispatch({ type: 'close-popup' })

  return {
    root,
    control,
    /** popup is the summary the popup of a blocked submission shows, or null while it is closed */
    popup: model.popup,
    getFormProps: () => ({
      'aria-busy': isLoading || undefined,
      'data-form': '',
      'data-state': formState({ isLoading, popupOpen: model.popup !== null, blocked: decision.blocked }),
      'data-prevent-submission-on': preventSubmissionOn,
      onSubmit: (e: FormEvent<HTMLFormElement>) => {
        e.preventDefault()
        attempt()
      },
      // Enter in a text field submits even while the submit button is disabled, so a blocked submission shows why.
      onKeyDown: (e: KeyboardEvent<HTMLFormElement>) => {
        if (e.key !== 'Enter' || e.defaultPrevented || e.nativeEvent.isComposing || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return
        if (!enterSubmits(e.target as HTMLInputElement)) return
        e.preventDefault()
        enterHeld.current = true
        attempt()
      },
    }),
    getPopupProps: () => ({
      open: model.popup !== null,
      onOpenChange: (open: boolean) => !open && close(),
    }),
    /** onCloseButton closes the popup, unless the Enter that opened it is still down */
    onCloseButton: () => !enterHeld.current && close(),
  }
}
