import type { AriaAttributes, ComponentPropsWithRef, MouseEvent } from 'react'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import styles from './Button.module.css'
import { withDefaults } from '../with-defaults'
import { BUTTON_DEFAULTS, buttonState, elementProps, isActionable, isToggle, nextPressed, toggleStatus } from './logic'
import type { ButtonProps } from './schema'
import { useControllable } from '../use-controllable'

const loadSchema = () => import('./schema').then((m) => m.buttonSchema)

/** Spinner is the loading indicator inside a button. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" data-spinner="" />
}

/**
 * ButtonElementProps are what a wrapper may add to the button element: a
 * ref, an id, ARIA and data- attributes and event handlers (a popover's
 * trigger gets them all). Button's own props win over them.
 */
export type ButtonElementProps = Pick<ComponentPropsWithRef<'button'>, 'ref' | 'id' | 'onFocus' | 'onBlur' | 'onKeyDown' | 'onKeyUp' | 'onMouseDown' | 'onMouseEnter' | 'onMouseLeave' | 'onPointerDown' | 'onPointerEnter' | 'onPointerLeave' | 'onPointerMove'> &
  AriaAttributes & { [data: `data-${string}`]: string | undefined }

/**
 * Button runs an action. Five variants (primary, secondary, danger, default,
 * text), three sizes, an icon on either side or alone (with help text as its
 * name and tooltip), loading, block and multiline. With pressed or
 * defaultPressed it is a toggle button (aria-pressed), on default and text
 * buttons only. It can be a popover's trigger: it takes the ref and
 * attributes the popover adds (ButtonElementProps).
 */
export function Button({ ref, ...props }: ButtonProps & ButtonElementProps) {
  useValidatedProps('Button', loadSchema, props)
  const { label, variant, size, icon, iconPosition, helpText, isLoading, isDisabled, isBlock, isMultiline, type, onClick } = withDefaults(props, BUTTON_DEFAULTS)
  const toggle = isToggle(props)
  const [pressed, setPressed] = useControllable(props.pressed, props.defaultPressed ?? false, props.onPressedChange)
  const state = buttonState({ isDisabled, isLoading })
  const hasLabel = typeof label === 'string' && label.trim() !== ''
  const iconOnly = !hasLabel && icon !== undefined

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (!isActionable(state)) {
      event.preventDefault()
      return
    }
    if (toggle) setPressed(nextPressed(pressed))
    onClick?.(event)
  }

  const iconEl = icon && !isLoading ? <Icon name={icon} size={size === 'small' ? 'small' : 'medium'} /> : null
  return (
    <button
      {...elementProps(props)}
      ref={ref}
      type={type}
      className={styles.button}
      data-button=""
      data-variant={variant}
      data-size={size}
      data-state={state}
      data-toggle={toggle ? toggleStatus(pressed) : undefined}
      data-block={isBlock ? 'true' : undefined}
      data-multiline={isMultiline ? 'true' : undefined}
      data-icon-only={iconOnly ? 'true' : undefined}
      data-tooltip={!hasLabel && helpText ? helpText : undefined}
      aria-label={iconOnly && helpText ? helpText : undefined}
      aria-pressed={toggle ? pressed : undefined}
      aria-busy={isLoading || undefined}
      aria-disabled={state === 'loading' ? true : undefined}
      disabled={isDisabled}
      onClick={click}
    >
      {isLoading && <Spinner />}
      {iconPosition === 'left' && iconEl}
      {hasLabel && <span className={styles.label}>{label}</span>}
      {iconPosition === 'right' && iconEl}
    </button>
  )
}
